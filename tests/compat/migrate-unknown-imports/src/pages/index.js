import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';

export default function Home() {
  return (
    <Layout>
      <Hero />
    </Layout>
  );
}
