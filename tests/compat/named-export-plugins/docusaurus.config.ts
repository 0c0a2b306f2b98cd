// Remark plugins that are named exports of a TypeScript module of the site; one of them reads
// a word list that a helper in a subfolder finds beside itself through __dirname.
import type {Config} from '@docusaurus/types';
import {stampHeadings, countWords} from './plugins/marks';

const config: Config = {
  title: 'Field Notes',
  url: 'https://field-notes.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: '/', beforeDefaultRemarkPlugins: [stampHeadings], remarkPlugins: [[countWords, {label: 'words'}]]},
        blog: false,
      },
    ],
  ],
};

export default config;
