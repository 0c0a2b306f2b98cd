import { translate, type TranslateDescriptor } from './translate';

/** Picks the singular or plural message for a count (English has two forms) and fills in `{count}`. */
export function plural(count: number, one: TranslateDescriptor, other: TranslateDescriptor, values: Record<string, string | number> = {}): string {
  return translate(count === 1 ? one : other, { count, ...values });
}
