import { GUARDED_SINGLETONS } from './release-apps';

/**
 * The shared modules an app declares, name → version, read from the `shared` array MF 2.x
 * writes into mf-manifest.json (`{ name, version, requiredVersion, singleton, ... }`).
 * `version` is the version bundled as fallback; when the build could not resolve it MF leaves
 * it empty, so the required range stands in.
 */
export function declaredSharedOf(manifest: unknown): Record<string, string> {
  const shared: Record<string, string> = {};
  const list = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(list)) return shared;
  for (const item of list as Array<Record<string, unknown>>) {
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

export function describeContractMismatch(candidateLabel: string, needs: string, liveLabel: string, has: string): string {
  return [
    `Refusing ${candidateLabel}: it was built against the @site/shared contract ${needs}, ${liveLabel} provides ${has}.`,
    'Shared code comes from the live shell: publish a shell built from the same @site/shared first, or rebuild.',
  ].join('\n');
}
