import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

// The sidebars file is named without its extension, as many Docusaurus sites do.
const config: Config = {
  title: 'Tidewater',
  url: 'https://tidewater.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: require.resolve('./sidebars')},
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
};

export default config;
