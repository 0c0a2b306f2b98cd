// An orchard's handbook that moved its guides and dropped the .html of its old static site:
// the client-redirects plugin makes the old URLs from the pages themselves.
module.exports = {
  title: 'Orchard handbook',
  url: 'https://orchard.example',
  baseUrl: '/handbook/',
  onDuplicateRoutes: 'warn',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false}]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{from: '/docs/picking', to: '/docs/guides/harvest'}],
        fromExtensions: ['html', 'htm'],
        toExtensions: ['html'],
        createRedirects(existingPath) {
          // The guides lived under /docs/howto/ and, before that, under /manual/.
          if (existingPath.startsWith('/docs/guides/')) {
            const rest = existingPath.slice('/docs/guides/'.length);
            return [`/docs/howto/${rest}`, `/manual/${rest}`];
          }
          // Pruning kept its name: this old path is the page itself, and is left out.
          if (existingPath === '/docs/pruning') return existingPath;
          return undefined;
        },
      },
    ],
  ],
};
