import * as z from 'zod';
import { siteConfigObject } from './schema.js';

/** Annotations the configuration reference reads that are no JSON Schema keyword, left out of the shipped file. */
export const REFERENCE_ONLY_KEYS = ['defaultText'] as const;

/** A JSON Schema node, as z.toJSONSchema writes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (draft-07, which editors support best) of what site.config.json may hold,
 * from the zod schema: its types, allowed values, defaults and each key's description.
 * Checks zod runs in code (a URL's form, navbar items' keys by type) are not in it.
 * With `annotated`, nodes keep the reference's own annotations (REFERENCE_ONLY_KEYS).
 */
export function siteConfigJsonSchema(annotated = false): JsonSchema {
  const schema = z.toJSONSchema(siteConfigObject, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => tidy(jsonSchema as JsonSchema, annotated),
  }) as JsonSchema;
  return {
    $schema: schema.$schema,
    title: 'site.config.json',
    description: 'The configuration of a docs-kiln site (see guides/configuration.md in the package).',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}

/** Drops what only clutters an editor's view: zod's safe-integer bounds, and the reference's annotations unless asked for. */
function tidy(node: JsonSchema, annotated: boolean): void {
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (!annotated) for (const key of REFERENCE_ONLY_KEYS) delete node[key];
}

/** The text of schema/site.config.schema.json, as the package ships it. */
export function siteConfigJsonSchemaText(): string {
  return `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`;
}
