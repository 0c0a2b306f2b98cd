import { Icon } from '../../../components/Icon';

/** `@theme/Icon/LightMode`: A sun, for the light colour mode. `width`/`height` set its size; `className` is passed on. */
export default function IconLightMode({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="sun" size={Number(width ?? height ?? 20)} className={className} />;
}
