/** `@docusaurus/Link` and `@theme/Link`: an internal link (`to`) navigated client-side, or an external one (`href`). */
export { Link as default } from '../components/Link';
