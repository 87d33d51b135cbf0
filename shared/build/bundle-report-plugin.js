// Writes dist/bundle-report.json after each production build: every JS file with its raw and
// brotli size, and per chunk the packages (or app folders) that take the most source bytes,
// concatenated modules opened up. It answers "what is in this chunk" without a browser; the
// budget check (e2e) answers "what does home download".
const { writeFileSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TOP_ENTRIES = 15;

const brotliSize = (buffer) =>
  zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** …/node_modules/.pnpm/x@1/node_modules/<pkg>/file → <pkg>; app code → its folder (two levels). */
function ownerOf(resource, context) {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(resource);
  if (inPackage) return inPackage[1];
  return path.relative(context, resource).split(path.sep).slice(0, 3).join('/');
}

class BundleReportPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      if (compilation.errors.length) return;
      const outDir = compiler.options.output.path;
      const context = path.resolve(compiler.context, '..');
      const chunkOfFile = new Map();
      const chunks = [];
      for (const chunk of compilation.chunks) {
        const label = chunk.name ?? String(chunk.id);
        for (const file of chunk.files) chunkOfFile.set(file, label);
        const byOwner = new Map();
        const add = (module) => {
          if (module.modules) return module.modules.forEach(add); // a concatenated module
          const resource = module.resource ?? module.identifier();
          const file = resource.split('!').pop().split('?')[0];
          const owner = ownerOf(file, context);
          byOwner.set(owner, (byOwner.get(owner) ?? 0) + module.size());
        };
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
        chunks.push({
          chunk: label,
          files: [...chunk.files].filter((f) => f.endsWith('.js')),
          initial: chunk.canBeInitial(),
          sourceBytes: [...byOwner.values()].reduce((s, n) => s + n, 0),
          largest: [...byOwner]
            .sort((a, b) => b[1] - a[1])
            .slice(0, TOP_ENTRIES)
            .map(([name, bytes]) => ({ name, bytes })),
        });
      }
      const assets = readdirSync(outDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => {
          const buffer = readFileSync(path.join(outDir, file));
          return {
            file,
            bytes: buffer.length,
            brotli: brotliSize(buffer),
            chunk: chunkOfFile.get(file) ?? '',
          };
        })
        .sort((a, b) => b.brotli - a.brotli);
      const report = {
        totalJsBytes: assets.reduce((s, a) => s + a.bytes, 0),
        totalJsBrotli: assets.reduce((s, a) => s + a.brotli, 0),
        assets,
        chunks: chunks.sort((a, b) => b.sourceBytes - a.sourceBytes),
      };
      writeFileSync(path.join(outDir, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    });
  }
}

module.exports = { BundleReportPlugin };
