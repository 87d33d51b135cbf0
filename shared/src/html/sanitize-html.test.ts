import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a></p>',
    );
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onclick|javascript/);
    expect(out).toContain('href="https://ok.example"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<section><p>Text</p></section>')).toBe('<p>Text</p>');
  });
});
