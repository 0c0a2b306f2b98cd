import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const {siteConfig} = useDocusaurusContext();
  const {hero, support} = siteConfig.customFields;
  return (
    <Layout title="Welcome">
      <h1 className="hero-title">{hero.title}</h1>
      <p>{hero.moorings} moorings. Write to {support}.</p>
    </Layout>
  );
}
