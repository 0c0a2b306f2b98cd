// The list of passing ships is made when the module loads, from a feed a script was meant to
// fill in; here the feed has no `sightings`, so loading this module throws.
const feed = {};
const ships = feed.sightings.map((s) => s.name);

export default function ShipTicker() {
  return <ul className="ships">{ships.map((name) => <li key={name}>{name}</li>)}</ul>;
}
