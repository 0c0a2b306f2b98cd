/**
 * The built-in counterpart of `@docusaurus/remark-plugin-npm2yarn`: a code fence whose meta
 * says `npm2yarn` becomes the theme's Tabs, one tab per package manager (npm first, then the
 * `converters`, yarn and pnpm by default), each with the command converted. With `sync: true`
 * the tabs share the group "npm2yarn", so a reader's choice holds on every page.
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Transformer } from './markdown-plugins.js';
import { convertNpmCommands, type PackageManager } from './npm-commands.js';

/** The plugin's options, as Docusaurus documents them (custom converters are functions, which JSON cannot hold). */
export interface Npm2yarnOptions {
  sync?: boolean;
  converters?: PackageManager[];
}

const LABELS: Record<'npm' | PackageManager, string> = { npm: 'npm', yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

/** The plugin's attacher. */
export function npm2yarn(options: Npm2yarnOptions = {}): Transformer {
  const converters = (options.converters ?? ['yarn', 'pnpm']).filter((c): c is PackageManager => c in LABELS && c !== ('npm' as string));
  return (tree) => visit(tree as Root, converters, options.sync === true);
}

function visit(parent: Parent, converters: PackageManager[], sync: boolean): void {
  parent.children = parent.children.map((child) => {
    if (child.type === 'code' && isNpm2yarn(child)) return tabs(child, converters, sync);
    if ('children' in child) visit(child as Parent, converters, sync);
    return child;
  }) as RootContent[];
}

const isNpm2yarn = (node: Code): boolean => (node.meta ?? '').split(/\s+/).includes('npm2yarn');

function tabs(node: Code, converters: PackageManager[], sync: boolean): MdxJsxFlowElement {
  const meta =
    (node.meta ?? '')
      .split(/\s+/)
      .filter((word) => word && word !== 'npm2yarn')
      .join(' ') || null;
  const fence = (value: string): Code => ({ type: 'code', lang: node.lang, meta, value, position: node.position });
  const item = (value: 'npm' | PackageManager, code: string): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [attribute('value', value), attribute('label', LABELS[value])],
    children: [fence(code)],
    position: node.position,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: sync ? [attribute('groupId', 'npm2yarn')] : [],
    children: [item('npm', node.value), ...converters.map((to) => item(to, convertNpmCommands(node.value, to)))],
    position: node.position,
  };
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value });
