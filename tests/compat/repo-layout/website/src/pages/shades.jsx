import data from '../../../shades.json';

export default function Shades() {
  return (
    <main>
      <h1>Shades</h1>
      <ul>{data.shades.map((s) => <li key={s}>{s}</li>)}</ul>
    </main>
  );
}
