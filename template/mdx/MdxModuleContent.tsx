import type { ContentNode } from '../../src/shared/types';
import { usePageComponent } from '../router/route-modules';
import { MdxContent, type MdxEvaluate } from './runtime';

/** Renders an MDX page's data with its module, suspending while the module's code loads. */
export function MdxModuleContent({ nodes, moduleKey }: { nodes: readonly ContentNode[]; moduleKey: string }) {
  const evaluate = usePageComponent(moduleKey) as unknown as MdxEvaluate;
  return <MdxContent nodes={nodes} evaluate={evaluate} />;
}
