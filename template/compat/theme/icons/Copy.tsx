import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Copy`: The copy mark of code blocks. `width`/`height` set its size; `className` is passed on. */
export default function IconCopy({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="copy" size={Number(width ?? height ?? 18)} className={className} />;
}
