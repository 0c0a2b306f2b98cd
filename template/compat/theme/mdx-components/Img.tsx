/** `@theme/MDXComponents/Img`: what a markdown image renders. */
export { ContentImage as default } from '../../../components/ContentImage';
