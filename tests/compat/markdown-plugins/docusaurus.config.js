// Markdown plugins of the site's own (a remark plugin that uppercases headings, a rehype plugin
// that adds a class) and published ones (remark-math and rehype-katex, resolved from the
// node_modules above the site, as in a workspace).
const remarkMath = require('remark-math');
const rehypeKatex = require('rehype-katex');
const uppercaseHeadings = require('./src/remark/uppercase-headings');
const addClass = require('./src/rehype/add-class');

module.exports = {
  title: 'Tides',
  url: 'https://tides.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          remarkPlugins: [uppercaseHeadings, remarkMath],
          rehypePlugins: [[addClass, {tagName: 'p', className: 'tidal'}], rehypeKatex],
        },
        blog: {remarkPlugins: [uppercaseHeadings], rehypePlugins: [[addClass, {tagName: 'p', className: 'tidal'}]]},
        pages: {remarkPlugins: [uppercaseHeadings]},
      },
    ],
  ],
};
