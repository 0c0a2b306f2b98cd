import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Lantern Works">
      <p className="release">
        Lantern {process.env.LANTERN_VERSION} on the {process.env.BUILD_CHANNEL} channel, {process.env.WICKS} wicks
      </p>
    </Layout>
  );
}
