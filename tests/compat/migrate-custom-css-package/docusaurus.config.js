// customCss mixes a stylesheet of an installed package, one of a package that is not
// installed, and the site's own file.
module.exports = {
  title: 'Shoal',
  url: 'https://shoal.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        blog: false,
        theme: {
          customCss: [
            require.resolve('kiln-fixture-theme/css/theme.css'),
            require.resolve('missing-theme/dist/theme.css'),
            './src/css/custom.css',
          ],
        },
      },
    ],
  ],
};
