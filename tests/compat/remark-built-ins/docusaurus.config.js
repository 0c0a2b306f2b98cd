// The markdown features Docusaurus sites turn on with its own packages: npm2yarn tabs and
// mermaid diagrams (drawn with the site's mermaid package: here a small stand-in).
module.exports = {
  title: 'Harbour',
  url: 'https://harbour.example',
  baseUrl: '/',
  markdown: {mermaid: true},
  themes: ['@docusaurus/theme-mermaid'],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]],
        },
        blog: false,
      },
    ],
  ],
};
