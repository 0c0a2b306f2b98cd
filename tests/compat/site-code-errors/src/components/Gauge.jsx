export default function Gauge() {
  return <span className="gauge">{level</span>;
}
