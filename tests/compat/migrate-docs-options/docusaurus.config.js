// The docs and blog options of the classic preset that have a direct counterpart.
module.exports = {
  title: 'Chandlery',
  url: 'https://chandlery.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'handbook',
          routeBasePath: 'guide',
          include: ['**/*.md'],
          exclude: ['**/TEMPLATE.md', 'drafts/**'],
          editUrl: 'https://github.com/chandlery/site/edit/main/',
          sidebarCollapsed: false,
        },
        blog: {
          path: 'news',
          routeBasePath: 'notices',
          blogTitle: 'Harbour notices',
          blogDescription: 'What changes in the harbour',
          blogSidebarTitle: 'All notices',
          blogSidebarCount: 'ALL',
          postsPerPage: 1,
          showReadingTime: false,
          feedOptions: {type: 'rss'},
        },
      },
    ],
  ],
};
