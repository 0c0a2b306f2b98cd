// The blog is a local plugin that wraps Docusaurus' blog plugin and adds data of its own; the
// preset's blog is off.
module.exports = {
  title: 'Orchard notes',
  url: 'https://orchard.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
  plugins: [
    [
      './plugins/blog-with-neighbours.js',
      {routeBasePath: 'journal', blogSidebarTitle: 'Latest pickings', blogSidebarCount: 3, showReadingTime: false},
    ],
  ],
};
