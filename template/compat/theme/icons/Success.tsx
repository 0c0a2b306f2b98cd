import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Success`: A check mark. `width`/`height` set its size; `className` is passed on. */
export default function IconSuccess({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="check" size={Number(width ?? height ?? 18)} className={className} />;
}
