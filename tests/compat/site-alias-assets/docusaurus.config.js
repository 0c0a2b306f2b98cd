// Markdown that names its images and files from the site folder with "@site/",
// as Docusaurus resolves them (static/ or any other folder of the site).
module.exports = {
  title: 'Ferry',
  url: 'https://ferry.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
