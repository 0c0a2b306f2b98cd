import { Icon } from '../../../components/Icon';

/** `@theme/Icon/DarkMode`: A moon, for the dark colour mode. `width`/`height` set its size; `className` is passed on. */
export default function IconDarkMode({ width, height, className }: { width?: number | string; height?: number | string; className?: string }) {
  return <Icon name="moon" size={Number(width ?? height ?? 20)} className={className} />;
}
