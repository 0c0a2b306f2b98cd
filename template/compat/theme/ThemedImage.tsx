import type { ImgHTMLAttributes } from 'react';

/** Props of ThemedImage: one source per colour mode. */
export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

/**
 * `@theme/ThemedImage`: an image per colour mode. Both are in the HTML and CSS shows the
 * one of the current mode (`data-theme` on <html>), so the right one shows before any
 * script runs and follows the toggle at once.
 */
export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} alt={alt} src={sources[mode]} className={`docs-themed-image docs-themed-image--${mode}${className ? ` ${className}` : ''}`} />
      ))}
    </>
  );
}
