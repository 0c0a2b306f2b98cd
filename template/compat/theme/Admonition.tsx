/** `@theme/Admonition`: a callout (type note, tip, info, warning, danger; title; icon). */
export { Admonition as default } from '../../components/Admonition';
