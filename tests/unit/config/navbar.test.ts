import { describe, expect, test } from 'vitest';
import { loadConfigFromText } from '../../../src/config/load-config.js';
import { brief, diagnose, lines } from './helpers.js';

/** A config whose navbar holds one item, written on line 4. */
const withItem = (item: string): string => lines('{', '  "title": "Wasp", "url": "https://wasp.sh",', '  "navbar": { "items": [', `    ${item}`, '  ] }', '}');

describe('navbar items that render', () => {
  test.each([
    ['a link to a page', '{ "label": "Blog", "to": "/blog" }'],
    ['an external link', '{ "label": "GitHub", "href": "https://github.com" }'],
    ['an icon link', '{ "aria-label": "Discord", "icon": "discord", "href": "https://discord.gg/x", "position": "right" }'],
    ['a doc', '{ "type": "doc", "docId": "intro", "label": "Docs" }'],
    ['a doc sidebar', '{ "type": "docSidebar", "sidebarId": "tutorial" }'],
    ['raw html', '{ "type": "html", "value": "<b>hi</b>" }'],
    ['the version dropdown', '{ "type": "docsVersionDropdown" }'],
    ['search', '{ "type": "search", "position": "right", "className": "x" }'],
    ['a dropdown', '{ "type": "dropdown", "label": "More", "items": [{ "label": "Blog", "to": "/blog" }, { "type": "doc", "docId": "intro" }] }'],
    ['a dropdown written without a type', '{ "label": "More", "to": "/more", "items": [{ "label": "Blog", "to": "/blog" }] }'],
    [
      'the version dropdown with extra links',
      '{ "type": "docsVersionDropdown", "dropdownItemsBefore": [{ "label": "Old", "href": "https://old.dev" }], "dropdownItemsAfter": [{ "label": "All versions", "to": "/versions" }] }',
    ],
  ])('%s', (_, item) => {
    expect(() => loadConfigFromText(withItem(item), 'site.config.json', '/site')).not.toThrow();
  });
});

describe('navbar items that cannot render', () => {
  test('an unknown type names the allowed types and suggests the closest', () => {
    expect(diagnose(withItem('{ "type": "localeDropdown" }'))).toEqual([
      {
        rule: 'config/navbar-item',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 7,
        message:
          'Unknown navbar item type "localeDropdown" at `navbar.items[0].type`: expected "default", "dropdown", "doc", "docSidebar", "docsVersionDropdown", "docsVersion", "search" or "html"',
        hint: 'Check the navbar item `navbar.items[0]` and set "type" to one of the types above.',
      },
    ]);
    expect(diagnose(withItem('{ "type": "dco", "docId": "x" }'))[0].hint).toBe('Did you mean "doc"?');
  });

  test('an item with `items` and no type is a dropdown: its type is "dropdown"', () => {
    const config = loadConfigFromText(withItem('{ "label": "More", "items": [{ "label": "Blog", "to": "/blog" }] }'), 'site.config.json', '/site');
    expect(config.navbar.items[0]).toMatchObject({ type: 'dropdown', label: 'More', items: [{ type: 'default', label: 'Blog', to: '/blog' }] });
  });

  test('a dropdown without items, and a dropdown inside a dropdown', () => {
    expect(brief(withItem('{ "type": "dropdown", "label": "More" }'))).toEqual([
      { rule: 'config/navbar-item', line: 4, column: 5, message: 'The navbar item `navbar.items[0]` (type "dropdown") cannot be rendered: it has no `items`' },
    ]);
    expect(brief(withItem('{ "label": "More", "items": [{ "type": "dropdown", "label": "Inner", "items": [] }] }'))[0]?.message).toContain(
      'A dropdown\'s menu cannot hold an item of type "dropdown"',
    );
  });

  test('a default item without a label', () => {
    expect(diagnose(withItem('{ "to": "/docs" }'))).toEqual([
      {
        rule: 'config/navbar-item',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 5,
        message: 'The navbar item `navbar.items[0]` (type "default") cannot be rendered: it has no `label`',
        hint: 'Check the navbar item `navbar.items[0]`: add a "label", or an "aria-label" and an "icon" for an icon link.',
      },
    ]);
  });

  test('an aria-label alone is not enough without an icon', () => {
    expect(brief(withItem('{ "aria-label": "GitHub", "href": "https://github.com" }'))[0].message).toBe(
      'The navbar item `navbar.items[0]` (type "default") cannot be rendered: it has no `label`',
    );
  });

  test('a default item that links nowhere', () => {
    expect(brief(withItem('{ "label": "Docs" }'))).toEqual([
      { rule: 'config/navbar-item', line: 4, column: 5, message: 'The navbar item `navbar.items[0]` (type "default") cannot be rendered: it links nowhere' },
    ]);
  });

  test('a default item with both to and href, reported at href', () => {
    expect(brief(withItem('{ "label": "Docs", "to": "/docs", "href": "https://x.dev" }'))).toEqual([
      { rule: 'config/navbar-item', line: 4, column: 39, message: 'The navbar item `navbar.items[0]` has both `to` and `href`' },
    ]);
  });

  test.each([
    ['doc', 'docId'],
    ['docSidebar', 'sidebarId'],
    ['html', 'value'],
  ])('a "%s" item needs %s', (type, field) => {
    expect(brief(withItem(`{ "type": "${type}" }`))).toEqual([
      {
        rule: 'config/navbar-item',
        line: 4,
        column: 5,
        message: `The navbar item \`navbar.items[0]\` (type "${type}") cannot be rendered: it has no \`${field}\``,
      },
    ]);
  });

  test('a field another type uses is reported at that field', () => {
    expect(diagnose(withItem('{ "type": "doc", "docId": "intro", "href": "https://x.dev" }'))).toEqual([
      {
        rule: 'config/navbar-item',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 40,
        message: '`navbar.items[0].href` is not used by a navbar item of type "doc"',
        hint: 'Check the navbar item `navbar.items[0]`: remove "href", or change the item\'s "type" (a "doc" item takes "label", "docId", "docsPluginId").',
      },
    ]);
  });

  test('a misspelt key in an item is one error with a suggestion, not also a missing field', () => {
    expect(diagnose(withItem('{ "type": "doc", "docID": "intro" }'))).toEqual([
      {
        rule: 'config/unknown-key',
        severity: 'error',
        file: 'site.config.json',
        line: 4,
        column: 22,
        message: 'Unknown key `navbar.items[0].docID`',
        hint: 'Did you mean "docId"? Keys are case-sensitive.',
      },
    ]);
    expect(brief(withItem('{ "lable": "Docs", "to": "/docs" }'))).toEqual([
      { rule: 'config/unknown-key', line: 4, column: 7, message: 'Unknown key `navbar.items[0].lable`' },
    ]);
  });

  test('a label of the wrong type is one error, not two', () => {
    expect(brief(withItem('{ "label": 3, "to": "/docs" }'))).toEqual([
      { rule: 'config/invalid-type', line: 4, column: 7, message: 'Invalid type for `navbar.items[0].label`: expected string, received number' },
    ]);
  });

  test('an invalid position', () => {
    expect(brief(withItem('{ "label": "Docs", "to": "/docs", "position": "center" }'))).toEqual([
      {
        rule: 'config/invalid-value',
        line: 4,
        column: 39,
        message: 'Invalid value for `navbar.items[0].position`: expected "left" or "right", received "center"',
      },
    ]);
  });

  test('every bad item of the navbar is reported', () => {
    const text = lines(
      '{',
      '  "title": "Wasp", "url": "https://wasp.sh",',
      '  "navbar": { "items": [',
      '    { "type": "doc" },',
      '    { "label": "Blog", "to": "/blog" },',
      '    { "type": "docSidebar" },',
      '    "Blog"',
      '  ] }',
      '}',
    );
    expect(brief(text).map((d) => [d.rule, d.line, d.column])).toEqual([
      ['config/navbar-item', 4, 5],
      ['config/navbar-item', 6, 5],
      ['config/invalid-type', 7, 5],
    ]);
  });
});
