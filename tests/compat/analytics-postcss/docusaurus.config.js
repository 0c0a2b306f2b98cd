// Google's analytics plugins (gtag through the preset, Tag Manager as a plugin) and a
// Tailwind setup through PostCSS, as many Docusaurus sites have them.
function tailwindPlugin() {
  return {
    name: 'tailwind-plugin',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins = [require('tailwindcss'), require('autoprefixer')];
      return postcssOptions;
    },
  };
}

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
  plugins: [['@docusaurus/plugin-google-tag-manager', {containerId: 'GTM-HARB01'}], tailwindPlugin],
};
