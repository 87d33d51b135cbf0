import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository root, for tests that read every app's sources. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Test code: jest files and test-utils folders (what ships is everything else). */
export const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /[/\\]test-utils[/\\]/.test(file);

/** Every .ts/.tsx file under `dir`, tests included. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}
