// A full-width page that draws the navbar itself instead of wrapping itself in Layout, as
// playground pages do.
module.exports = {
  title: 'Kite club',
  url: 'https://kites.example',
  baseUrl: '/',
  presets: [['classic', {docs: false, blog: false}]],
  themeConfig: {navbar: {title: 'Kite club', items: [{to: '/field', label: 'The field', position: 'left'}]}},
};
