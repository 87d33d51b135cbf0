import { ALLOWED, ALLOWED_ATTRS } from './allow-list';

/**
 * Announcement, help and promotion content is operator-written HTML; every app renders it through this one function. It is rendered, but through an allow-list: no scripts,
 * no event handlers, no javascript: URLs, links open in a new tab. A compromised admin account must not be able to
 * run code in every player's session.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (!ALLOWED.has(child.tagName)) {
        // Keep the text of unknown wrappers, drop dangerous elements entirely.
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'LINK', 'META'].includes(child.tagName))
          child.remove();
        else child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const value = attr.value.trim().toLowerCase();
        const badUrl =
          (attr.name === 'href' || attr.name === 'src') && !/^(https?:|\/|#|data:image\/)/.test(value);
        if (!ALLOWED_ATTRS.has(attr.name) || badUrl) child.removeAttribute(attr.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
