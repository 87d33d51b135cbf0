import { createHash } from 'node:crypto';

/**
 * The site's CSP: only its own origin. Scripts (shell, MF runtime, every remote) come from here;
 * inline styles are needed by style-loader's <style> tags; iframes are our own demo games;
 * `data:` images carry the base64 captcha. No `upgrade-insecure-requests`: the site also runs
 * over plain http on localhost.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
};

/** The CSP header value, optionally allowing extra script sources (hashes of inline scripts). */
export function buildCsp(extraScriptSources: string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(
      ([name, values]) =>
        `${name} ${(name === 'script-src' ? [...values, ...extraScriptSources] : values).join(' ')}`,
    )
    .join('; ');
}

/**
 * `'sha256-…'` sources for the inline <script> blocks of an HTML page (the shell's pre-paint
 * theme boot script), so the page's own inline code runs and injected code still does not.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The back office's CSP (docs/back-office.md "Hosting"): its own origin only, no inline script at all, no frames
 * in or out, and forms post nowhere. The QR code of the enrolment page is an inline SVG, so `data:` images stay.
 */
export function buildBackOfficeCsp(): string {
  return Object.entries({
    ...CSP_DIRECTIVES,
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'worker-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
  })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
