import { parse, type Expression, type Options, type Program, type Property, type SpreadElement, type Super } from 'acorn';

/** A syntax error in a literal expression, with the offset where it happened. */
export class LiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = 'LiteralError';
  }
}

// Parentheses kept as nodes, to tell `(a), (b)` (two values) from one.
// Node offsets count the opening parenthesis that parseLiteral adds: `start - 1` is the offset in the source.
const OPTIONS: Options = { ecmaVersion: 'latest', preserveParens: true };

/**
 * Parses a JavaScript literal expression (strings, template strings without `${}`, numbers,
 * true/false/null/undefined, arrays and objects of those) without evaluating any code, so a
 * component attribute like `values={[{label: 'A', value: 'a'}]}` is safe to read at build time.
 * acorn parses the text; only literal nodes of its tree are turned into values.
 */
export function parseLiteral(source: string): unknown {
  let program: Program;
  try {
    // In parentheses, as one program: `{a: 1}` is an object and text after the value is an error.
    // The line break ends a trailing `// comment` before the closing parenthesis.
    program = parse(`(${source}\n)`, OPTIONS);
  } catch (cause) {
    if (!(cause instanceof SyntaxError)) throw cause;
    const at = Math.max(0, ((cause as SyntaxError & { pos?: number }).pos ?? 1) - 1);
    // acorn ends its messages with "(line:column)" of the expression; the caller says where the attribute is.
    throw new LiteralError(cause.message.replace(/ \(\d+:\d+\)$/, '').toLowerCase(), at);
  }
  const statement = program.body[0];
  if (program.body.length !== 1 || statement.type !== 'ExpressionStatement' || statement.expression.type !== 'ParenthesizedExpression') {
    throw new LiteralError('expected one value', 0);
  }
  return literalValue(statement.expression.expression, source);
}

/** The value of a literal node, or a LiteralError naming the code that is not one. */
function literalValue(node: Expression | SpreadElement | null, source: string): unknown {
  if (node === null) throw new LiteralError('empty array slots are not literals', 0);
  switch (node.type) {
    case 'ParenthesizedExpression':
      return literalValue(node.expression, source);
    case 'Literal':
      if ('regex' in node || 'bigint' in node) break;
      return node.value;
    case 'TemplateLiteral':
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the message names the `${}` syntax itself.
      if (node.expressions.length > 0) throw new LiteralError('${} in template strings is code, which is not evaluated', node.expressions[0].start - 1);
      return node.quasis[0].value.cooked;
    case 'UnaryExpression':
      // A sign belongs to a number: -1, +2, -Infinity.
      if ((node.operator === '-' || node.operator === '+') && isNumber(node.argument)) {
        const value = literalValue(node.argument, source) as number;
        return node.operator === '-' ? -value : value;
      }
      break;
    case 'Identifier': {
      const value = IDENTIFIER_VALUES.get(node.name);
      if (value !== undefined || node.name === 'undefined') return value;
      break;
    }
    case 'ArrayExpression':
      return node.elements.map((element) => literalValue(element, source));
    case 'ObjectExpression':
      return objectValue(node.properties, source);
  }
  throw notLiteral(node, source);
}

const IDENTIFIER_VALUES = new Map<string, unknown>([
  ['undefined', undefined],
  ['NaN', NaN],
  ['Infinity', Infinity],
]);

function isNumber(node: Expression): boolean {
  return (node.type === 'Literal' && typeof node.value === 'number') || (node.type === 'Identifier' && node.name === 'Infinity');
}

function objectValue(properties: (Property | SpreadElement)[], source: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const property of properties) {
    if (property.type === 'SpreadElement') throw notLiteral(property, source);
    if (property.computed) throw new LiteralError('computed keys are not supported', property.key.start - 1);
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
    if (key === undefined) throw notLiteral(property.key as Expression, source);
    if (property.shorthand) throw new LiteralError(`expected ":" after "${key}" (shorthand properties are not literals)`, property.key.end - 1);
    if (property.kind !== 'init' || property.method) throw new LiteralError(`"${key}" is a method, which is code, not a literal`, property.start - 1);
    // defineProperty, because assigning "__proto__" would change the prototype instead of adding a key.
    Object.defineProperty(result, key, { value: literalValue(property.value as Expression, source), enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/** The error for code where a literal was expected, naming the variable it starts with, or else quoting it. */
function notLiteral(node: Expression | SpreadElement, source: string): LiteralError {
  let root: Expression | SpreadElement | Super = node;
  for (;;) {
    if (root.type === 'MemberExpression') root = root.object;
    else if (root.type === 'CallExpression') root = root.callee;
    else break;
  }
  const code = source.slice(node.start - 1, node.end - 1);
  const what = root.type === 'Identifier' ? root.name : code.length > 40 ? `${code.slice(0, 39)}…` : code;
  return new LiteralError(`"${what}" is not a literal (variables, calls and other code are not evaluated)`, node.start - 1);
}
