// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Lantern',
  tagline: 'Lights for harbours',
  url: 'https://lantern.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  customFields: { keeper: 'Ada' },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Lantern',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { label: 'Community', position: 'left', items: [{ label: 'Modules', to: '/modules' }, { label: 'Forum', href: 'https://forum.example.com' }] },
        { type: 'dropdown', label: 'Files', position: 'right', items: [{ label: 'Manual (PDF)', to: 'pathname:///files/manual.txt' }] },
      ],
    },
  },
};
module.exports = config;
