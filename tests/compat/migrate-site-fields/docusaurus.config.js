// Fields a site's own pages read, and how pages are titled and dated.
module.exports = {
  title: 'Harbourmaster',
  url: 'https://harbourmaster.example',
  baseUrl: '/',
  titleDelimiter: '·',
  customFields: {
    hero: {title: 'Berths for every boat', moorings: 42},
    support: 'harbour@harbourmaster.example',
  },
  presets: [
    [
      'classic',
      {
        docs: {showLastUpdateTime: true, showLastUpdateAuthor: true},
        blog: false,
      },
    ],
  ],
};
