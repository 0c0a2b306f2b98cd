// A site whose markdown plugins finish later, as Docusaurus allows: a remark plugin that
// reads a file with fs.promises before it adds a glossary, a sync one after it that marks
// every heading (so it must see the glossary's heading), and a rehype plugin that calls
// its callback on a later turn.
const glossary = require('./src/remark/glossary');
const markHeadings = require('./src/remark/mark-headings');
const reviewed = require('./src/rehype/reviewed');

module.exports = {
  title: 'Harbour log',
  url: 'https://harbour.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {remarkPlugins: [glossary, markHeadings], rehypePlugins: [reviewed]},
        blog: {remarkPlugins: [glossary, markHeadings], rehypePlugins: [reviewed]},
        pages: {remarkPlugins: [glossary, markHeadings]},
      },
    ],
  ],
};
