import { Fragment, createElement, isValidElement, type ReactNode } from 'react';

/** A translatable message: a stable id and its English text. */
export interface TranslateDescriptor {
  id: string;
  message: string;
  /** Context for translators; never shown. */
  description?: string;
}

/** Values for `{name}` placeholders: plain values, or React nodes (then a node is returned). */
export type TranslateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Returns the UI text of a message, with `{name}` placeholders replaced by `values`. */
export function translate(descriptor: TranslateDescriptor, values?: Record<string, string | number>): string;
/** Returns the UI text of a message as React nodes when some placeholder values are elements. */
export function translate(descriptor: TranslateDescriptor, values: TranslateValues): ReactNode;
export function translate(descriptor: TranslateDescriptor, values?: TranslateValues): ReactNode {
  // Every UI string must be declared with both parts so a future translation file can be built from them.
  if (!descriptor || typeof descriptor.id !== 'string' || descriptor.id === '') {
    throw new Error(`translate() needs a non-empty "id" (message: ${JSON.stringify(descriptor?.message)}).`);
  }
  if (typeof descriptor.message !== 'string' || descriptor.message === '') {
    throw new Error(`translate() needs a non-empty "message" for id "${descriptor.id}".`);
  }
  const { message } = descriptor;
  if (!values) return message;
  const hasElements = Object.values(values).some((value) => isValidElement(value));
  if (!hasElements) {
    return message.replace(PLACEHOLDER, (whole, name: string) => (name in values && values[name] != null ? String(values[name]) : whole));
  }
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const [whole, name] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(message.slice(last, index));
    parts.push(name in values ? createElement(Fragment, { key: `${name}-${index}` }, values[name]) : whole);
    last = index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return createElement(Fragment, null, ...parts);
}
