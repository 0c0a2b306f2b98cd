import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home">
      <h1>{siteConfig.title}</h1>
      <p className="tagline">{siteConfig.tagline}</p>
    </Layout>
  );
}
