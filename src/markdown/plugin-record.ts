/**
 * Runs a page's plugins ahead of the synchronous markdown stage, awaiting each transformer
 * (asynchronous and synchronous ones alike, in order), and records what each step left: the
 * stage then takes the recorded trees in place of running the plugins (plugin-steps.ts).
 * The page goes through the same code as when it renders (prepareSteps), up to its last
 * plugin step.
 */
import { serialize } from 'node:v8';
import type { VFile } from 'vfile';
import { DiagnosticError } from '../diagnostics/diagnostic.js';
import { prepareSteps, type PrepareInput } from './render-markdown.js';
import { PLUGIN_STEPS, type PluginRecord, type RecordedStep, type StepRequest } from './plugin-steps.js';
import { pluginFile, runPluginsAsync } from './run-plugins.js';

/**
 * Runs the plugins of one page ahead and returns what each step left. A page that stops
 * before a step (a syntax error) records no more steps: the stage reports it when it renders.
 * A plugin that throws or rejects is recorded as the step's failure, with the page's diagnostic.
 */
export async function recordPluginSteps(input: PrepareInput): Promise<PluginRecord> {
  const given = input.plugins!;
  const record: PluginRecord = { steps: {}, async: false };
  const last = [...PLUGIN_STEPS].reverse().find((step) => given.set[step].length > 0);
  if (!last) return record;
  // A partial's headings join the TOC only; the trees the plugins see do not depend on them.
  const steps = prepareSteps({ ...input, partialHeadings: undefined, plugins: { ...given, recorded: undefined } });
  let file: VFile | undefined;
  let sent: unknown;
  for (;;) {
    let request: StepRequest;
    let tree: unknown;
    try {
      const next = steps.next(sent);
      if (next.done) return record;
      request = next.value;
      tree = request.tree();
    } catch {
      return record;
    }
    file ??= pluginFile(given.absPath, input.source, request.frontMatter, given.cwd);
    const before = request.diagnostics.length;
    try {
      sent = await runPluginsAsync(given.set[request.step], tree, file, input.file, request.diagnostics, record);
    } catch (e) {
      if (!(e instanceof DiagnosticError)) throw e;
      record.steps[request.step] = { diagnostics: e.diagnostics.slice(before), failed: true };
      return record;
    }
    record.steps[request.step] = { ...kept(sent), diagnostics: request.diagnostics.slice(before) };
    if (request.step === last) return record;
  }
}

// A copy of the tree as it is now (the stage goes on changing it in place).
function kept(tree: unknown): Pick<RecordedStep, 'tree' | 'live'> {
  try {
    return { tree: serialize(tree) };
  } catch {
    return { live: tree };
  }
}
