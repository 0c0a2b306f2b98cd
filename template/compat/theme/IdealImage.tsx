import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL (an imported image here), or the object Docusaurus' ideal-image loader makes. */
export type IdealImageSource =
  | string
  | {
      default?: string;
      src?: string | { src: string; width?: number; height?: number; images?: { path?: string; width?: number; height?: number }[] };
      preSrc?: string;
    };

/** The URL and size of an `img` prop, whichever form it takes. */
export function idealImageSource(img: IdealImageSource): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (typeof img.default === 'string') return { src: img.default };
  const src = img.src;
  if (typeof src === 'string') return { src };
  if (src && typeof src === 'object') {
    // The largest of the generated sizes, as the full-size image.
    const largest = [...(src.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
    return { src: src.src ?? largest?.path ?? '', width: src.width ?? largest?.width, height: src.height ?? largest?.height };
  }
  return { src: '' };
}

/**
 * `@theme/IdealImage` (of `@docusaurus/plugin-ideal-image`): here a plain responsive image,
 * lazily loaded, at the image's own size when known (the theme keeps images within the column).
 * The plugin's low-quality placeholder and generated sizes are not made.
 */
export default function IdealImage({ img, alt, ...rest }: { img: IdealImageSource; alt?: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const { src, width, height } = idealImageSource(img);
  return <img loading="lazy" decoding="async" width={width} height={height} {...rest} src={src} alt={alt ?? ''} />;
}
