/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { REPO_ROOT } from './test-utils/source-files';
// The build plugin is CommonJS, loaded by every app's webpack config; webpack itself is the apps' dependency.
const { DropUnreachableHoistedModulesPlugin } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../build/drop-unreachable-hoisted-modules-plugin.js') as {
    DropUnreachableHoistedModulesPlugin: new () => WebpackPlugin;
  };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require(require.resolve('webpack', { paths: [path.join(REPO_ROOT, 'shell')] })) as Webpack;

interface WebpackPlugin {
  apply(compiler: Compiler): void;
}
interface Chunk {
  hasRuntime(): boolean;
}
interface Compilation {
  modules: Set<unknown>;
  chunkGraph: { connectChunkAndModule(chunk: Chunk, module: unknown): void };
  hooks: {
    optimizeChunks: {
      tap(options: { name: string; stage: number }, fn: (chunks: Iterable<Chunk>) => void): void;
    };
  };
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}
interface Stats {
  hasErrors(): boolean;
  toString(): string;
}
type Webpack = (options: object, callback: (error: Error | null, stats?: Stats) => void) => void;

/**
 * Stands in for @module-federation/enhanced's HoistContainerReferencesPlugin (optimizeChunks stage 11): it puts into
 * the runtime chunk every module of the compilation, also those only inactive connections lead to — which is what
 * made the whole federation sdk ride in every runtime chunk (docs/performance.md "What home loads").
 */
class HoistEverythingPlugin implements WebpackPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('HoistEverything', (compilation) => {
      compilation.hooks.optimizeChunks.tap({ name: 'HoistEverything', stage: 11 }, (chunks) => {
        for (const chunk of chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const module of compilation.modules)
            compilation.chunkGraph.connectChunkAndModule(chunk, module);
        }
      });
    });
  }
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drop-unreachable-'));
  // A side-effect-free package whose index re-exports `used` and defines a name of its own; the entry imports `used`.
  // Webpack wires the entry straight to `used.js`: the index is built, but only an inactive connection leads to it.
  mkdirSync(path.join(dir, 'lib'));
  writeFileSync(path.join(dir, 'lib', 'package.json'), JSON.stringify({ name: 'lib', sideEffects: false }));
  writeFileSync(
    path.join(dir, 'lib', 'index.js'),
    "export { used } from './used.js';\nexport const own = 'MARK_INDEX';\n",
  );
  writeFileSync(path.join(dir, 'lib', 'used.js'), "export const used = () => 'MARK_USED';\n");
  writeFileSync(
    path.join(dir, 'entry.js'),
    "import { used } from './lib/index.js';\nglobalThis.result = used();\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds the entry (production, unminified so the markers stay readable) and returns the runtime chunk's code. */
function build(outDir: string, plugins: WebpackPlugin[]): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: path.join(dir, outDir), filename: 'main.js' },
        optimization: { minimize: false, concatenateModules: false },
        cache: false,
        plugins,
      },
      (error, stats) => {
        if (error) return reject(error);
        if (stats!.hasErrors()) return reject(new Error(stats!.toString()));
        resolve(readFileSync(path.join(dir, outDir, 'main.js'), 'utf8'));
      },
    );
  });
}

/** What the built code computes when run. */
function run(code: string): unknown {
  const context: { result?: unknown } = {};
  runInNewContext(code, context);
  return context.result;
}

test('hoisting alone carries modules no code requires into the runtime chunk (what the plugin is for)', async () => {
  const code = await build('hoisted', [new HoistEverythingPlugin()]);
  expect(code).toContain('MARK_INDEX');
  expect(run(code)).toBe('MARK_USED');
}, 60_000);

test('the plugin takes them out again and keeps every module the code requires', async () => {
  const code = await build('dropped', [
    new HoistEverythingPlugin(),
    new DropUnreachableHoistedModulesPlugin(),
  ]);
  expect(code).not.toContain('MARK_INDEX');
  expect(code).toContain('MARK_USED');
  expect(run(code)).toBe('MARK_USED');
}, 60_000);
