// Reads the pnpm `catalog:` of pnpm-workspace.yaml so shared-singleton ranges come from the one
// place every installed version comes from (no YAML dependency: the catalog is flat `key: value`).
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_FILE = path.resolve(__dirname, '..', '..', 'pnpm-workspace.yaml');

function readCatalog(file = WORKSPACE_FILE) {
  const catalog = {};
  let inCatalog = false;
  for (const rawLine of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = rawLine.replace(/\s+#.*$/, '');
    if (/^\S/.test(line)) {
      inCatalog = line.trim() === 'catalog:';
      continue;
    }
    const match = inCatalog && line.match(/^\s+'?([^':\s]+)'?\s*:\s*(\S+)\s*$/);
    if (match) catalog[match[1]] = match[2];
  }
  return catalog;
}

module.exports = { readCatalog };
