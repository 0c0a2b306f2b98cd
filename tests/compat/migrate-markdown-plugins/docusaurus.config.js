// Markdown plugins of the docs, the blog and the pages: packages (not installed here) and a
// plugin of the site's own, with and without options.
const remarkMath = require('remark-math');
const rehypeKatex = require('rehype-katex');
const highlightWords = require('./src/remark/highlight-words');

module.exports = {
  title: 'Soundings',
  url: 'https://soundings.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          remarkPlugins: [remarkMath, [highlightWords, {words: ['tide', 'swell']}]],
          rehypePlugins: [[rehypeKatex, {strict: false}]],
        },
        blog: {remarkPlugins: [remarkMath]},
        pages: {
          beforeDefaultRemarkPlugins: [[highlightWords, {words: ['harbour'], test: (word) => word.length > 3}]],
        },
      },
    ],
  ],
};
