import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOut, removeDir } from '../helpers/fixture.js';
import { runCli } from '../helpers/run-cli.js';

const DOC = `# Languages

\`\`\`python
def greet(name):
    return f"hi {name}"
\`\`\`

\`\`\`go
func main() { fmt.Println("hi") }
\`\`\`

\`\`\`rust
fn main() { let x: u32 = 1; }
\`\`\`

\`\`\`yaml
yamlkey: yamlvalue
\`\`\`

\`\`\`sql
SELECT id FROM users;
\`\`\`

\`\`\`diff
- old
+ new
\`\`\`

\`\`\`py
import os
\`\`\`

\`\`\`pyhton
print("typo")
\`\`\`

\`\`\`text
plain words
\`\`\`

\`\`\`
no language
\`\`\`
`;

/** The HTML of one code block: from the line with `marker` to the end of its <pre>. */
function blockOf(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<pre', at);
  return html.slice(start, html.indexOf('</pre>', at));
}

describe('code blocks in any language Prism knows are coloured at build time', () => {
  let site: string;
  let stderr: string;
  let html: string;

  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'docs-languages-'));
    writeFileSync(path.join(site, 'site.config.json'), JSON.stringify({ title: 'Languages', url: 'https://example.com' }));
    mkdirSync(path.join(site, 'docs'));
    writeFileSync(path.join(site, 'docs', 'intro.md'), DOC);
    const result = runCli(site, ['build']);
    stderr = result.stderr;
    expect(result.code, result.stderr).toBe(0);
    html = readOut(path.join(site, 'dist'), 'docs/intro/index.html');
  });
  afterAll(() => removeDir(site));

  it('colours python, go, rust, yaml, sql and diff', () => {
    expect(blockOf(html, 'greet')).toMatch(/<span class="token keyword">def<\/span>/);
    expect(blockOf(html, 'greet')).toMatch(/class="token string-interpolation"/);
    expect(blockOf(html, 'Println')).toMatch(/<span class="token keyword">func<\/span>/);
    expect(blockOf(html, 'u32')).toMatch(/<span class="token keyword">fn<\/span>/);
    expect(blockOf(html, 'yamlvalue')).toMatch(/<span class="token key atrule">yamlkey<\/span>/);
    expect(blockOf(html, 'users')).toMatch(/<span class="token keyword">SELECT<\/span>/);
    expect(blockOf(html, 'old')).toMatch(/class="token deleted-sign deleted"/);
    expect(blockOf(html, 'new')).toMatch(/class="token inserted-sign inserted"/);
  });

  it('colours a language by its alias', () => {
    expect(blockOf(html, 'import')).toMatch(/<span class="token keyword">import<\/span>/);
  });

  it('warns about an unknown language with its file and line, naming the closest known one', () => {
    expect(stderr).toMatch(/docs\/intro\.md:33 warning .*"pyhton".*\[markdown\/unknown-language\]/);
    expect(stderr).toMatch(/python/);
    expect(blockOf(html, 'typo')).not.toContain('class="token');
  });

  it('keeps text and fences without a language plain, without a warning', () => {
    expect(blockOf(html, 'plain words')).not.toContain('class="token');
    expect(blockOf(html, 'no language')).not.toContain('class="token');
    expect(stderr.match(/unknown-language/g)).toHaveLength(1);
  });
});
