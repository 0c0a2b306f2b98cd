import type { Program } from 'estree';

/**
 * Adds to `into` the component names that JSX elements of a parsed expression refer to
 * (`Card` of `<Card />`, `Tabs` of `<Tabs.Item>`), in source order, each once. Only the
 * parsed tree counts: `{'Promise<Response>'}` is a string, and names nothing.
 */
export function addExpressionComponents(program: Program | null | undefined, code: string, into: string[]): void {
  // Without a `<` the expression holds no JSX: most expressions are names and literals.
  if (!program || !code.includes('<')) return;
  walk(program, into);
}

function walk(node: unknown, into: string[]): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'JSXOpeningElement') {
    const name = rootName(record.name);
    // As in JSX: a lowercase name is an HTML tag, and a capital (or `_`, `$`) a variable.
    if (name && /^[A-Z_$]/.test(name) && !into.includes(name)) into.push(name);
  }
  for (const key in record) {
    // Positions and comments hold no elements.
    if (key !== 'loc' && key !== 'range' && key !== 'comments' && key !== 'position') walk(record[key], into);
  }
}

/** The first identifier of a JSX element name: `A` of `A`, and of `A.B.C`. */
function rootName(name: unknown): string | undefined {
  let node = name as { type?: string; name?: unknown; object?: unknown } | undefined;
  while (node && node.type === 'JSXMemberExpression') node = node.object as typeof node;
  return node?.type === 'JSXIdentifier' && typeof node.name === 'string' ? node.name : undefined;
}
