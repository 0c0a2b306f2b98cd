import { Children, cloneElement, isValidElement, useState, type DetailsHTMLAttributes, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { translate } from '../i18n/translate';
import { Collapsible } from './Collapsible';

/** A collapsible <details> with an animated open and close; native behaviour still works before hydration. */
export function Details({ children, open: openProp, className, ...rest }: DetailsHTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  const items = Children.toArray(children);
  const summary = items.find(
    (item): item is ReactElement<{ children?: ReactNode; onClick?: (e: MouseEvent) => void }> => isValidElement(item) && item.type === 'summary',
  );
  const body = items.filter((item) => item !== summary);
  const [open, setOpen] = useState(Boolean(openProp));
  const [collapsed, setCollapsed] = useState(!openProp);

  const toggle = (event: MouseEvent) => {
    // Let links inside the summary work as links.
    if ((event.target as HTMLElement).closest('a')) return;
    event.preventDefault();
    if (collapsed) {
      setOpen(true);
      setCollapsed(false);
    } else {
      setCollapsed(true);
    }
  };

  const summaryElement = summary ? (
    cloneElement(summary, { onClick: toggle })
  ) : (
    <summary onClick={toggle}>{translate({ id: 'theme.details.summary', message: 'Details' })}</summary>
  );

  return (
    <details
      {...rest}
      className={className ? `docs-details ${className}` : 'docs-details'}
      open={open}
      data-collapsed={collapsed}
      onToggle={(event) => {
        // Opened by the browser itself (find in page): follow it.
        const nowOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (nowOpen && collapsed) {
          setOpen(true);
          setCollapsed(false);
        }
      }}
    >
      {summaryElement}
      <Collapsible collapsed={collapsed} hideWhenCollapsed={false} onCollapsed={() => setOpen(false)}>
        <div className="docs-details__content">{body}</div>
      </Collapsible>
    </details>
  );
}
