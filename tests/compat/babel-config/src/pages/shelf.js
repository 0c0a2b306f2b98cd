/**
 * @flow strict
 */
import * as React from 'react';
import Layout from '@theme/Layout';
import Packet, {type Seed} from '../components/Packet';
import SeasonBadge from '../components/Season';

const shelf: Array<Seed> = [
  {name: 'Runner bean', sowIn: 'spring', grams: 40},
  {name: 'Broad bean', sowIn: 'autumn', grams: 55},
  {name: 'Chard', sowIn: 'spring'},
];

function Row({seed}: {seed: Seed}): React.Node {
  const [open, setOpen] = React.useState<boolean>(false);
  return (
    <li>
      <button type="button" onClick={() => setOpen((was: boolean) => !was)}>
        {seed.name}
      </button>
      {open ? <SeasonBadge season={seed.sowIn} /> : null}
    </li>
  );
}

export default function Shelf(): React.Node {
  return (
    <Layout title="Shelf">
      <main>
        <h1>The seed shelf</h1>
        <ul>
          {shelf.map((seed: Seed) => (
            <Row key={seed.name} seed={seed} />
          ))}
        </ul>
        <Packet seeds={shelf} />
      </main>
    </Layout>
  );
}
