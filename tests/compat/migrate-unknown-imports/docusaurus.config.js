module.exports = {
  title: 'Pilot',
  url: 'https://pilot.example',
  baseUrl: '/',
  presets: [['classic', {}]],
};
