// Styles written in Sass, as docusaurus-plugin-sass builds them: a site stylesheet with a
// partial, and a component's CSS module.
module.exports = {
  title: 'Lighthouse log',
  url: 'https://lighthouse.example',
  baseUrl: '/',
  plugins: ['docusaurus-plugin-sass'],
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: 'docs'},
        blog: false,
        theme: {customCss: './src/css/custom.scss'},
      },
    ],
  ],
};
