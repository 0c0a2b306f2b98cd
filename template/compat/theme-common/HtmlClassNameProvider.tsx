import { useEffect, type ReactNode } from 'react';

/**
 * `HtmlClassNameProvider` of `@docusaurus/theme-common`: adds `className` to the <html> element
 * while it is shown (in the browser, after hydration: the static page's <html> keeps the
 * theme's classes), and renders its children.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  useEffect(() => {
    const names = (className ?? '').split(/\s+/).filter(Boolean);
    const root = document.documentElement;
    const added = names.filter((name) => !root.classList.contains(name));
    root.classList.add(...added);
    return () => root.classList.remove(...added);
  }, [className]);
  return <>{children}</>;
}
