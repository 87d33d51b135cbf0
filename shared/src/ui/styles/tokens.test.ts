import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Text on the kit's filled buttons keeps WCAG AA contrast (4.5:1) in both themes (docs/ui-kit.md "Tokens"): the
 * danger button once drew black text on the light theme's dark red (2.6:1).
 */
const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

function themeTokens(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  const block = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe.each([["[data-theme='dark']"], ["[data-theme='light']"]])('tokens of %s', (selector) => {
  const tokens = themeTokens(selector);
  it.each([
    ['--on-accent', '--accent'],
    ['--on-danger', '--danger'],
  ])('%s on %s is at least 4.5:1', (text, fill) => {
    expect(tokens[text]).toBeDefined();
    expect(contrast(tokens[text]!, tokens[fill]!)).toBeGreaterThanOrEqual(4.5);
  });
});
