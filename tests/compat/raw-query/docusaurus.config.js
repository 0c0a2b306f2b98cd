// A site whose webpack rule turns a `?raw` import into the file's text; docs show source files
// kept outside the docs folder.
module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  plugins: [
    () => ({
      name: 'raw-query',
      configureWebpack: () => ({module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]}}),
    }),
  ],
};
