import { describe, expect, it } from 'vitest';
import { exact } from '../../../src/markdown/exact-node.js';

describe('exact', () => {
  it('appends the children after the tag and props, keeping child elements whole', () => {
    const child = ['em', null, 'b'] as [string, null, string];
    const node = exact(['p', { className: 'x' }], ['a', child, 'c']);
    expect(node).toEqual(['p', { className: 'x' }, 'a', ['em', null, 'b'], 'c']);
    // The child is the same tuple, not spread into its parent.
    expect(node[3]).toBe(child);
  });

  it('gives a node without children as its tag and props', () => {
    expect(exact(['hr', null], [])).toEqual(['hr', null]);
  });
});
