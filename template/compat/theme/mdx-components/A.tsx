/** `@theme/MDXComponents/A`: what a markdown link renders (a link that client-side navigates within the site). */
export { ContentLink as default } from '../../../components/ContentLink';
