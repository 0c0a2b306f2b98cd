/**
 * A quick reader of the markup React's server renderer writes: balanced elements, void
 * elements, double-quoted attributes, the few entities React escapes with, comments. It
 * calls the same handlers htmlparser2 would, with the same arguments, in the same order, and
 * gives up (returns false) at the first thing outside that shape: an element closed by
 * another one's tag, an unquoted attribute, any other entity, a raw-text element other than
 * <script>, <style> and <title>... The caller then reads the page again with htmlparser2,
 * from fresh state, so every page gives what htmlparser2 gives.
 *
 * Most of a search text's cost was htmlparser2 walking each character through its state
 * machine; this scans with indexOf and slices.
 */

/** The handlers of a read (as htmlparser2's: lower-cased names, decoded text and attribute values). */
export interface ScanHandlers {
  onopentag(name: string, attribs: Record<string, string>): void;
  ontext(data: string): void;
  onclosetag(name: string): void;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
// Tags htmlparser2 treats in ways this reader does not follow: left to it.
const UNSUPPORTED = new Set([
  'form',
  'image',
  'isindex',
  'command',
  'basefont',
  'frame',
  'keygen',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'foreignobject',
  'desc',
  'annotation-xml',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
]);
// What opening each tag closes implicitly in htmlparser2 (a well-formed page never needs it).
const P = ['p'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];
const FORM = ['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea'];
const IMPLIES_CLOSE = new Map<string, readonly string[]>([
  ['tr', ['tr', 'th', 'td']],
  ['th', ['th']],
  ['td', ['thead', 'th', 'td']],
  ['body', ['head', 'link', 'script']],
  ['a', ['a']],
  ['li', ['li']],
  ['h1', HEADINGS],
  ['h2', HEADINGS],
  ['h3', HEADINGS],
  ['h4', HEADINGS],
  ['h5', HEADINGS],
  ['h6', HEADINGS],
  ['select', FORM],
  ['input', FORM],
  ['output', FORM],
  ['button', FORM],
  ['datalist', FORM],
  ['option', ['option']],
  ['optgroup', ['optgroup', 'option']],
  ['dd', ['dd', 'dt']],
  ['dt', ['dd', 'dt']],
  ['rt', ['rt', 'rp']],
  ['rp', ['rt', 'rp']],
  ['tbody', ['thead', 'tbody']],
  ['tfoot', ['thead', 'tbody']],
  ...[
    'p',
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((tag): [string, readonly string[]] => [tag, P]),
]);
// Inside <svg>, htmlparser2 gives these tag names in SVG's letter case.
const SVG_NAMES = new Map(
  [
    'altGlyph',
    'altGlyphDef',
    'altGlyphItem',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'clipPath',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'foreignObject',
    'glyphRef',
    'linearGradient',
    'radialGradient',
    'textPath',
  ].map((name) => [name.toLowerCase(), name]),
);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&#039;': "'" };
const ENTITY = /&(?:amp|lt|gt|quot|#x27|#39|#039);/g;

/** Text with React's entities decoded; null when it holds any other `&`. */
function decode(text: string): string | null {
  if (!text.includes('&')) return text;
  const decoded = text.replace(ENTITY, (e) => ENTITIES[e]!);
  // Every remaining & was not one of them: htmlparser2 knows more entities (and bare ampersands).
  const kept = text.replace(ENTITY, '').split('&').length - 1;
  return kept === 0 ? decoded : null;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
const isAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Reads html with the handlers; false when it met markup it leaves to htmlparser2 (the handlers may have been called). */
export function scanReactHtml(html: string, h: ScanHandlers): boolean {
  const stack: string[] = [];
  // Per element that changes it, what its children are in: SVG, MathML or HTML (self-closing tags count in the first two).
  const foreign: ('svg' | 'math' | 'html')[] = ['html'];
  let at = 0;
  const n = html.length;
  while (at < n) {
    const lt = html.indexOf('<', at);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > at && !emitText(html.slice(at, textEnd), h)) return false;
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      at = skipDeclaration(html, lt);
      if (at < 0) return false;
    } else if (next === 47 /* / */) {
      if (!isAlpha(html.charCodeAt(lt + 2))) return false;
      const end = html.indexOf('>', lt);
      if (end < 0) return false;
      const lower = html.slice(lt + 2, end).toLowerCase();
      if (!/^[a-z][a-z0-9-]*$/.test(lower)) return false;
      const name = foreign[foreign.length - 1] === 'svg' ? (SVG_NAMES.get(lower) ?? lower) : lower;
      if (stack[stack.length - 1] !== name) return false;
      stack.pop();
      if (name === 'svg' || name === 'math' || name === 'title') foreign.pop();
      h.onclosetag(name);
      at = end + 1;
    } else if (isAlpha(next)) {
      const tag = readTag(html, lt + 1);
      if (!tag) return false;
      const { attribs, selfClosing } = tag;
      const context = foreign[foreign.length - 1]!;
      const inForeign = context !== 'html';
      const name = context === 'svg' ? (SVG_NAMES.get(tag.name) ?? tag.name) : tag.name;
      if (UNSUPPORTED.has(tag.name)) return false;
      const closes = IMPLIES_CLOSE.get(name);
      if (closes && stack.length > 0 && closes.includes(stack[stack.length - 1]!)) return false;
      const isVoid = VOID.has(name);
      if (selfClosing && !isVoid && !inForeign) return false;
      at = tag.end;
      h.onopentag(name, attribs);
      if (isVoid || selfClosing) {
        h.onclosetag(name);
        continue;
      }
      stack.push(name);
      if (name === 'svg' || name === 'math') foreign.push(name);
      else if (name === 'title') foreign.push('html');
      if (!inForeign && (name === 'script' || name === 'style' || name === 'title')) {
        at = rawText(html, at, name, h);
        if (at < 0) return false;
      }
    } else return false;
  }
  // What is still open closes at the end, innermost first.
  for (let i = stack.length - 1; i >= 0; i--) h.onclosetag(stack[i]!);
  return true;
}

function emitText(text: string, h: ScanHandlers): boolean {
  const decoded = decode(text);
  if (decoded === null) return false;
  h.ontext(decoded);
  return true;
}

/** Past a comment or the doctype; -1 for anything else that starts with "<!". */
function skipDeclaration(html: string, lt: number): number {
  if (html.startsWith('<!--', lt)) {
    // "<!-->" and "<!--->" end at once in htmlparser2: left to it.
    if (html.charCodeAt(lt + 4) === 62 || html.startsWith('->', lt + 4)) return -1;
    const end = html.indexOf('-->', lt + 4);
    return end < 0 ? -1 : end + 3;
  }
  if (/^<!doctype[\s>]/i.test(html.slice(lt, lt + 10))) {
    const end = html.indexOf('>', lt);
    return end < 0 ? -1 : end + 1;
  }
  return -1;
}

// Where each raw-text element's closing tag starts, in any letter case.
const RAW_TEXT_END = { script: /<\/script/gi, style: /<\/style/gi, title: /<\/title/gi };

/** The text of a <script>, <style> or <title> up to its closing tag (which is read as usual); -1 when it has none. */
function rawText(html: string, from: number, name: string, h: ScanHandlers): number {
  const end = RAW_TEXT_END[name as keyof typeof RAW_TEXT_END];
  end.lastIndex = from;
  const close = end.exec(html)?.index ?? -1;
  if (close < 0) return -1;
  const c = html.charCodeAt(close + 2 + name.length);
  if (!(isSpace(c) || c === 62 || c === 47)) return -1;
  if (close > from) {
    const text = html.slice(from, close);
    // A title's entities are decoded; a script's or a style's text is as written.
    if (name === 'title') {
      if (!emitText(text, h)) return -1;
    } else h.ontext(text);
  }
  return close;
}

/** One start tag from just after its "<": name, attributes, whether it ends with "/>", and where it ends; null when it is not in React's shape. */
function readTag(html: string, from: number): { name: string; attribs: Record<string, string>; selfClosing: boolean; end: number } | null {
  let i = from;
  while (i < html.length) {
    const c = html.charCodeAt(i);
    if (isSpace(c) || c === 47 || c === 62) break;
    i++;
  }
  const name = html.slice(from, i).toLowerCase();
  const attribs: Record<string, string> = {};
  for (;;) {
    while (isSpace(html.charCodeAt(i))) i++;
    const c = html.charCodeAt(i);
    if (c === 62) return { name, attribs, selfClosing: false, end: i + 1 };
    if (c === 47) return html.charCodeAt(i + 1) === 62 ? { name, attribs, selfClosing: true, end: i + 2 } : null;
    if (Number.isNaN(c) || c === 61 /* = */ || c === 34 || c === 39 || c === 60) return null;
    const start = i;
    while (i < html.length) {
      const d = html.charCodeAt(i);
      if (isSpace(d) || d === 47 || d === 62 || d === 61 || d === 34 || d === 39 || d === 60) break;
      i++;
    }
    const attr = html.slice(start, i).toLowerCase();
    let value = '';
    if (html.charCodeAt(i) === 61) {
      if (html.charCodeAt(i + 1) !== 34) return null;
      const end = html.indexOf('"', i + 2);
      if (end < 0) return null;
      const decoded = decode(html.slice(i + 2, end));
      if (decoded === null) return null;
      value = decoded;
      i = end + 1;
      const after = html.charCodeAt(i);
      // htmlparser2 reads a name straight after a quote as a new attribute; so would this, but keep it simple.
      if (!(isSpace(after) || after === 62 || after === 47)) return null;
    } else if (html.charCodeAt(i) === 34 || html.charCodeAt(i) === 39 || html.charCodeAt(i) === 60) return null;
    // The first of two attributes with one name wins, as in htmlparser2.
    if (!Object.hasOwn(attribs, attr)) attribs[attr] = value;
  }
}
