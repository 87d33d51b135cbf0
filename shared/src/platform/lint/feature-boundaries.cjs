// ESLint rule `site/feature-boundaries` (docs/architecture.md "Remote anatomy"): inside an app, a file under
// `src/features/<a>/` reaches another feature `<b>` only through `src/features/<b>/index.ts`, its public face, and
// `src/lib/` (what several features share) imports no feature at all. A feature's insides can then move or change
// without breaking a neighbour. Resolution is path arithmetic on relative imports: no file system, no resolver, so
// the rule also checks a file that is only being written (and the test's fixtures).
const path = require('node:path');

const FEATURE_DIR = /(^|\/)src\/features\/([^/]+)(\/|$)/;
const LIB_DIR = /(^|\/)src\/lib(\/|$)/;

/** `{ app, feature, rest }` of a path inside an app's `src/features/<feature>/`, else null. */
function featureOf(file) {
  const normal = file.split(path.sep).join('/');
  const match = FEATURE_DIR.exec(normal);
  if (!match) return null;
  const app = normal.slice(0, match.index + match[1].length);
  return { app, feature: match[2], rest: normal.slice(match.index + match[0].length) };
}

function appOfLib(file) {
  const normal = file.split(path.sep).join('/');
  const match = LIB_DIR.exec(normal);
  return match ? normal.slice(0, match.index + match[1].length) : null;
}

const isIndex = (rest) => rest === '' || /^index(\.[cm]?[jt]sx?)?$/.test(rest);

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A feature imports another feature only through its index.ts; src/lib imports no feature.',
    },
    schema: [],
    messages: {
      inside:
        "'{{source}}' reaches inside feature '{{target}}': import it from its public face (features/{{target}}/index.ts) " +
        'or move what both need to src/lib/ (docs/architecture.md "Remote anatomy").',
      lib:
        "'{{source}}': src/lib/ is shared by features and imports none of them (feature '{{target}}'); move the piece " +
        'into src/lib/ instead (docs/architecture.md "Remote anatomy").',
    },
  },
  create(context) {
    const filename = context.filename;
    const from = featureOf(filename);
    const libApp = from ? null : appOfLib(filename);
    if (!from && !libApp) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(filename), source));
      if (!target) return;
      if (from) {
        if (target.app !== from.app || target.feature === from.feature || isIndex(target.rest)) return;
        context.report({ node, messageId: 'inside', data: { source, target: target.feature } });
      } else if (target.app === libApp) {
        context.report({ node, messageId: 'lib', data: { source, target: target.feature } });
      }
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

module.exports = { rules: { 'feature-boundaries': rule } };
