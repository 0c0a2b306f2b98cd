import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentNode } from '../../../shared/types';
import { Content } from '../../../template/components/Content';
import { SiteContext } from '../../../template/hooks/site-context';
import { makeSite } from './fixtures';

vi.mock('@docs/mdx-components', () => ({ SITE_COMPONENTS: {} }));
vi.mock('@docs/pages', () => ({ loadPage: async () => ({ default: () => null }), getLoadedPage: () => undefined }));

function html(nodes: ContentNode[]): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={makeSite()}>
      <Content nodes={nodes} />
    </SiteContext.Provider>,
  );
}

describe('Content', () => {
  it('renders HTML elements with hast-style props', () => {
    expect(html([['p', { className: ['lead', 'x'], dataLine: '3', ariaLabel: 'hi' }, 'Hi']])).toBe('<p class="lead x" data-line="3" aria-label="hi">Hi</p>');
    expect(html([['td', { align: 'center' }, 'x']])).toContain('style="text-align:center"');
    expect(html([['span', { style: 'color: red; --x: 1' }, 'x']])).toBe('<span style="color:red;--x:1">x</span>');
  });

  it('drops whitespace text inside tables and wraps tables for scrolling', () => {
    const out = html([['table', null, '\n', ['tbody', null, '\n', ['tr', null, ['td', null, 'a']], '\n']]]);
    expect(out).toBe('<div class="docs-table-wrapper"><table><tbody><tr><td>a</td></tr></tbody></table></div>');
  });

  it('never renders scripts, inline handlers or javascript: URLs', () => {
    const out = html([
      ['script', null, 'alert(1)'],
      ['a', { href: 'javascript:alert(1)', onclick: 'x()' }, 'x'],
      ['img', { src: '/a.png', onerror: 'x()' }],
    ]);
    expect(out).not.toMatch(/script|onclick|onerror|javascript/);
  });

  it('renders headings with an anchor named after the heading', () => {
    expect(html([['Heading', { as: 'h3', id: 'set-up' }, 'Set ', ['code', null, 'up']]])).toBe(
      '<h3 id="set-up" class="docs-heading">Set <code>up</code><a class="docs-heading__anchor" href="#set-up" aria-label="Direct link to Set up">#</a></h3>',
    );
  });

  it('renders links: routes with the base, external ones in a new tab', () => {
    expect(html([['a', { href: '/docs/intro' }, 'in']])).toBe('<a href="/docs/intro">in</a>');
    expect(html([['a', { href: 'https://x.example' }, 'out']])).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it('loads content images lazily', () => {
    expect(html([['img', { src: '/img/a.png', alt: 'A' }]])).toBe('<img src="/img/a.png" alt="A" loading="lazy" decoding="async"/>');
  });

  it('renders admonitions with a default title from the type', () => {
    const out = html([['Admonition', { type: 'warning' }, ['p', null, 'Careful']]]);
    expect(out).toContain('docs-admonition--warning');
    expect(out).toContain('<span class="docs-admonition__title">Warning</span>');
    expect(html([['Admonition', { type: 'tip', title: 'Pro tip' }, 'x']])).toContain('>Pro tip<');
  });

  it('renders code blocks: one span per line, highlighted lines, title and copy button', () => {
    const out = html([
      [
        'CodeBlock',
        { language: 'js', title: 'a.js', code: 'let a\nlet b', highlight: [2] },
        ['span', null, 'let a'],
        '\n',
        ['span', null, ['span', { className: ['token', 'keyword'] }, 'let'], ' b'],
      ],
    ]);
    expect(out).toContain('<div class="docs-code__title">a.js</div>');
    expect(out).toContain('<span class="docs-code__line"><span>let a</span>\n</span><span class="docs-code__line docs-code__line--highlighted">');
    expect(out).toContain('<span class="token keyword">let</span>');
    expect(out).toContain('aria-label="Copy code to clipboard"');
  });

  it('splits a plain string code block into lines', () => {
    const out = renderToStaticMarkup(
      <SiteContext.Provider value={makeSite()}>
        <Content nodes={[['CodeBlock', { code: 'a\nb\n' }]]} />
      </SiteContext.Provider>,
    );
    expect(out.match(/docs-code__line/g)).toHaveLength(2);
  });

  it('renders tabs as a tablist with the default tab selected and other panels hidden', () => {
    const out = html([
      [
        'Tabs',
        { groupId: 'lang' },
        '\n',
        ['TabItem', { value: 'js', label: 'JavaScript' }, 'JS code'],
        ['TabItem', { value: 'ts', label: 'TypeScript', default: true }, 'TS code'],
      ],
    ]);
    expect(out).toContain('role="tablist"');
    expect(out).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>JavaScript</);
    expect(out).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>TypeScript</);
    expect(out).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>JS code</);
    expect(out).toMatch(/role="tabpanel"(?![^>]*hidden)[^>]*>TS code</);
  });

  it('supports the values prop of Tabs', () => {
    const out = html([
      [
        'Tabs',
        {
          values: [
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ],
          defaultValue: 'b',
        },
        ['TabItem', { value: 'a' }, 'A'],
        ['TabItem', { value: 'b' }, 'B'],
      ],
    ]);
    expect(out).toMatch(/aria-selected="true"[^>]*>Beta</);
  });

  it('renders details with its summary, closed by default', () => {
    const out = html([['details', null, ['summary', null, 'More'], ['p', null, 'Body']]]);
    expect(out).toMatch(
      /^<details class="docs-details" data-collapsed="true"><summary>More<\/summary><div><div class="docs-details__content"><p>Body<\/p><\/div><\/div><\/details>$/,
    );
  });

  it('renders task list checkboxes read-only', () => {
    const out = html([['input', { type: 'checkbox', checked: true, disabled: true }]]);
    expect(out).toMatch(/^<input type="checkbox"[^>]* checked=""/);
    expect(out.toLowerCase()).toContain('readonly=""');
  });

  it('shows children of unknown components', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(html([['Mystery', null, ['p', null, 'kept']]])).toBe('<p>kept</p>');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('CodeBlock lines from the markdown stage', () => {
  it('does not add a second newline to lines that end with one', () => {
    const out = renderToStaticMarkup(
      <SiteContext.Provider value={makeSite()}>
        <Content
          nodes={[
            ['CodeBlock', { code: 'a\nb', highlight: [] }, ['span', { className: 'code-line' }, 'a', '\n'], ['span', { className: 'code-line' }, 'b', '\n']],
          ]}
        />
      </SiteContext.Provider>,
    );
    expect(out).toContain(
      '<span class="docs-code__line"><span class="code-line">a\n</span></span><span class="docs-code__line"><span class="code-line">b\n</span></span>',
    );
  });
});
