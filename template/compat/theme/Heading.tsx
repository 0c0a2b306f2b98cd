/** `@theme/Heading`: a heading with an anchor link (`as="h2"`, `id`). */
export { Heading as default } from '../../components/Heading';
