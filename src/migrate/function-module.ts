/**
 * A function written in a Docusaurus config, turned into a small ES module of the site that
 * exports it as its default: its text in the config file, comments and all, when the file
 * holds one function under that key; else its text as the evaluated config holds it (a
 * TypeScript config's, without types). A method `name(a) {...}` becomes `function name(a)
 * {...}`. The names it reads that it does not declare itself and that are no globals are
 * listed: they were variables or imports of the config, which the module does not have.
 */
import { parse, type Node } from 'acorn';

/** The module's text and the names it reads from outside the function. */
export interface FunctionModule {
  text: string;
  outside: string[];
}

const PARSE = { ecmaVersion: 'latest', sourceType: 'module' } as const;

/**
 * The module exporting `fn`, the value of `key` in the config whose text is `configText`;
 * undefined when its source text is not available or not a function Node can read.
 */
export function functionModule(fn: (...args: never[]) => unknown, key: string, configText: string | undefined, header: string): FunctionModule | undefined {
  const evaluated = Function.prototype.toString.call(fn);
  if (/\{\s*\[native code\]\s*\}$/.test(evaluated)) return undefined;
  const written = configText === undefined ? undefined : textInConfig(configText, key, fn.length);
  const expression = asExpression(dedent(written ?? evaluated));
  if (!expression) return undefined;
  const body = /^(async\s+)?function\b/.test(expression) ? `export default ${expression}\n` : `export default ${expression};\n`;
  const text = `${header}\n${body}`;
  try {
    const program = parse(text, PARSE);
    return { text, outside: outsideNames(program) };
  } catch {
    return undefined;
  }
}

// The text of the one function the config file holds under `key` (with `arity` parameters), or undefined.
function textInConfig(configText: string, key: string, arity: number): string | undefined {
  let program: Node;
  try {
    program = parse(configText, { ...PARSE, allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true });
  } catch {
    return undefined;
  }
  const found: string[] = [];
  const visit = (node: AnyNode): void => {
    const value = node.value as AnyNode | undefined;
    const named = node.type === 'Property' && !node.computed && ((node.key as AnyNode).name === key || (node.key as AnyNode).value === key);
    if (named && isNode(value) && /^(FunctionExpression|ArrowFunctionExpression)$/.test(value.type) && (value.params as unknown[]).length === arity)
      found.push(node.method ? configText.slice(node.start, node.end) : configText.slice(value.start, value.end));
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c);
      if (isNode(child)) visit(child);
    }
  };
  visit(program as AnyNode);
  return found.length === 1 ? found[0] : undefined;
}

// The text with the indentation its lines after the first share removed (it was nested in the
// config); left as it is when a template literal may span lines, whose text the indentation is part of.
function dedent(text: string): string {
  const [first, ...rest] = text.split('\n');
  const indents = rest.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  if (indents.length === 0 || /`[^`]*\n[^`]*`/.test(text)) return text;
  const common = Math.min(...indents);
  return [first, ...rest.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)![0].length)))].join('\n');
}

// The source as a function expression: itself, or a method's text made a named function.
function asExpression(source: string): string | undefined {
  if (parses(`(${source})`)) return source;
  const method = /^(async\s+)?(\*\s*)?([A-Za-z_$][\w$]*)\s*\(/.exec(source);
  if (!method) return undefined;
  const converted = `${method[1] ?? ''}function${method[2] ? '*' : ''} ${method[3]}(${source.slice(method[0].length)}`;
  return parses(`(${converted})`) ? converted : undefined;
}

function parses(code: string): boolean {
  try {
    parse(code, PARSE);
    return true;
  } catch {
    return false;
  }
}

type AnyNode = Node & Record<string, unknown>;

/** The names a program reads without declaring them, other than globals. Scopes are not told apart: a name declared anywhere in it counts as declared. */
export function outsideNames(program: Node): string[] {
  const declared = new Set<string>(['arguments']);
  const read = new Set<string>();
  const visit = (node: AnyNode, parent?: AnyNode, key?: string): void => {
    if (node.type === 'Identifier') {
      if (isDeclaration(parent, key)) declared.add(node.name as string);
      else if (!isPropertyName(parent, key)) read.add(node.name as string);
    }
    for (const [k, child] of Object.entries(node)) {
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c, node, k);
      if (isNode(child)) visit(child, node, k);
    }
  };
  visit(program as AnyNode);
  collectPatternNames(program as AnyNode, declared);
  return [...read].filter((name) => !declared.has(name) && !(name in globalThis)).sort();
}

const isNode = (v: unknown): v is AnyNode => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';

// An identifier that names a function, class or label rather than reading a variable.
function isDeclaration(parent: AnyNode | undefined, key: string | undefined): boolean {
  if (!parent) return false;
  return key === 'id' && /^(FunctionDeclaration|FunctionExpression|ClassDeclaration|ClassExpression)$/.test(parent.type);
}

// An identifier that is a property's name, a label or a meta property, which reads no variable.
function isPropertyName(parent: AnyNode | undefined, key: string | undefined): boolean {
  if (!parent) return false;
  if (key === 'property' && parent.type === 'MemberExpression') return !parent.computed;
  if (key === 'key' && /^(Property|MethodDefinition|PropertyDefinition)$/.test(parent.type)) return !parent.computed && !parent.shorthand;
  return key === 'label' || parent.type === 'MetaProperty';
}

// Adds every name a parameter, variable, catch clause or import binds, whatever its pattern.
function collectPatternNames(node: AnyNode, declared: Set<string>): void {
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') declared.add(pattern.name as string);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as AnyNode[]) bind(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements as unknown[]) bind(e);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  const walk = (n: AnyNode): void => {
    if (/Function/.test(n.type)) for (const p of n.params as AnyNode[]) bind(p);
    if (n.type === 'VariableDeclarator') bind(n.id);
    if (n.type === 'CatchClause') bind(n.param);
    if (/^Import(Default|Namespace)?Specifier$/.test(n.type)) bind(n.local);
    for (const child of Object.values(n)) {
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) walk(c);
      if (isNode(child)) walk(child);
    }
  };
  walk(node);
}
