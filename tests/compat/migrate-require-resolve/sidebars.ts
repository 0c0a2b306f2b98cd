import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  tides: ['intro', {type: 'category', label: 'Reading the tides', items: ['charts']}],
};

export default sidebars;
