const legend = require('!!raw-loader!../../snippets/legend.txt').default;

export default function Legend() {
  return <p className="legend">{legend.trim()}</p>;
}
