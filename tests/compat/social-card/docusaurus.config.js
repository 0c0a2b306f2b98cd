// A site-wide social card (themeConfig.image) under a base URL; one doc has a card of its own.
module.exports = {
  title: 'Orchard Almanac',
  url: 'https://orchard.example',
  baseUrl: '/almanac/',
  presets: [['classic', {docs: {routeBasePath: 'guide'}, blog: false}]],
  themeConfig: {
    image: 'img/orchard-card.png',
  },
};
