import type { ReactNode } from 'react';
import { translate as themeTranslate } from '../i18n/translate';

/** `translate({ id, message }, values)` of `@docusaurus/Translate`. */
export function translate(descriptor: { id?: string; message: string; description?: string }, values?: Record<string, string | number>): string {
  return themeTranslate({ id: descriptor.id ?? descriptor.message, message: descriptor.message }, values);
}

/** `@docusaurus/Translate`: the message (its children) in the site's language, with `{placeholders}` filled from `values`. */
export default function Translate({ id, children, values }: { id?: string; description?: string; children?: string; values?: Record<string, ReactNode> }) {
  const message = typeof children === 'string' ? children : '';
  return <>{themeTranslate({ id: id ?? message, message }, values ?? {})}</>;
}
