// Two plugins give webpack's DefinePlugin values the site's components read from process.env:
// one written in the config, one in a file of the site, named by its path.
const webpack = require('webpack');

module.exports = {
  title: 'Lantern Works',
  url: 'https://lantern-works.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
  plugins: [
    function channelPlugin() {
      return {
        name: 'channel',
        configureWebpack() {
          return {plugins: [new webpack.DefinePlugin({'process.env.BUILD_CHANNEL': JSON.stringify('evening'), 'process.env.WICKS': 3})]};
        },
      };
    },
    require.resolve('./plugins/version-plugin.js'),
  ],
};
