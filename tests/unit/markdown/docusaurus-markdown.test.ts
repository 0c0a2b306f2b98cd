import { describe, expect, it } from 'vitest';
import { mdxModuleSource } from '../../../src/markdown/mdx-module.js';
import { render, renderErrors } from './helpers.js';

// Markdown that real Docusaurus 3 sites carry and Docusaurus 3 builds: each case here once
// failed the build or rendered differently.
const mdx = (source: string) => render(source, { format: 'mdx' });

describe('JSX names of expressions', () => {
  it('are read from the parsed expression, so a string holding "<Name>" names no component', () => {
    const result = mdx("Returns {'Promise<Response>'} and {\"<Other />\"} and {`<Third>`}.\n");
    expect(result.diagnostics).toEqual([]);
    const source = mdxModuleSource(result.mdx, 'docs/a.mdx');
    expect(source).not.toMatch(/(Response|Other|Third) = _component/);
    expect(source).not.toContain('_component(undefined');
  });

  it('still provide the components an expression renders', () => {
    const result = mdx('{props.open && <Panel.Body />} {[1].map((i) => <Item key={i} />)} {a < b ? 1 : 2}\n');
    const source = mdxModuleSource(result.mdx, 'docs/a.mdx');
    expect(source).toContain('Panel = _component(undefined, "Panel"');
    expect(source).toContain('Item = _component(undefined, "Item"');
    expect(source).not.toContain('"b"');
  });
});
