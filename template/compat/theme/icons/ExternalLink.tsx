import { Icon } from '../../../components/Icon';

/** `@theme/Icon/ExternalLink`: The external-link mark the theme puts after links to other sites. `width`/`height` set its size; `className` is passed on. */
export default function IconExternalLink({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="external" size={Number(width ?? height ?? 13)} className={className} />;
}
