import type { ReactNode } from 'react';
import { translate } from '../i18n/translate';
import { Icon, type IconName } from './Icon';

/** The admonition types the theme styles; other names map onto them. */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const ALIASES: Record<string, AdmonitionType> = {
  note: 'note',
  secondary: 'note',
  tip: 'tip',
  success: 'tip',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

const ICONS: Record<AdmonitionType, IconName> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger' };

function defaultTitle(type: AdmonitionType): string {
  switch (type) {
    case 'tip':
      return translate({ id: 'theme.admonition.tip', message: 'Tip' });
    case 'info':
      return translate({ id: 'theme.admonition.info', message: 'Info' });
    case 'warning':
      return translate({ id: 'theme.admonition.warning', message: 'Warning' });
    case 'danger':
      return translate({ id: 'theme.admonition.danger', message: 'Danger' });
    default:
      return translate({ id: 'theme.admonition.note', message: 'Note' });
  }
}

/** Props of Admonition: `:::tip Title` in markdown gives `{ type: 'tip', title: 'Title' }`. */
export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A callout box (note, tip, info, warning, danger) with an icon and a title that defaults to the type's name. */
export function Admonition({ type = 'note', title, icon, children }: AdmonitionProps) {
  const kind = ALIASES[type.toLowerCase()] ?? 'note';
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <div className={`docs-admonition docs-admonition--${kind}`}>
      <div className="docs-admonition__heading">
        <span className="docs-admonition__icon">{icon ?? <Icon name={ICONS[kind]} size={18} />}</span>
        <span className="docs-admonition__title">{hasTitle ? title : defaultTitle(kind)}</span>
      </div>
      <div className="docs-admonition__content">{children}</div>
    </div>
  );
}
