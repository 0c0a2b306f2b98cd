import GithubSlugger from 'github-slugger';
import { siteConfigJsonSchema, type JsonSchema } from './json-schema.js';
import { AFTER_SECTION, BEFORE_TABLE, REFERENCE_INTRO } from './reference-notes.js';

const TOP = 'Top-level keys';
const GENERATED_NOTE =
  "<!-- Generated from src/config/schema.ts by node scripts/config-reference.mjs: edit the schema's descriptions (or src/config/reference-notes.ts) and run it again. -->";

/** A table of keys: an object of the config, by the path its heading shows ("navbar.items[]"). */
interface Section {
  path: string;
  depth: number;
  schema: JsonSchema;
}

/**
 * guides/configuration.md, generated from the schema: every key of every object of the config
 * with its type, default and description (the schema's own), one table per object, with the
 * prose of reference-notes.ts around them.
 */
export function configurationReference(): string {
  const out = [GENERATED_NOTE, '', '# Configuration: site.config.json', '', REFERENCE_INTRO, ''];
  renderSection({ path: TOP, depth: 2, schema: siteConfigJsonSchema(true) }, out);
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** One section: heading, prose before, table, the sections of its object-valued keys, prose after. */
function renderSection(section: Section, out: string[]): void {
  out.push(`${'#'.repeat(section.depth)} ${section.path}`, '');
  if (BEFORE_TABLE[section.path]) out.push(BEFORE_TABLE[section.path]!, '');
  const properties = (section.schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((section.schema.required ?? []) as string[]);
  const children: Section[] = [];
  out.push('| key | type | default | what it does |', '|---|---|---|---|');
  for (const [key, node] of Object.entries(properties)) {
    const nested = nestedObject(node, section.path === TOP ? key : `${section.path}.${key}`);
    const see = nested ? ` See [${nested.path}](#${new GithubSlugger().slug(nested.path)}).` : '';
    // The top level's objects are sections of the page (##); theirs are subsections, and so on.
    if (nested) children.push({ ...nested, depth: section.path === TOP ? 2 : Math.min(section.depth + 1, 4) });
    out.push(`| \`${key}\` | ${cell(typeText(node))} | ${cell(defaultText(node, required.has(key)))} | ${cell(String(node.description ?? ''))}${see} |`);
  }
  out.push('');
  for (const child of children) renderSection(child, out);
  if (AFTER_SECTION[section.path]) out.push(AFTER_SECTION[section.path]!, '');
}

/** The object a key holds, as a section of its own: directly, as list items, as a record's values, or as one option of a union. */
function nestedObject(node: JsonSchema, path: string): Omit<Section, 'depth'> | undefined {
  if (node.properties) return { path, schema: node };
  if (node.type === 'array' && node.items) return nestedObject(node.items as JsonSchema, `${path}[]`);
  if (node.type === 'object' && isObject(node.additionalProperties) && (node.additionalProperties as JsonSchema).properties) {
    return { path: `${path}.{name}`, schema: node.additionalProperties as JsonSchema };
  }
  for (const option of (node.anyOf ?? []) as JsonSchema[]) {
    // `docs` is a section or a list of them: the section's keys are the same either way.
    const inner = option.properties ? option : option.type === 'array' ? (option.items as JsonSchema) : undefined;
    if (inner?.properties) return { path, schema: inner };
  }
  return undefined;
}

/** How the reference writes a value's type: "string, not empty", "integer 1–6", `"a"` | `"b"`, "string[]"... */
export function typeText(node: JsonSchema): string {
  if (node.anyOf)
    return [...new Set((node.anyOf as JsonSchema[]).map(typeText))].map((t) => (t.includes(', ') && !t.startsWith('[') ? `(${t})` : t)).join(' or ');
  if ('const' in node) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return (node.enum as unknown[]).map((v) => `\`${JSON.stringify(v)}\``).join(' | ');
  switch (node.type) {
    case 'string':
      return node.minLength === 1 ? 'string, not empty' : 'string';
    case 'integer':
      return numberText('integer', node);
    case 'number':
      return numberText('number', node);
    case 'boolean':
      return 'boolean';
    case 'array': {
      // A tuple ([name, options]) lists its items' types.
      if (Array.isArray(node.items)) return `[${(node.items as JsonSchema[]).map((i) => typeText(i).replace(', not empty', '')).join(', ')}]`;
      const item = typeText(node.items as JsonSchema);
      return /[ |]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return 'object';
    default:
      return 'any';
  }
}

function numberText(kind: string, node: JsonSchema): string {
  if (typeof node.minimum === 'number' && typeof node.maximum === 'number') return `${kind} ${node.minimum}–${node.maximum}`;
  if (typeof node.minimum === 'number') return `${kind} ≥ ${node.minimum}`;
  if (typeof node.exclusiveMinimum === 'number') return `${kind} > ${node.exclusiveMinimum}`;
  return kind;
}

/** The default the reference shows: the schema's words for a computed one, else its value, else required or none. */
function defaultText(node: JsonSchema, required: boolean): string {
  if (typeof node.defaultText === 'string') return node.defaultText;
  if ('default' in node)
    return `\`${Array.isArray(node.default) ? `[${node.default.map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(node.default)}\``;
  return required ? 'required' : 'none';
}

/** Text fit for a table cell: one line, with its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
