/** `@docusaurus/constants`: the id of a plugin's instance when the site has one ("default"). */
export const DEFAULT_PLUGIN_ID = 'default';
