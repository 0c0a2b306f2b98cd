// A site with a third-party theme (added by its own preset and listed in themes) whose
// component one doc renders: the preset fetches what the component shows at build time.
module.exports = {
  title: 'Weather station',
  url: 'https://weather.example',
  baseUrl: '/',
  presets: [
    ['classic', { docs: { routeBasePath: 'docs' }, blog: false }],
    ['docusaurus-preset-barometer', { readings: [{ id: 'coast', feed: 'https://feeds.example/coast.json' }], theme: { accent: '#246' } }],
  ],
  themes: ['docusaurus-theme-barometer'],
};
