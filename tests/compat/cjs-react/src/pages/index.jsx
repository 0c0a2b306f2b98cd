import React from 'react';
import StoreValue from '@site/src/components/StoreValue';

export default function Home() {
  return (
    <main>
      <h1>Home</h1>
      <p>The home page's store says <StoreValue />.</p>
    </main>
  );
}
