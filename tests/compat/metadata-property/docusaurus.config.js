// Site-wide <meta> tags of both kinds Docusaurus takes: `name` ones and Open Graph
// `property` ones (a default share card), in themeConfig.metadata and in headTags.
module.exports = {
  title: 'Lighthouse',
  url: 'https://lighthouse.example',
  baseUrl: '/',
  headTags: [{tagName: 'meta', attributes: {property: 'og:site_name', content: 'Lighthouse Keepers'}}],
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  themeConfig: {
    metadata: [
      {property: 'og:image', content: 'https://lighthouse.example/img/card.png'},
      {property: 'og:image:width', content: '1200'},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
  },
};
