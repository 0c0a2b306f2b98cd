import { Icon } from '../../../components/Icon';

/** `@theme/Icon/Arrow`: An arrow pointing right (Docusaurus rotates it with CSS). `width`/`height` set its size; `className` is passed on. */
export default function IconArrow({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="chevron-right" size={Number(width ?? height ?? 16)} className={className} />;
}
