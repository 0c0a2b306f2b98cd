// A page meant for an iframe sets attributes of the document's <html> and <body> through <Head>.
module.exports = {
  title: 'Kiosk',
  url: 'https://kiosk.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
};
