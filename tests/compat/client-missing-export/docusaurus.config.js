module.exports = {
  title: 'Buoy',
  url: 'https://buoy.example.com',
  baseUrl: '/',
  presets: [['classic', { blog: false }]],
};
