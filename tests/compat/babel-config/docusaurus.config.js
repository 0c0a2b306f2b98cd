// A site whose components are typed with Flow: its babel.config.js adds @babel/preset-flow to
// Docusaurus' own preset, and Docusaurus compiles every component of the site with it.
module.exports = {
  title: 'Seed library',
  url: 'https://seeds.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
};
