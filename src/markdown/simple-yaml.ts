/**
 * A fast reader for the plain front matter most files have (`key: value` lines with plain
 * or quoted scalars and `[a, b]` lists). It returns undefined for anything else, which the
 * full YAML parser then reads, so every answer it gives is the one YAML 1.2 would give.
 */
export function readSimpleYaml(text: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const rawLine of text.split('\n')) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line.trim() === '') continue;
    const match = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/.exec(line);
    if (!match) return undefined;
    const key = match[1]!;
    if (Object.hasOwn(out, key) || key === '__proto__') return undefined;
    const value = match[2];
    if (value === undefined || value.trim() === '') return undefined;
    const parsed = value.startsWith('[') ? readFlowList(value) : readScalar(value.trimEnd());
    if (parsed === NOT_SIMPLE) return undefined;
    out[key] = parsed;
  }
  return out;
}

const NOT_SIMPLE = Symbol('not simple');

function readFlowList(value: string): unknown[] | typeof NOT_SIMPLE {
  const trimmed = value.trimEnd();
  if (!trimmed.endsWith(']')) return NOT_SIMPLE;
  const inner = trimmed.slice(1, -1);
  if (/[[\]{}]/.test(inner) || /["']/.test(inner)) return NOT_SIMPLE;
  if (inner.trim() === '') return [];
  const items: unknown[] = [];
  for (const part of inner.split(',')) {
    const item = part.trim();
    if (item === '') return NOT_SIMPLE;
    const scalar = readScalar(item);
    if (scalar === NOT_SIMPLE) return NOT_SIMPLE;
    items.push(scalar);
  }
  return items;
}

function readScalar(value: string): unknown {
  if (value.startsWith('"')) {
    // Only quotes without escapes: "\n", "\u00e9"... go to the full parser.
    if (value.length < 2 || !value.endsWith('"') || /["\\]/.test(value.slice(1, -1))) return NOT_SIMPLE;
    return value.slice(1, -1);
  }
  if (value.startsWith("'")) {
    if (value.length < 2 || !value.endsWith("'") || value.slice(1, -1).includes("'")) return NOT_SIMPLE;
    return value.slice(1, -1);
  }
  if (/^-?(0|[1-9]\d*)$/.test(value)) return Number(value);
  if (/^-?(0|[1-9]\d*)\.\d+$/.test(value)) return Number(value);
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  if (/^(null|Null|NULL|~)$/.test(value)) return null;
  // Anything a plain scalar cannot be, or that YAML would read as something else, is left to YAML.
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(value)) return NOT_SIMPLE;
  if (value.includes(': ') || value.includes(' #') || value.endsWith(':')) return NOT_SIMPLE;
  if (/^[-+.\d]/.test(value) && /^[-+]?(\.\d|\d)/.test(value) && /^[-+]?[\d._]+(e[-+]?\d+)?$/i.test(value)) return NOT_SIMPLE;
  if (/^(0x|0o|\.inf|-\.inf|\.nan)/i.test(value)) return NOT_SIMPLE;
  return value;
}

/** A top-level entry of a YAML mapping, with the line of its key (1-based). */
export interface SimpleYamlEntry {
  key: string;
  value: Record<string, unknown>;
  line: number;
}

/**
 * The same fast reading for a mapping of mappings, as blogs' authors.yml and tags.yml are
 * written: unindented `key:` lines, each followed by its fields at one indentation, in the
 * plain form above. Undefined for anything else (comments, lists, deeper nesting, flow
 * mappings, tabs), which the YAML parser then reads.
 */
export function readSimpleYamlMap(text: string): SimpleYamlEntry[] | undefined {
  const entries: SimpleYamlEntry[] = [];
  const keys = new Set<string>();
  const lines = text.split('\n');
  let indent = '';
  let fields: string[] = [];
  const close = (): boolean => {
    const entry = entries.at(-1);
    if (!entry) return true;
    const value = fields.length > 0 ? readSimpleYaml(fields.join('\n')) : undefined;
    if (!value) return false;
    entry.value = value;
    fields = [];
    return true;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    if (line.startsWith(' ')) {
      if (entries.length === 0) return undefined;
      if (fields.length === 0) indent = /^ +/.exec(line)![0];
      // Every field at the indentation of the first: anything deeper is nested structure.
      if (!line.startsWith(indent) || line[indent.length] === ' ' || line[indent.length] === '\t') return undefined;
      fields.push(line.slice(indent.length));
      continue;
    }
    const key = /^([A-Za-z_][A-Za-z0-9_-]*):$/.exec(line.trimEnd())?.[1];
    if (key === undefined || keys.has(key) || key === '__proto__' || /^(true|false|null)$/i.test(key) || !close()) return undefined;
    keys.add(key);
    entries.push({ key, value: {}, line: i + 1 });
  }
  return close() ? entries : undefined;
}
