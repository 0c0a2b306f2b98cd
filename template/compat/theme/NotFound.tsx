/** `@theme/NotFound` (and `@theme/NotFound/Content`): the theme's "Page Not Found" page. */
export { NotFoundPage as default } from '../../pages/NotFoundPage';
