// The @site/shared contract (docs/adr/009-release-service.md "Shared contract"): a hash of the public surface of
// @site/shared — every name its package.json `exports` entry points export, with its type as TypeScript prints it.
// The live shell provides @site/shared to every remote at run time; a remote recorded with another contract was
// built against code the shell does not have. Internal changes that keep every exported name and type keep the hash.
const { createHash } = require('node:crypto');
const path = require('node:path');

const sharedDir = path.resolve(__dirname, '..');

/** `c-` + 16 hex of sha256 over the sorted `entry:name:type` lines. Takes a few seconds (one TypeScript program). */
function sharedContractHash() {
  const ts = require(require.resolve('typescript', { paths: [sharedDir] }));
  const pkg = require(path.join(sharedDir, 'package.json'));
  const entries = Object.entries(pkg.exports).map(([key, file]) => [key, path.join(sharedDir, file)]);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(sharedDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    { ...(config ? config.options : {}), noEmit: true },
  );
  const checker = program.getTypeChecker();
  const lines = [];
  for (const [key, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
      const type = isValue ? checker.getTypeOfSymbol(target) : checker.getDeclaredTypeOfSymbol(target);
      const printed = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
      lines.push(`${key}:${symbol.getName()}:${isValue ? 'value' : 'type'}:${printed}`);
    }
  }
  lines.sort();
  return `c-${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
}

/**
 * The hash, from a cache keyed by the bytes of shared/src and package.json: the TypeScript pass runs once per change
 * of shared code, not once per app build.
 */
function cachedSharedContractHash() {
  const fs = require('node:fs');
  const key = createHash('sha256');
  const files = fs
    .readdirSync(path.join(sharedDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of [...files, path.join(sharedDir, 'package.json')])
    key.update(file).update(fs.readFileSync(file));
  const digest = key.digest('hex');
  const cacheFile = path.join(sharedDir, 'node_modules', '.cache', 'shared-contract.json');
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    if (cached.key === digest) return cached.contract;
  } catch {
    // no cache yet
  }
  const contract = sharedContractHash();
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify({ key: digest, contract }));
  return contract;
}

module.exports = { sharedContractHash, cachedSharedContractHash };
