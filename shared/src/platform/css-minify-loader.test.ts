/**
 * @jest-environment node
 */
// The build's stylesheet minifier (CommonJS, run by every app's production build on each .css file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cssMinifyLoader = require('../../build/css-minify-loader.js') as (
  this: { async(): (error: Error | null, result?: string) => void; resourcePath: string },
  source: string,
) => void;

function minify(source: string): Promise<string> {
  return new Promise((resolve, reject) => {
    cssMinifyLoader.call(
      {
        async: () => (error, result) => (error ? reject(error) : resolve(result ?? '')),
        resourcePath: 'x.css',
      },
      source,
    );
  });
}

const SOURCE = `/* Shell chrome: a comment no player needs. */
.app-header {
  position: sticky;
  inset-block-start: 0;
  padding-inline: 16px;
  color: var(--text);
}
@media (max-width: 768px) {
  .app-header   .logo :hover {
    margin-inline-start: 0px;
  }
}
`;

describe('css-minify-loader (shared/build/css-minify-loader.js)', () => {
  it('drops comments and spacing, keeps every rule as written (logical properties, descendant pseudo-classes)', async () => {
    const out = await minify(SOURCE);
    expect(out).not.toContain('/*');
    expect(out.length).toBeLessThan(SOURCE.length * 0.7);
    expect(out).toContain('inset-block-start:0');
    expect(out).toContain('padding-inline:16px');
    expect(out).toContain('var(--text)');
    // `.logo :hover` (any hovered descendant) is not `.logo:hover`.
    expect(out).toContain('.app-header .logo :hover');
    expect(out).toContain('@media(max-width:768px){');
  });
});
