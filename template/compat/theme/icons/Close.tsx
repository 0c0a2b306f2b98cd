import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Close`: A cross, for close buttons. `width`/`height` set its size; `className` is passed on. */
export default function IconClose({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="close" size={Number(width ?? height ?? 20)} className={className} />;
}
