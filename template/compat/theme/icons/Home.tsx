import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Home`: A house, as breadcrumbs start with. `width`/`height` set its size; `className` is passed on. */
export default function IconHome({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="home" size={Number(width ?? height ?? 18)} className={className} />;
}
