// Creates a remote laid out as every remote is (docs/architecture.md "Remote anatomy") from scripts/remote-template/,
// and registers it: one entry in the apps registry (shared/src/platform/apps.cjs; its port is the next free one, and
// its webpack config reads it from there) and the folder in pnpm-workspace.yaml. Then installs, so the remote builds.
// Usage: npm run new-remote -- <name> [--no-install] [--root <workspace>]
//   <name>: kebab-case, e.g. `jackpot` → folder mfe-jackpot, MF name mfe_jackpot, i18n namespace `jackpot`, /jackpot.
//   --no-install: leave `pnpm install` to you (the scaffold test links node_modules itself).
//   --root: the workspace to write into (default: this repository; the test scaffolds into a temporary copy).
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function parseArgs(argv) {
  const options = { install: true, root: path.resolve(here, '..'), name: undefined };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-install') options.install = false;
    else if (argv[i] === '--root') options.root = path.resolve(argv[++i] ?? '');
    else if (!options.name) options.name = argv[i].replace(/^mfe-/, '');
    else throw new Error(`unexpected argument ${argv[i]}`);
  }
  if (!options.name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name)) {
    throw new Error('usage: npm run new-remote -- <name>   (kebab-case: letters, digits, single dashes)');
  }
  return options;
}

/** Every spelling of the template's placeholder name, most specific first. */
function spellings(name) {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
  return [
    ['mfe_scaffold', `mfe_${name.replace(/-/g, '_')}`],
    ['mfe-scaffold', `mfe-${name}`],
    ['Scaffold', pascal],
    ['scaffold', name],
  ];
}

const replaceAll = (text, pairs) => pairs.reduce((out, [from, to]) => out.split(from).join(to), text);

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The registry entry, appended to APPS; the port is one above the highest in use. */
function register(root, name) {
  const file = path.join(root, 'shared', 'src', 'platform', 'apps.cjs');
  const text = readFileSync(file, 'utf8');
  const ports = [...text.matchAll(/\bport: (\d+)/g)].map((match) => Number(match[1]));
  const port = Math.max(...ports) + 1;
  const [[, remote]] = spellings(name);
  const entry = [
    '  {',
    `    app: 'mfe-${name}',`,
    `    remote: '${remote}',`,
    `    port: ${port},`,
    `    prefixes: ['/${name}'],`,
    '    slots: [],',
    '    overlay: null,',
    '    bannerGroups: [],',
    '  },',
  ].join('\n');
  const end = '\n];\n\n/** Every app folder';
  if (!text.includes(end)) throw new Error(`${file}: cannot find the end of APPS`);
  writeFileSync(file, text.replace(end, `\n${entry}${end}`));
  return port;
}

function addToWorkspace(root, app) {
  const file = path.join(root, 'pnpm-workspace.yaml');
  const lines = readFileSync(file, 'utf8').split('\n');
  const last = lines.findLastIndex((line) => /^ {2}- mfe-/.test(line));
  if (last < 0) throw new Error(`${file}: no mfe-* package to add ${app} after`);
  lines.splice(last + 1, 0, `  - ${app}`);
  writeFileSync(file, lines.join('\n'));
}

export async function newRemote({ name, root, install }) {
  const app = `mfe-${name}`;
  const target = path.join(root, app);
  const registry = readFileSync(path.join(root, 'shared', 'src', 'platform', 'apps.cjs'), 'utf8');
  if (existsSync(target)) throw new Error(`${app}/ already exists`);
  if (registry.includes(`app: '${app}'`)) throw new Error(`${app} is already in the apps registry`);

  const pairs = spellings(name);
  cpSync(path.join(here, 'remote-template'), target, { recursive: true });
  for (const file of walk(target)) {
    writeFileSync(file, replaceAll(readFileSync(file, 'utf8'), pairs));
    const renamed = path.join(path.dirname(file), replaceAll(path.basename(file), pairs));
    if (renamed !== file) renameSync(file, renamed);
  }
  const port = register(root, name);
  addToWorkspace(root, app);
  console.log(`[new-remote] ${app}: MF name ${pairs[0][1]}, port ${port}, route /${name}`);
  if (install) {
    const { pnpm } = await import('./pnpm.mjs');
    if (pnpm(['install'], { cwd: root }) !== 0) throw new Error('pnpm install failed');
  }
  console.log(
    `[new-remote] next: node scripts/build.mjs ${app}; add its texts in all languages (docs/i18n.md); ` +
      'its pages follow docs/architecture.md "Remote anatomy".',
  );
  return { app, port };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await newRemote(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`[new-remote] ${error.message}`);
    process.exit(1);
  }
}
