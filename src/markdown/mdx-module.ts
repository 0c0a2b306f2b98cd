import type { ContentNode } from '../../shared/types.js';
import type { MdxScope } from './mdx-scope.js';

/** The module every generated MDX module imports its helpers from (template/mdx/runtime.tsx). */
export const MDX_RUNTIME = '@docs/mdx-runtime';

const REQUIRE = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * Writes the JavaScript of an MDX file: its own ESM, then `evaluate(props, components, at)`,
 * which returns the components its tags name and the value of each expression, in the
 * order the page data refers to them. The page's markdown stays data; only this code runs.
 * The default export renders the content: from the page data given to it (a page's
 * module) or, with `tree`, from the tree written into the module (a partial).
 *
 * Where each tag and expression is in the file comes with the content (its leading `#at`
 * node, see withPositions in to-content.ts), not in this code: an edit of the text around them leaves the
 * module as it was, so neither `docs dev` nor a warm build needs to bundle it again.
 */
export function mdxModuleSource(scope: MdxScope | undefined, file: string, tree?: ContentNode[]): string {
  const requires: string[] = [];
  // `require('./img.png').default` as Docusaurus sites write it: an import of the file.
  const rewrite = (code: string) =>
    code.replace(REQUIRE, (_m, _q, target: string) => {
      let index = requires.indexOf(target);
      if (index === -1) index = requires.push(target) - 1;
      return `_require${index}`;
    });
  const esm = scope ? scope.esm.map((block) => rewrite(block.code)) : [];
  const expressions = scope ? scope.expressions.map((e) => rewrite(e.code)) : [];
  const bound = new Set(scope?.bindings ?? []);
  // The author's ESM sits on the lines it has in the file, so esbuild's errors (an import
  // that does not resolve) point at the file's own line and column.
  const lines: string[] = [];
  esm.forEach((code, i) => {
    while (lines.length < scope!.esm[i].line - 1) lines.push('');
    lines.push(code);
  });
  lines.push(`import { mdxComponent as _component, mdxValue as _value, MdxContent as _MdxContent } from ${JSON.stringify(MDX_RUNTIME)};`);
  lines.push(`import { jsx as _jsx } from 'react/jsx-runtime';`);
  requires.forEach((target, i) => lines.push(`import * as _require${i} from ${JSON.stringify(target)};`));
  lines.push(`const _file = ${JSON.stringify(file)};`);
  // What Docusaurus gives every MDX file (its front matter, headings, title), where the file uses it.
  for (const [name, value] of Object.entries(scope?.values ?? {})) lines.push(`export const ${name} = ${JSON.stringify(value)};`);

  // Components named in expressions' JSX that the file does not bind come from the provided ones.
  const provided = new Set((scope?.expressionComponents ?? []).filter((name) => !bound.has(name)));
  const tags = scope?.tags ?? [];
  const tagEntries = tags.map((tag, i) => {
    const root = tag.code.split('.')[0];
    const value = bound.has(root)
      ? tag.code
      : `_components${tag.code
          .split('.')
          .map((p) => `[${JSON.stringify(p)}]`)
          .join('')}`;
    return `${JSON.stringify(tag.code)}: _component(${bound.has(root) ? value : `_components[${JSON.stringify(root)}] && ${value}`}, ${JSON.stringify(tag.code)}, _file, _at.c[${i}], _components, ${JSON.stringify([...bound])})`;
  });
  const valueEntries = expressions.map((code, i) => `_value(() => (\n${code}\n), _file, _at.x[${i}])`);
  lines.push(`/** The components and expression values of this file's page data. */
export function evaluate(props, _components, _at = { c: [], x: [] }) {
${provided.size > 0 ? `  const { ${[...provided].map((name) => `${name} = _component(undefined, ${JSON.stringify(name)}, _file, "", _components, [])`).join(', ')} } = _components;\n` : ''}  return {
    c: { ${tagEntries.join(',\n      ')} },
    x: [${valueEntries.join(',\n      ')}],
  };
}`);
  if (tree) {
    lines.push(`const _tree = ${JSON.stringify(tree)};`);
    lines.push(`/** This file as a component (a partial): its content with the props it is given. */
export default function MDXContent(props) {
  return _jsx(_MdxContent, { nodes: _tree, evaluate, props });
}`);
  } else {
    // A page's module: its markdown arrives as page data, with the route.
    lines.push(`/** The page's content: its data tree, with this file's code. */
export default function MDXPage({ nodes }) {
  return _jsx(_MdxContent, { nodes, evaluate, props: {} });
}`);
  }
  return lines.join('\n');
}
