// Google's analytics plugins (gtag through the preset, Tag Manager as a plugin), as many
// Docusaurus sites have them.
module.exports = {
  title: 'Harbour master',
  url: 'https://harbour-master.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: 'docs'},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: ['G-TIDE0001', 'G-TIDE0002'], anonymizeIP: true},
      },
    ],
  ],
  plugins: [['@docusaurus/plugin-google-tag-manager', {containerId: 'GTM-HARB01'}]],
};
