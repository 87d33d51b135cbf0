import { sanitizeHtml } from './sanitize-html';
import { sanitizeHtmlText } from './sanitize-html-text';

/** Hostile inputs: whatever the string sanitiser keeps, the browser must find nothing that runs. */
const HOSTILE = [
  '<p onclick="x()">Hi <b>there</b><script>alert(1)</script></p>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" JAVASCRIPT:alert(1)">x</a>',
  '<img src=x onerror=alert(1)>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<svg><script>alert(1)</script></svg><p>after</p>',
  '<style>p{}</style><iframe src="https://evil.example"></iframe>',
  '<p title="a&quot; onmouseover=&quot;alert(1)">q</p>',
  '<a href="https://ok.example" onmouseover=alert(1) target=_self>ok</a>',
  '<scr<script>ipt>alert(1)</script>',
  '<!-- <script>alert(1)</script> -->text',
  '<p>1 < 2 & 3 > 2</p>',
  '<div><span>unclosed',
];

describe('sanitizeHtmlText (the server side of sanitizeHtml)', () => {
  it.each(HOSTILE)('leaves nothing that runs: %s', (input) => {
    const out = sanitizeHtmlText(input);
    const doc = new DOMParser().parseFromString(`<div>${out}</div>`, 'text/html');
    expect(doc.querySelectorAll('script, style, iframe, svg').length).toBe(0);
    for (const el of Array.from(doc.body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/);
        if (attr.name === 'href' || attr.name === 'src')
          expect(attr.value).toMatch(/^(https?:|\/|#|data:image\/)/);
      }
    }
    // Saved text is what the apps' DOM sanitiser keeps too: nothing more is removed on render.
    expect(sanitizeHtml(out)).toBe(doc.body.firstElementChild!.innerHTML);
  });

  it('keeps formatting, links in a new tab and safe URLs', () => {
    expect(sanitizeHtmlText('<P>Hi <b>there</b> <a href="https://ok.example">ok</a></P>')).toBe(
      '<p>Hi <b>there</b> <a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(sanitizeHtmlText('<section><p>Text</p></section>')).toBe('<p>Text</p>');
  });
});
