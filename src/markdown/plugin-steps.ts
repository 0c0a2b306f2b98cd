/**
 * The points of the markdown stage where a page's tree goes through the site's plugins, and
 * what running them ahead left at each. The stage is a generator that yields a StepRequest at
 * each point (see render-markdown.ts); a synchronous driver runs the plugins there, or hands
 * back what an earlier asynchronous run recorded (plugin-record.ts).
 */
import { deserialize } from 'node:v8';
import type { VFile } from 'vfile';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { pluginFile, runPlugins } from './run-plugins.js';
import type { PagePlugins } from './types.js';

/** Where plugins run: remark on the parsed mdast, before-default rehype on the first hast, rehype on the settled hast. */
export type PluginStep = 'remark' | 'beforeRehype' | 'rehype';

/** The steps in the order a page goes through them. */
export const PLUGIN_STEPS: readonly PluginStep[] = ['remark', 'beforeRehype', 'rehype'];

/** What the stage hands a step: the tree (made when asked, so a recorded step skips the parse), and the page's front matter and diagnostics. */
export interface StepRequest {
  step: PluginStep;
  tree: () => unknown;
  frontMatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/** What one step of a page's plugins left when they ran ahead: the tree they returned, what they reported, and whether one failed. */
export interface RecordedStep {
  /** The tree, serialized with node:v8 (a copy each time it is read, and it crosses to worker threads). */
  tree?: Uint8Array;
  /** The tree itself, when it holds what cannot be serialized (a function); read once. */
  live?: unknown;
  diagnostics: Diagnostic[];
  failed?: true;
}

/** A page's plugin steps run ahead, asynchronously. */
export interface PluginRecord {
  steps: Partial<Record<PluginStep, RecordedStep>>;
  /** Whether a plugin did not finish at once (it returned a promise or called back later). */
  async: boolean;
}

/** Whether the page's input has plugins at that step. */
export function hasStep(plugins: PagePlugins | undefined, step: PluginStep): boolean {
  return !!plugins && plugins.set[step].length > 0;
}

/** The synchronous driver of a page's steps: what a step recorded ahead, or its plugins run now. */
export function syncSteps(input: { file: string; source: string; plugins?: PagePlugins }): (request: StepRequest) => unknown {
  let file: VFile | undefined;
  return (request) => {
    const given = input.plugins!;
    const recorded = given.recorded?.steps[request.step];
    if (recorded) return replay(recorded, request.diagnostics);
    file ??= pluginFile(given.absPath, input.source, request.frontMatter, given.cwd);
    return runPlugins(given.set[request.step], request.tree(), file, input.file, request.diagnostics);
  };
}

function replay(step: RecordedStep, diagnostics: Diagnostic[]): unknown {
  diagnostics.push(...step.diagnostics);
  if (step.failed) throw new DiagnosticError([...diagnostics]);
  return step.tree ? deserialize(step.tree) : step.live;
}
