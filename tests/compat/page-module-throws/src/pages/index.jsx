import ShipTicker from '../components/ShipTicker';

export default function Home() {
  return (
    <main>
      <h1>Lighthouse log</h1>
      <ShipTicker />
    </main>
  );
}
