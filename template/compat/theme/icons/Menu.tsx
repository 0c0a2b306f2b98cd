import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Menu`: The menu (hamburger) mark. `width`/`height` set its size; `className` is passed on. */
export default function IconMenu({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="menu" size={Number(width ?? height ?? 22)} className={className} />;
}
