// A site that draws its diagrams with the published mermaid package, which it resolves from
// the node_modules of a folder above it (as a workspace's hoisted packages).
module.exports = {
  title: 'Locks',
  url: 'https://locks.example',
  baseUrl: '/',
  markdown: {mermaid: true},
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
