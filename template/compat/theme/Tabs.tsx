/** `@theme/Tabs`: the theme's tabs (values, groupId, defaultValue, lazy; TabItem children). */
export { Tabs as default } from '../../components/Tabs';
