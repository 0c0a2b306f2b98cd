import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** A page-level notice above the content (old version, unlisted or draft page). */
export function Notice({ kind, title, children }: { kind: 'warning' | 'info' | 'caution'; title?: ReactNode; children: ReactNode }) {
  return (
    <div className={`docs-notice docs-notice--${kind}`} role="note">
      <Icon name={kind === 'info' ? 'info' : 'warning'} size={18} className="docs-notice__icon" />
      <div className="docs-notice__body">
        {title ? <div className="docs-notice__title">{title}</div> : null}
        {children}
      </div>
    </div>
  );
}
