import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import * as yaml from 'js-yaml';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';

// None of these packages is installed here: the config must still evaluate.
const require = createRequire(import.meta.url);
const crew = require('./crew.json');
const remarkMath = require('remark-math');
const links = yaml.load(readFileSync(new URL('./links.yml', import.meta.url), 'utf8'));
const codeStyles = [...prismThemes.github.styles];
const themeNames = Object.keys(prismThemes);
const darkTheme = {...prismThemes.dracula, styles: codeStyles};

const config: Config = {
  title: crew.name,
  url: 'https://skiff.example',
  baseUrl: '/',
  customFields: {links, themeNames},
  presets: [['classic', {docs: {remarkPlugins: [remarkMath]}, blog: false}]],
  themeConfig: {prism: {theme: prismThemes.github, darkTheme}},
};

export default config;
