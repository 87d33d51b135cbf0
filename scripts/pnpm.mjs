// Runs the pinned pnpm through npx: corepack fails signature checks against this registry,
// and a fresh machine has only Node and npm.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
