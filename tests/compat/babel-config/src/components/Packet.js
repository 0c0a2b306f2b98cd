// @flow
import React from 'react';

export type Seed = {|
  +name: string,
  +sowIn: 'spring' | 'autumn',
  grams?: ?number,
|};

opaque type Grams = number;

function weight(seeds: $ReadOnlyArray<Seed>): Grams {
  return seeds.reduce((sum: number, seed: Seed) => sum + (seed.grams ?? 0), 0);
}

export default function Packet({seeds}: {seeds: $ReadOnlyArray<Seed>}): React.Node {
  return (
    <p className="packet">
      {seeds.length} kinds, {(weight(seeds): number)} g in all
    </p>
  );
}
