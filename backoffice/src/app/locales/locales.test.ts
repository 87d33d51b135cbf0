import english from './en.json';
import chinese from './zh-CN.json';

/** Every language the back office offers has every English key (docs/back-office.md "Languages"). */
type Path = string[];
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key]));
}
// Chinese has one plural form (`_other`); an English `_one` key needs no twin there. Keys may hold dots.
const base = (path: Path) =>
  JSON.stringify([...path.slice(0, -1), path.at(-1)!.replace(/_(one|other)$/, '')]);
const lookup = (tree: unknown, path: Path) =>
  path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

describe('back-office languages', () => {
  it('translates every English key into Simplified Chinese, keeping the placeholders', () => {
    const zh = new Map(paths(chinese).map((path) => [base(path), path]));
    expect(
      paths(english)
        .filter((path) => !zh.has(base(path)))
        .map((path) => path.join('.')),
    ).toEqual([]);
    for (const path of paths(english)) {
      const placeholders = String(lookup(english, path)).match(/{{\w+}}/g) ?? [];
      const translated = String(lookup(chinese, zh.get(base(path))!));
      for (const placeholder of placeholders)
        expect(`${path.join('.')}: ${translated}`).toContain(placeholder);
    }
  });
  it('has no key only Chinese knows', () => {
    const en = new Set(paths(english).map(base));
    expect(
      paths(chinese)
        .filter((path) => !en.has(base(path)))
        .map((path) => path.join('.')),
    ).toEqual([]);
  });
});
