import type { Code, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { error, type Diagnostic } from '../diagnostics/diagnostic.js';
import { AUTHOR_COMPONENTS } from '../../shared/components.js';
import { ADMONITION_TYPES, admonitionType, admonitionKeywordTitle } from './admonition-types.js';
import { parseCodeMeta } from './code-meta.js';
import { literalExpression } from './component-node.js';
import { addExpressionComponents } from './expression-components.js';
import { DATA_COMPONENTS, expressionMarker, isDataComponentImport, literalProgram, type MdxScope } from './mdx-scope.js';
import { LiteralError, parseLiteral } from './parse-literal.js';

const KNOWN = new Set<string>(AUTHOR_COMPONENTS);
const KNOWN_LIST = AUTHOR_COMPONENTS.join(', ');

type Component = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Checks an author's component tag. In markdown the name must be one of AUTHOR_COMPONENTS
 * and `{…}` attribute values must be literals (parsed here, never evaluated). In MDX any
 * tag goes: other components are resolved when the page renders, and attribute values that
 * are not literals become expressions of the file's module. Returns the node, or for
 * `<CodeBlock>` a code node so it is highlighted like a code fence.
 */
export function checkComponent(node: Component, pass: { file: string; text: string; diagnostics: Diagnostic[]; mdx?: MdxScope }): RootContent {
  const start = node.position?.start;
  const where = { file: pass.file, line: start?.line, column: start?.column };
  const name = node.name ?? '<>';
  if (pass.mdx) {
    const builtin = isBuiltin(name, pass.mdx);
    if (!builtin && node.name && /^[A-Z_$]|\./.test(name) && !pass.mdx.tags.some((t) => t.code === name)) {
      pass.mdx.tags.push({ code: name, line: start?.line ?? 1, column: start?.column ?? 1 });
    }
    const props = mdxProps(node, pass.mdx);
    if (!builtin) return node;
    if (name === 'Admonition' && !isMarker(props.type)) checkAdmonition(node, props, where, pass.diagnostics);
    // Code given as a value (`{source}` of a raw-loader import, `{`…${x}…`}`) is known only when the
    // page renders: the component shows it then (without build-time highlighting).
    if (name === 'CodeBlock' && !Object.values(props).some(isMarker) && hasLiteralCode(node, pass.text)) return codeBlockToCode(node, props, pass.text);
    return node;
  }
  if (!KNOWN.has(name)) {
    pass.diagnostics.push(
      error('markdown/unknown-component', `unknown component <${name}>`, {
        ...where,
        hint: `Known components: ${KNOWN_LIST}. HTML tags are written in lowercase; to show a literal "<${name}>", use \`backticks\` or write "\\<".`,
      }),
    );
    return node;
  }

  // Markdown evaluates nothing: a spread or a non-literal value is an error at its place.
  const props = readProps(node, {
    spread(attribute, at) {
      pass.diagnostics.push(
        error('markdown/invalid-component', `spread attribute {${attribute.value}} on <${name}> is not supported`, {
          file: pass.file,
          line: at?.line,
          column: at?.column,
          hint: 'Write each attribute out: name="value" or name={literal}.',
        }),
      );
    },
    expression(attribute, cause, at) {
      pass.diagnostics.push(
        error('markdown/invalid-component', `<${name} ${attribute.name}={…}>: ${cause.message}`, {
          file: pass.file,
          line: at?.line,
          column: at?.column,
          hint: 'Attribute expressions are not evaluated: use strings, numbers, true/false/null, or arrays and objects of those.',
        }),
      );
      return undefined;
    },
  });

  if (name === 'Admonition') checkAdmonition(node, props, where, pass.diagnostics);
  if (name === 'CodeBlock') return codeBlockToCode(node, props, pass.text);
  return node;
}

/** A tag the theme renders from page data: one of its components, not shadowed by the file's own bindings. */
function isBuiltin(name: string, scope: MdxScope): boolean {
  if (!DATA_COMPONENTS.has(name)) return false;
  if (!scope.bindings.includes(name)) return true;
  return scope.imports.some((spec) => spec.local === name && isDataComponentImport(spec));
}

type Point = { line: number; column: number } | undefined;

/**
 * Reads a tag's attributes into props: strings and literal `{…}` values (parsed, never
 * run); the handlers decide what a spread and a non-literal value become.
 */
function readProps(
  node: Component,
  handlers: {
    spread(attribute: MdxJsxExpressionAttribute, at: Point): void;
    expression(attribute: MdxJsxAttribute & { value: MdxJsxAttributeValueExpression }, cause: LiteralError, at: Point): unknown;
  },
): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    const at = attribute.position?.start ?? node.position?.start;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      handlers.spread(attribute, at);
      continue;
    }
    const value = attribute.value;
    if (value !== null && typeof value === 'object') {
      try {
        const parsed = parseLiteral(value.value);
        attribute.value = literalExpression(parsed, value.value);
        props[attribute.name] = parsed;
      } catch (cause) {
        if (!(cause instanceof LiteralError)) throw cause;
        const prop = handlers.expression(attribute as MdxJsxAttribute & { value: MdxJsxAttributeValueExpression }, cause, at);
        if (prop !== undefined) props[attribute.name] = prop;
      }
    } else {
      props[attribute.name] = value === null ? true : value;
    }
  }
  return props;
}

/** Reads an MDX tag's attributes: literals become props, anything else an expression of the module. */
function mdxProps(node: Component, scope: MdxScope): Record<string, unknown> {
  return readProps(node, {
    spread(attribute, at) {
      const index = scope.expressions.push({ code: `({${attribute.value}})`, line: at?.line ?? 1, column: (at?.column ?? 0) + 1 }) - 1;
      addExpressionComponents(attribute.data?.estree, attribute.value, (scope.expressionComponents ??= []));
      const spread = { type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: { type: 'Literal', value: { [`#s${index}`]: index } } }] };
      attribute.data = { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: spread }] } as never };
    },
    expression(attribute, _cause, at) {
      const code = attribute.value.value;
      // The code starts after `name={`.
      const index = scope.expressions.push({ code, line: at?.line ?? 1, column: (at?.column ?? 0) + attribute.name.length + 2 }) - 1;
      addExpressionComponents(attribute.value.data?.estree, code, (scope.expressionComponents ??= []));
      const marker = expressionMarker(index);
      attribute.value = { type: 'mdxJsxAttributeValueExpression', value: code, data: { estree: literalProgram(marker) } };
      return marker;
    },
  });
}

function isMarker(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '#x' in value;
}

function checkAdmonition(node: Component, props: Record<string, unknown>, where: Partial<Diagnostic>, diagnostics: Diagnostic[]): void {
  const type = typeof props.type === 'string' ? admonitionType(props.type) : undefined;
  if (!type) {
    diagnostics.push(
      error('markdown/unknown-admonition', `unknown admonition type ${JSON.stringify(props.type ?? null)} on <Admonition>`, {
        ...where,
        hint: `Use one of ${Object.keys(ADMONITION_TYPES)
          .map((t) => `type="${t}"`)
          .join(', ')}.`,
      }),
    );
    return;
  }
  // Store the canonical type (caution → warning) so the template sees one vocabulary.
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'type') attribute.value = type;
  }
  const keywordTitle = admonitionKeywordTitle(props.type as string);
  if (keywordTitle && props.title === undefined) node.attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: keywordTitle });
}

/** Whether a CodeBlock's children are its code as written: text, or one template literal without `${}`. */
function hasLiteralCode(node: Component, text: string): boolean {
  const expressions = node.children.filter(
    (c) =>
      c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression' || (c.type === 'paragraph' && c.children.some((p) => p.type === 'mdxTextExpression')),
  );
  if (expressions.length === 0) return true;
  const first = node.children[0]?.position?.start.offset;
  const last = node.children[node.children.length - 1]?.position?.end.offset;
  const value = first !== undefined && last !== undefined ? text.slice(first, last).trim() : '';
  return /^\{\s*`(?:[^`\\$]|\\[\s\S]|\$(?!\{))*`\s*\}$/.test(value);
}

/**
 * Docusaurus' `<CodeBlock language="js" title="x">{`code`}</CodeBlock>`: the code is taken
 * from the source between the tags (the markdown parse of it is meaningless).
 */
function codeBlockToCode(node: Component, props: Record<string, unknown>, text: string): Code {
  const first = node.children[0]?.position?.start.offset;
  const last = node.children[node.children.length - 1]?.position?.end.offset;
  let value = first !== undefined && last !== undefined ? text.slice(first, last).trim() : '';
  const template = /^\{\s*`([\s\S]*)`\s*\}$/.exec(value);
  if (template) value = template[1].replace(/\\([`$\\])/g, '$1');
  value = value.replace(/^\n+|\n+$/g, '');
  const meta = parseCodeMeta(
    typeof props.language === 'string' ? props.language : undefined,
    typeof props.metastring === 'string' ? props.metastring : undefined,
  );
  if (typeof props.title === 'string') meta.title = props.title;
  if (props.showLineNumbers === true || typeof props.showLineNumbers === 'number') meta.showLineNumbers = true;
  return { type: 'code', lang: meta.language, meta: null, value, position: node.position, data: { codeMeta: meta } };
}
