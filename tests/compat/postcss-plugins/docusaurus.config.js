// PostCSS set up twice, as Tailwind sites do it: a postcss.config.js, and a plugin of the
// config whose configurePostCss adds a plugin. Both plugins are files of the site.
module.exports = {
  title: 'Paint shop',
  url: 'https://paint.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}, blog: false, theme: {customCss: './src/css/custom.css'}}]],
  plugins: [
    function shadesPlugin() {
      return {
        name: 'shades',
        configurePostCss(options) {
          options.plugins.push(require('./postcss/shades.js'));
          return options;
        },
      };
    },
  ],
};
