import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAndBuild, type CompatRun } from '../helpers/compat.js';

// `<Head><html className=… /><body className=… /></Head>` sets attributes of the page's own
// <html> and <body>, as Docusaurus' Head does; it never writes a second document into <head>.
describe('<html> and <body> inside <Head>', () => {
  let run: CompatRun;
  beforeAll(() => {
    run = migrateAndBuild('head-html-body');
  });
  afterAll(() => run.remove());

  it('puts their attributes on the document and nothing of them in <head>', () => {
    expect(run.build?.code, run.build?.stderr).toBe(0);
    const html = run.read('frame/index.html');
    expect(html.match(/<html\b/g)).toHaveLength(1);
    expect(html.match(/<body\b/g)).toHaveLength(1);
    expect(html).toMatch(/<html lang="en-GB" dir="ltr" data-theme="light" class="kiosk-frame">/);
    expect(html).toMatch(/<body class="kiosk-frame-body" data-embedded="yes">/);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<title>Kiosk frame</title>');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Shown inside a frame.');
  });

  it('leaves the other pages as they are', () => {
    expect(run.read('docs/intro/index.html')).toMatch(/<html lang="en" dir="ltr" data-theme="light">\s*<head>/);
    expect(run.read('docs/intro/index.html')).toContain('<body>\n');
  });
});
