import * as meta from 'kiln-fixture-meta';
import {docuHash} from '@docusaurus/utils';
import {createRequire} from 'node:module';

// kiln-fixture-meta is installed in this site: the config gets its real values.
// @docusaurus/utils is installed too, but Docusaurus' own packages are stand-ins here.
const require = createRequire(import.meta.url);
const {copyright} = require('kiln-fixture-meta');

export default {
  title: 'Lantern',
  tagline: meta.tagline,
  url: 'https://lantern.example',
  baseUrl: '/',
  presets: [['classic', {docs: {}, blog: false}]],
  themeConfig: {footer: {copyright: `${copyright} (${typeof docuHash})`}},
};
