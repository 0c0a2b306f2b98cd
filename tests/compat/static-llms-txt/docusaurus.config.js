// A site that ships its own llms.txt in static/, written by hand for language models.
module.exports = {
  title: 'Tide Tables',
  url: 'https://tides.example',
  baseUrl: '/tables/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
