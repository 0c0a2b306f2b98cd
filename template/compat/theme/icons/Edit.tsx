import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Edit`: A pencil, as "Edit this page" shows. `width`/`height` set its size; `className` is passed on. */
export default function IconEdit({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="edit" size={Number(width ?? height ?? 18)} className={className} />;
}
