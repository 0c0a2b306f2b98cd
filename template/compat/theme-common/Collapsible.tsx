import type { ElementType, ReactNode } from 'react';
import { Collapsible as ThemeCollapsible } from '../../components/Collapsible';

/** Props of `Collapsible`, as Docusaurus names them. */
export interface CollapsibleProps {
  collapsed: boolean;
  children?: ReactNode;
  as?: ElementType;
  lazy?: boolean;
  className?: string;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  /** Accepted for Docusaurus' API; the theme animates its own way. */
  animation?: unknown;
  disableSSRStyle?: boolean;
}

/** `Collapsible` of `@docusaurus/theme-common`: the theme's animated panel, with Docusaurus' props. */
export function Collapsible({ collapsed, children, as, lazy = false, className, onCollapseTransitionEnd }: CollapsibleProps) {
  return (
    <ThemeCollapsible
      collapsed={collapsed}
      as={as}
      lazy={lazy}
      className={className}
      onCollapsed={onCollapseTransitionEnd && (() => onCollapseTransitionEnd(true))}
    >
      {children}
    </ThemeCollapsible>
  );
}
