import type {Props} from '@theme/DocCard';
import React from 'react';

// An older version used: import OldCard from '@theme/OldCard';
/** Renders the card; `props` is typed as {@link import('@theme/DocCard').Props}. */
export default function Card(props: Props) {
  return <div className="card">{String(props.item)}</div>;
}
