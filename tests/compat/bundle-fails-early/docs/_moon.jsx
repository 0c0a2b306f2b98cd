export default function Moon({ phase }) {
  return <span className="moon">{phase} tide</span>;
}
