// Old URLs kept alive with Docusaurus' client-redirects plugin: pages that send readers on.
module.exports = {
  title: 'Ferry timetable',
  url: 'https://ferry.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          {from: ['/docs/old-schedule', '/timetable'], to: '/docs/schedule'},
          {from: '/docs/fares-2019', to: 'https://fares.example/archive'},
        ],
        fromExtensions: ['html'],
      },
    ],
  ],
};
