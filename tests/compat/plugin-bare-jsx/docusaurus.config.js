// A remark plugin that adds MDX elements built by hand, leaving out `children` (and, on one,
// `attributes`), which the MDX compiler reads as empty.
const addRules = require('./src/remark/add-rules');

module.exports = {
  title: 'Tidepool',
  url: 'https://tidepool.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/', remarkPlugins: [addRules]}, blog: false}]],
};
