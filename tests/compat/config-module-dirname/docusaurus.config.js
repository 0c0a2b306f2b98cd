// Modules the config imports from folders of their own read files beside themselves,
// through __dirname (CommonJS) and import.meta.url (ES module).
const {motto} = require('./config/almanac/motto.js');
import {moonCount} from './config/moons/count.mjs';

module.exports = {
  title: 'Night Sky',
  url: 'https://night-sky.example',
  baseUrl: '/',
  customFields: {motto, moonCount},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
