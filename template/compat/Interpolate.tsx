import type { ReactNode } from 'react';
import { translate } from '../i18n/translate';

/** Values of `{placeholders}`: text, numbers or React elements. */
export type InterpolateValues = Record<string, ReactNode>;

/**
 * `interpolate(text, values)` of `@docusaurus/Interpolate`: the text with each `{name}` replaced
 * by its value; a string when every value is text, else React nodes. A placeholder without a
 * value stays as written.
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!text || !values) return text;
  return translate({ id: text, message: text }, values);
}

/** `@docusaurus/Interpolate`: its children (a string) with `{placeholders}` filled from `values`. */
export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string') throw new Error(`<Interpolate> takes a string as its child, got ${typeof children}.`);
  return <>{interpolate(children, values)}</>;
}
