import fs from 'node:fs/promises';
import path from 'node:path';
import { GUARDED_SINGLETONS } from './release-apps';

/**
 * The shared modules an app declares, name → version, read from the `shared` array MF 2.x
 * writes into mf-manifest.json (`{ name, version, requiredVersion, singleton, ... }`).
 * `version` is the version bundled as fallback; when the build could not resolve it MF leaves
 * it empty, so the required range stands in.
 */
export async function readDeclaredShared(buildDir: string): Promise<Record<string, string>> {
  let raw: string;
  try {
    raw = await fs.readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8');
  } catch {
    return {};
  }
  const manifest = JSON.parse(raw) as { shared?: unknown };
  const shared: Record<string, string> = {};
  if (!Array.isArray(manifest.shared)) return shared;
  for (const item of manifest.shared as Array<Record<string, unknown>>) {
    const name = typeof item.name === 'string' ? item.name : null;
    const version = typeof item.version === 'string' && item.version ? item.version : item.requiredVersion;
    if (name && typeof version === 'string' && version) shared[name] = version;
  }
  return shared;
}

/** Major of `19.3.1`, `^19.0.0`, `~7.8`, `>=5.1.0 <6`; null when none can be read. */
export function majorOf(version: string): number | null {
  const match = /(\d+)(?:\.\d+)?/.exec(version);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export interface Incompatibility {
  name: string;
  candidate: string;
  live: string;
}

/**
 * The rule: two builds can share a page when every guarded singleton both declare has the
 * same major. A singleton only one side declares is not a conflict (that side bundles it).
 */
export function findIncompatibilities(
  candidate: Record<string, string>,
  live: Record<string, string>,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const name of GUARDED_SINGLETONS) {
    const mine = candidate[name];
    const theirs = live[name];
    if (mine === undefined || theirs === undefined) continue;
    const a = majorOf(mine);
    const b = majorOf(theirs);
    if (a !== null && b !== null && a !== b) problems.push({ name, candidate: mine, live: theirs });
  }
  return problems;
}

export function describeIncompatibilities(
  candidateLabel: string,
  liveLabel: string,
  problems: Incompatibility[],
): string {
  const lines = problems.map((p) => `  ${p.name}: ${candidateLabel} has ${p.candidate}, ${liveLabel} has ${p.live}`);
  return [
    `Refusing ${candidateLabel}: its shared singletons have a different major version than ${liveLabel}.`,
    ...lines,
    'Two majors of a singleton cannot share one page. Rebuild against the versions in the pnpm catalog.',
  ].join('\n');
}
