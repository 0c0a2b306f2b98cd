// A component that shows a markdown file of the site: the bundle compiles it, plugins included.
import Table from './_tide-table.md';

export default function TideTable() {
  return (
    <section className="tide-table">
      <Table />
    </section>
  );
}
