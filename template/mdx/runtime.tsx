import type { ComponentType } from 'react';
import type { ContentNode } from 'docs-kiln/shared/types';
import { MDX_POSITIONS_TAG, type MdxPositions } from 'docs-kiln/shared/mdx-keys';
import { renderNodes } from '../components/Content';
import { useMdxComponents } from './mdx-components';
import { MdxError } from './mdx-error';

export { MdxError };

/** What a generated MDX module's `evaluate` returns (see src/markdown/mdx-module.ts). */
export interface MdxEvaluation {
  c: Record<string, ComponentType<any>>;
  x: unknown[];
}

/** A generated module's `evaluate(props, components, at)`. */
export type MdxEvaluate = (props: Record<string, unknown>, components: Record<string, ComponentType<any>>, at?: MdxPositions) => MdxEvaluation;

/**
 * Returns the component a tag names, or throws an MdxError at the tag's place that lists
 * the names in scope: the file's own bindings and the components every MDX file gets.
 */
export function mdxComponent(value: unknown, name: string, file: string, where: string, components: Record<string, unknown>, bound: string[]): unknown {
  if (value !== undefined && value !== null) return value;
  const inScope = [...new Set([...bound, ...Object.keys(components).filter((n) => /^[A-Z]/.test(n))])].sort();
  throw new MdxError(
    `unknown component <${name}>: it is not imported, exported, nor provided to every MDX file. In scope: ${inScope.join(', ') || 'nothing'}. ` +
      `Import it (import ${name.split('.')[0]} from '@site/src/components/${name.split('.')[0]}'), define it with export, or add it to src/theme/MDXComponents.`,
    file,
    where,
    'mdx/unknown-component',
  );
}

/** Runs one expression of an MDX file; what it throws is rethrown as an MdxError at its place. */
export function mdxValue(run: () => unknown, file: string, where: string): unknown {
  try {
    return run();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new MdxError(`the expression threw: ${message}`, file, where, 'mdx/expression-error', { cause });
  }
}

/** Renders MDX content: the data tree, with its module's components and expression values. */
export function MdxContent({ nodes, evaluate, props }: { nodes: readonly ContentNode[]; evaluate: MdxEvaluate; props?: Record<string, unknown> }) {
  const components = useMdxComponents(props?.components as Record<string, ComponentType<any>> | undefined);
  // The content starts with where the file's tags and expressions are, for what they throw.
  const first = nodes[0];
  const positioned = Array.isArray(first) && first[0] === MDX_POSITIONS_TAG;
  const scope = evaluate(props ?? {}, components, positioned ? (first[1] as unknown as MdxPositions) : undefined);
  return <>{renderNodes(positioned ? nodes.slice(1) : nodes, undefined, { ...scope, components })}</>;
}
