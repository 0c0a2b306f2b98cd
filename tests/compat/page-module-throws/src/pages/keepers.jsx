export default function Keepers() {
  return (
    <main>
      <h1>Keepers</h1>
      <p>Three keepers share the watch.</p>
    </main>
  );
}
