/**
 * Which values of a Docusaurus config JSON can hold. Docusaurus passes `customFields` and
 * plugin options around as JavaScript; site.config.json keeps only what survives as JSON.
 */
import { stubSource } from './config-stubs.js';
import { noteNotInstalled, show, type KeyPath, type MapContext } from './map-context.js';

/** What keeps a value out of JSON, and where inside it (undefined when it is plain JSON). */
export function jsonProblem(value: unknown, at: KeyPath = []): { at: KeyPath; what: string } | undefined {
  const stub = stubSource(value);
  if (stub) return { at, what: `a value of the package ${stub.module}` };
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : { at, what: `the number ${value}` };
  if (typeof value === 'function') return { at, what: 'a function' };
  if (typeof value !== 'object') return { at, what: value === undefined ? 'undefined' : `a ${typeof value}` };
  if (value instanceof Date) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = jsonProblem(value[i], [...at, i]);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return { at, what: `a ${proto?.constructor?.name ?? 'class'} object` };
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const found = jsonProblem(item, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * A copy of a value with only what JSON holds: each part that JSON cannot hold (a function, a
 * value of a package the config imports) is left out and noted at its key path.
 */
export function cleanJson(ctx: MapContext, value: unknown, at: KeyPath): unknown {
  const problem = jsonProblem(value);
  if (!problem) return JSON.parse(JSON.stringify(value)) as unknown;
  if (problem.at.length > 0 && typeof value === 'object' && value !== null) {
    if (Array.isArray(value)) return value.map((item, i) => cleanJson(ctx, item, [...at, i])).filter((item) => item !== undefined);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = cleanJson(ctx, item, [...at, key]);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  if (noteNotInstalled(ctx, value, at)) return undefined;
  ctx.note(
    at,
    'migrate/computed',
    `${show(at)} is ${problem.what}, which site.config.json cannot hold`,
    'Write the value it stands for into site.config.json by hand, or compute it in the component that reads it.',
  );
  return undefined;
}
