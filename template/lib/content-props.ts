/**
 * Turns the props of a ContentNode (hast-style properties, or plain HTML attribute
 * names from raw HTML) into React props, dropping anything that could run code.
 */

const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  'http-equiv': 'httpEquiv',
  classId: 'classID',
  itemId: 'itemID',
  xLinkHref: 'xlinkHref',
  xmlLang: 'xmlLang',
  strokeDashArray: 'strokeDasharray',
  strokeDashOffset: 'strokeDashoffset',
  strokeLineCap: 'strokeLinecap',
  strokeLineJoin: 'strokeLinejoin',
  strokeMiterLimit: 'strokeMiterlimit',
};

// Lists hast keeps as arrays but HTML writes comma-separated.
const COMMA_SEPARATED = new Set(['srcSet', 'sizes', 'accept', 'coords']);

/** Converts "a-b" to "aB", leaving custom properties ("--x") alone. */
function cssName(name: string): string {
  if (name.startsWith('--')) return name;
  const lower = name.toLowerCase();
  // Vendor prefixes become Webkit*, Moz*... except ms, which React spells in lower case.
  return lower
    .replace(/^-ms-/, 'ms-')
    .replace(/^-/, '')
    .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    .replace(/^(webkit|moz|o)(?=[A-Z])/, (m) => m.charAt(0).toUpperCase() + m.slice(1));
}

/** Parses an inline style attribute into a React style object. */
export function parseStyle(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(/;(?![^(]*\))/)) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name && value) result[cssName(name)] = value;
  }
  return result;
}

function attributeName(name: string): string {
  if (name in RENAMED) return RENAMED[name];
  // hast spells aria-* and data-* in camelCase (ariaDescribedBy, dataFootnoteRef); React wants dashes.
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return name;
}

/** Returns React props for an HTML element of rendered content. */
export function toReactProps(tag: string, props: Record<string, unknown> | null): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (!props) return result;
  for (const [rawName, rawValue] of Object.entries(props)) {
    if (rawValue === undefined || rawValue === null || (rawValue === false && !/^aria|^data/.test(rawName))) continue;
    // Content is data, never code: no inline handlers, no raw HTML injection, no refs.
    if (/^on/i.test(rawName) || rawName === 'dangerouslySetInnerHTML' || rawName === 'ref' || rawName === 'key') continue;
    const name = attributeName(rawName);
    let value = rawValue;
    if (Array.isArray(value)) value = value.join(COMMA_SEPARATED.has(name) ? ', ' : ' ');
    if (name === 'style' && typeof value === 'string') value = parseStyle(value);
    if (name === 'align' && typeof value === 'string' && /^(td|th)$/.test(tag)) {
      // GFM table alignment: the align attribute is obsolete, a style does the same.
      result.style = { ...(result.style as object | undefined), textAlign: value };
      continue;
    }
    if (typeof value === 'string' && /^(href|src|action|formAction|xlinkHref)$/.test(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))
      continue;
    result[name] = value;
  }
  if (tag === 'input') {
    // Task-list checkboxes: uncontrolled and read-only, so React neither warns nor lets them toggle.
    if ('checked' in result) {
      result.defaultChecked = result.checked;
      delete result.checked;
    }
    if ('value' in result && result.type !== 'checkbox' && result.type !== 'radio') {
      result.defaultValue = result.value;
      delete result.value;
    }
    if (result.type === 'checkbox') result.readOnly = true;
  }
  return result;
}
