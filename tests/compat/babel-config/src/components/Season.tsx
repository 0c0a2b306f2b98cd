import React from 'react';

type Season = 'spring' | 'autumn';

export default function SeasonBadge({season}: {season: Season}): React.ReactElement {
  const label = season satisfies Season;
  return <strong className="season">sow in {label}</strong>;
}
