/**
 * An SVG file as a React component, as Docusaurus gives it to JavaScript and MDX that import
 * one (`import Logo from './logo.svg'`, then `<Logo width={40} />`; its loader is SVGR): the
 * root element's attributes become props the caller can override, the rest is kept as markup.
 */
export function svgComponentSource(svg: string, file: string): string {
  const text = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (!open) throw new Error(`${file} holds no <svg> element`);
  const start = open.index + open[0].length;
  const end = text.lastIndexOf('</svg>');
  const inner = open[2] === '/' || end < start ? '' : text.slice(start, end).trim();
  const props: Record<string, unknown> = {};
  for (const m of open[1].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = m[2] ?? m[3] ?? '';
    props[reactName(m[1]!)] = m[1] === 'style' ? styleObject(value) : value;
  }
  return [
    "import { createElement } from 'react';",
    `const attributes = ${JSON.stringify(props)};`,
    `const markup = { __html: ${JSON.stringify(inner)} };`,
    'export default function SvgComponent(props) {',
    '  return createElement("svg", { ...attributes, ...props, dangerouslySetInnerHTML: markup });',
    '}',
    'export { SvgComponent as ReactComponent };',
  ].join('\n');
}

const NAMESPACED: Record<string, string> = {
  class: 'className',
  'xmlns:xlink': 'xmlnsXlink',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
  'xml:lang': 'xmlLang',
};

/** An attribute's React prop name: `stroke-width` → `strokeWidth`; data- and aria- attributes stay as written. */
function reactName(name: string): string {
  if (NAMESPACED[name]) return NAMESPACED[name]!;
  if (/^(?:data|aria)-/.test(name)) return name;
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A style attribute as React's style object. */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(';')) {
    const at = rule.indexOf(':');
    if (at === -1) continue;
    const key = rule.slice(0, at).trim();
    if (key) out[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = rule.slice(at + 1).trim();
  }
  return out;
}
