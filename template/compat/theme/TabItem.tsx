/** `@theme/TabItem`: one tab of `@theme/Tabs` (value, label, default). */
export { TabItem as default } from '../../components/TabItem';
