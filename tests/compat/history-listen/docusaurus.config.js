// A page whose filter lives in the query string: it reads it through history.listen and
// useSyncExternalStore, as react-router's history 4 allows, and sets it with history.replace.
module.exports = {
  title: 'Seed Library',
  url: 'https://seed-library.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
};
