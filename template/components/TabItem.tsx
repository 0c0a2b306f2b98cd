import type { ReactNode } from 'react';

/** Props of TabItem; `hidden`, `id` and `aria-labelledby` are set by the Tabs around it. */
export interface TabItemProps {
  value: string;
  label?: string;
  /** This tab is selected first (unless Tabs has a defaultValue). */
  default?: boolean;
  className?: string;
  children?: ReactNode;
  hidden?: boolean;
  id?: string;
  'aria-labelledby'?: string;
}

/** One panel of a Tabs group. */
export function TabItem({ children, className, hidden, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={className ? `docs-tabs__panel ${className}` : 'docs-tabs__panel'}>
      {children}
    </div>
  );
}
