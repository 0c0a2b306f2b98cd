// A site whose docs live beside it in the repository, built by a company preset that wraps
// the classic one, with a sidebars file named .js that exists as .ts.
module.exports = {
  title: 'Lantern',
  url: 'https://lantern.example.org',
  baseUrl: '/',
  presets: [
    [
      require.resolve('lantern-internal-preset'),
      {
        docs: { path: '../docs', sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        lanternProject: 'lamps',
      },
    ],
  ],
};
