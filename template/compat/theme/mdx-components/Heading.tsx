/** `@theme/MDXComponents/Heading`: a content heading (`as="h2"`, `id`) with its anchor link. */
export { Heading as default } from '../../../components/Heading';
