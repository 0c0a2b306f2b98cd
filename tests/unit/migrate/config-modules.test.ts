import { describe, expect, it } from 'vitest';
import { importedNames, isDocusaurusOwn } from '../../../src/migrate/config-modules.js';

describe('importedNames', () => {
  it('lists the names an import statement takes, without types and defaults', () => {
    const text =
      "import {themes as prismThemes, type X} from 'prism-react-renderer';\nimport Default, {a} from 'pkg';\nimport type {Config} from '@docusaurus/types';";
    expect(importedNames(text, 'prism-react-renderer')).toEqual(['X', 'themes']);
    expect(importedNames(text, 'pkg')).toEqual(['a']);
  });

  it('lists the members a namespace import reads', () => {
    const text = "import * as yaml from 'js-yaml';\nconst a = yaml.load(x);\nconst b = yaml . dump(a);\nconst c = notyaml.other;";
    expect(importedNames(text, 'js-yaml')).toEqual(['dump', 'load']);
  });
});

describe('isDocusaurusOwn', () => {
  it("is true for Docusaurus' packages and prism-react-renderer only", () => {
    expect(isDocusaurusOwn('@docusaurus/utils')).toBe(true);
    expect(isDocusaurusOwn('prism-react-renderer')).toBe(true);
    expect(isDocusaurusOwn('prism-react-renderer/themes/github')).toBe(true);
    expect(isDocusaurusOwn('remark-math')).toBe(false);
    expect(isDocusaurusOwn('@docusaurus-community/x')).toBe(false);
  });
});
