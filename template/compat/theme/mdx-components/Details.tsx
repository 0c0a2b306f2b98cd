/** `@theme/MDXComponents/Details`: a collapsible block whose `<summary>` child is its title. */
export { default } from '../Details';
