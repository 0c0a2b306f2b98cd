import React from 'react';
import Layout from '@theme/Layout';

// As older sites (jest's home page) wrote pages: a class reading the site config from its props.
class HomeSplash extends React.Component {
  render() {
    const { config: siteConfig, location, match } = this.props;
    return (
      <div className="home-splash">
        <h1>{siteConfig.title}</h1>
        <p className="tagline">{siteConfig.tagline}</p>
        <p className="where">Shown at {location.pathname}, matched {match.url}, exact {String(match.isExact)}</p>
      </div>
    );
  }
}

export default class Index extends React.Component {
  render() {
    return (
      <Layout title="Home">
        <HomeSplash {...this.props} />
      </Layout>
    );
  }
}
