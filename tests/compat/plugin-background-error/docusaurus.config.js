// An asynchronous remark plugin whose background work fails outside any page: it starts a
// program that does not exist and listens for no 'error' (as a plugin that shells out to a
// checker does on a machine without the checker).
const checkWithTool = require('./src/remark/check-with-tool');

module.exports = {
  title: 'Sandbar',
  url: 'https://sandbar.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/', remarkPlugins: [checkWithTool]}, blog: false}]],
};
