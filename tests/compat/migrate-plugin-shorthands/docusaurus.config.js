// Plugins, themes and the preset named by the short names Docusaurus accepts.
module.exports = {
  title: 'Beacon',
  url: 'https://beacon.example',
  baseUrl: '/',
  presets: [['@docusaurus/classic', {docs: {routeBasePath: 'manual'}, blog: false}]],
  plugins: [
    ['content-docs', {id: 'community', path: 'community', routeBasePath: 'community'}],
    ['@docusaurus/content-docs', {id: 'api', path: 'api', routeBasePath: 'api'}],
    ['@docusaurus/plugin-content-docs', {id: 'recipes', path: 'recipes', routeBasePath: 'recipes'}],
    'image-zoom',
    'docusaurus-plugin-sass',
  ],
  themes: ['mermaid'],
};
