import type { ElementContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Expression } from 'estree';
import type { Position } from 'unist';

/*
 * Components travel through hast as MDX JSX nodes because both hast-util-raw (passThrough)
 * and hast-util-to-jsx-runtime understand them, and to-jsx-runtime hands their props over
 * untouched (element properties would be stringified: `highlight: [1, 2]` → "1 2"). A
 * non-string prop is stored as an ESTree `Literal` wrapping the value the safe literal
 * parser already computed; `literalEvaluater` only unwraps it. No code is ever run.
 */

/** A component node (flow or text) as it sits in hast. */
export type ComponentHast = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Builds a component node with the given props; undefined props are left out. */
export function componentNode(name: string, props: Record<string, unknown>, children: ElementContent[], position?: Position): MdxJsxFlowElementHast {
  const attributes: MdxJsxAttribute[] = [];
  for (const key in props) {
    const value = props[key];
    if (value === undefined) continue;
    attributes.push({
      type: 'mdxJsxAttribute',
      name: key,
      value: typeof value === 'string' ? value : literalExpression(value),
    });
  }
  const node: MdxJsxFlowElementHast = { type: 'mdxJsxFlowElement', name, attributes, children };
  if (position) node.position = position;
  return node;
}

/** Wraps an already parsed value as an attribute expression that literalEvaluater reads back. */
export function literalExpression(value: unknown, raw = ''): MdxJsxAttributeValueExpression {
  const expression = { type: 'Literal', value } as unknown as Expression;
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: raw,
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
  };
}

/** Reads the string value of a component attribute (e.g. an `id`), if it has one. */
export function stringAttribute(node: ComponentHast, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') {
      return attribute.value;
    }
  }
  return undefined;
}

/** The evaluater given to hast-util-to-jsx-runtime: unwraps literals and component names. */
export function literalEvaluater() {
  return {
    evaluateExpression(expression: Expression): unknown {
      // Capitalised tag names arrive as identifiers: the tag of our tuple is the name itself.
      if (expression.type === 'Identifier') return expression.name;
      // `<Foo.Bar>`: the tag is the dotted name, resolved by the page's module.
      if (expression.type === 'MemberExpression') return memberName(expression);
      if (expression.type === 'Literal') return (expression as { value: unknown }).value;
      throw new Error(`internal: unexpected ${expression.type} expression in a component node`);
    },
    evaluateProgram(): unknown {
      return undefined;
    },
  };
}

function memberName(expression: Expression): string {
  if (expression.type === 'Identifier') return expression.name;
  if (expression.type === 'Literal') return String(expression.value);
  if (expression.type === 'MemberExpression') return `${memberName(expression.object as Expression)}.${memberName(expression.property as Expression)}`;
  throw new Error(`internal: unexpected ${expression.type} in a component name`);
}
