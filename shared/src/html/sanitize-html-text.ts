import { ALLOWED, ALLOWED_ATTRS } from './allow-list';

/** Elements dropped with everything inside them (the DOM sanitiser drops these too; a string has no tree). */
const DROPPED = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'link',
  'meta',
  'textarea',
  'title',
  'noscript',
  'template',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];
const SAFE_URL = /^(https?:|\/|#|data:image\/)/;
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|>|&(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#x[0-9a-fA-F]+);|&|[^<>&]+/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':' };

const escapeAttr = (v: string) =>
  v.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The characters an attribute value stands for, as far as a URL's scheme is concerned. */
function decodeEntities(v: string): string {
  return v.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function openTag(name: string, attrs: string): string {
  const kept: string[] = [];
  for (const m of attrs.matchAll(ATTR)) {
    const attr = m[1]!.toLowerCase();
    if (!ALLOWED_ATTRS.has(attr) || attr === 'target' || attr === 'rel') continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    // Browsers drop tabs, new lines and leading controls from a URL before reading its scheme.
    const url = value.replace(/[\u0000-\u0020\u007F]/g, '').toLowerCase();
    if ((attr === 'href' || attr === 'src') && !SAFE_URL.test(url)) continue;
    kept.push(` ${attr}="${escapeAttr(value)}"`);
  }
  if (name === 'a') kept.push(' target="_blank" rel="noopener noreferrer"');
  return `<${name}${kept.join('')}>`;
}

/**
 * `sanitizeHtml` for a place without a DOM (the server saving operator HTML): the same allow-list of elements and
 * attributes, rebuilt from tokens rather than filtered, so nothing the input wrote reaches the output unescaped.
 * Dangerous elements go with their content, unknown ones keep their text, links open in a new tab, and only
 * http(s), relative, fragment and data:image URLs survive (entity-encoded schemes are decoded before the check).
 */
export function sanitizeHtmlText(html: string): string {
  let out = '';
  let skipUntil: string | null = null;
  for (const m of html.matchAll(TOKEN)) {
    const [token, slash, rawName, attrs] = m;
    const name = rawName?.toLowerCase();
    if (skipUntil) {
      if (name === skipUntil && slash) skipUntil = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (name) {
      if (DROPPED.includes(name)) {
        if (!slash && !attrs?.trimEnd().endsWith('/')) skipUntil = name;
        continue;
      }
      if (!ALLOWED.has(name.toUpperCase())) continue;
      out += slash ? `</${name}>` : openTag(name, attrs ?? '');
    } else if (token === '<') out += '&lt;';
    else if (token === '>') out += '&gt;';
    else if (token === '&') out += '&amp;';
    else out += token;
  }
  return out;
}
