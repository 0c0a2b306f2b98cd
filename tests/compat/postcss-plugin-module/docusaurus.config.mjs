// An ES module config whose PostCSS setup lives in a plugin of its own file, imported by value;
// that plugin replaces the PostCSS plugin list rather than adding to it, and names its plugin
// with require() (Docusaurus loads configs and their local plugins with CommonJS interop).
import stampsLoader from './plugins/stamps-loader.mjs';

export default {
  title: 'Stamp club',
  url: 'https://stamps.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [stampsLoader],
};
