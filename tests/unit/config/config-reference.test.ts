import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { configurationReference } from '../../../src/config/config-reference.js';
import { siteConfigJsonSchema, siteConfigJsonSchemaText, type JsonSchema } from '../../../src/config/json-schema.js';
import { repoRoot } from '../../helpers/fixture.js';

/** Every site.config.json of the bundled site and of the test fixtures (their own node_modules left out). */
function siteConfigs(): string[] {
  const found = [path.join(repoRoot, 'site.config.json')];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(abs);
      else if (entry.name === 'site.config.json') found.push(abs);
    }
  };
  visit(path.join(repoRoot, 'tests'));
  return found;
}

/** Every key of the schema, as "a.b[].c", with its node. */
function keysOf(node: JsonSchema, at = ''): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) {
    found.push([`${at}${key}`, child], ...keysOf(child, `${at}${key}.`));
  }
  if (node.items) found.push(...keysOf(node.items as JsonSchema, at.replace(/\.$/, '[].')));
  if (typeof node.additionalProperties === 'object') found.push(...keysOf(node.additionalProperties as JsonSchema, `${at}{name}.`));
  for (const option of (node.anyOf ?? []) as JsonSchema[]) found.push(...keysOf(option, at));
  return found;
}

describe('the configuration reference and the JSON Schema', () => {
  it('guides/configuration.md is what the schema generates, byte for byte', () => {
    expect(readFileSync(path.join(repoRoot, 'guides/configuration.md'), 'utf8')).toBe(configurationReference());
  });

  it('schema/site.config.schema.json is what the schema generates, byte for byte', () => {
    expect(readFileSync(path.join(repoRoot, 'schema/site.config.schema.json'), 'utf8')).toBe(siteConfigJsonSchemaText());
  });

  it('every key of the schema says what it does', () => {
    const keys = keysOf(siteConfigJsonSchema());
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter(([, node]) => typeof node.description !== 'string' || node.description.length < 10).map(([key]) => key)).toEqual([]);
  });

  it('the shipped schema holds only JSON Schema keywords', () => {
    expect(JSON.stringify(siteConfigJsonSchema())).not.toContain('defaultText');
  });
});

describe('the JSON Schema of site.config.json', () => {
  const validate = new Ajv({ allErrors: true, strict: true }).compile(JSON.parse(siteConfigJsonSchemaText()));

  it('accepts the bundled site and every test fixture', () => {
    const configs = siteConfigs();
    expect(configs.length).toBeGreaterThan(10);
    const failures = configs
      .filter((file) => !validate(JSON.parse(readFileSync(file, 'utf8'))))
      .map((file) => `${path.relative(repoRoot, file)}: ${JSON.stringify(validate.errors)}`);
    expect(failures).toEqual([]);
  });

  it('accepts $schema and refuses an unknown key, a wrong type and a value out of range', () => {
    expect(validate({ $schema: './node_modules/docs-kiln/schema/site.config.schema.json', title: 'T', url: 'https://e.com' })).toBe(true);
    expect(validate({ title: 'T', url: 'https://e.com', titel: 'x' })).toBe(false);
    expect(validate({ title: 'T', url: 'https://e.com', navbar: { hideOnScroll: 'yes' } })).toBe(false);
    expect(validate({ title: 'T', url: 'https://e.com', docs: { tocMinHeadingLevel: 7 } })).toBe(false);
    expect(validate({ title: 'T' })).toBe(false);
  });
});
