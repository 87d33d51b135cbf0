import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { ReleaseError } from './release-errors';
import { findActiveToken, insertToken, listTokens, revokeToken } from './releases.repository';

/**
 * Who may do what in the release API (docs/adr/010-release-service.md "Credentials"): a team token uploads and
 * canaries its own app only; promoting to everyone and rolling back are ops actions.
 */
export type ReleaseCredential = { kind: 'ops'; by: string } | { kind: 'team'; app: string; by: string };

/**
 * THE ops check of the release service, in one place: a staff member whose role has `releases.manage` (owner,
 * release-manager; docs/back-office.md), or the automation credential (`x-admin-token`, which has every permission).
 * Returns the audit identity, or null when the request is not ops.
 */
export async function releaseOpsActor(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const staff = await app.findStaff(request);
  if (!staff || !staff.permissions.includes('releases.manage')) return null;
  return staff.id === null ? staff.account : `staff:${staff.account}`;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function credentialOf(app: FastifyInstance, request: FastifyRequest): Promise<ReleaseCredential> {
  const ops = await releaseOpsActor(app, request);
  if (ops) return { kind: 'ops', by: ops };
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const row = token ? await findActiveToken(app.db, hashToken(token)) : undefined;
  if (!row) throw new ReleaseError('A release token (Authorization: Bearer) or the ops credential is required', 401, ERROR_CODES.RELEASE_UNAUTHORIZED);
  return { kind: 'team', app: row.app, by: `team:${row.name}` };
}

/** `app`'s own team token, or ops. */
export function assertMayUpload(credential: ReleaseCredential, app: string): void {
  if (credential.kind === 'team' && credential.app !== app) {
    throw new ReleaseError(`This token is for ${credential.app}, not ${app}`, 403, ERROR_CODES.RELEASE_FORBIDDEN);
  }
}

export function assertOps(credential: ReleaseCredential, what: string): void {
  if (credential.kind !== 'ops') {
    throw new ReleaseError(`${what} needs the ops credential; a team token may upload and run a canary`, 403, ERROR_CODES.RELEASE_FORBIDDEN);
  }
}

/** A new team token: returned once, only its hash is stored. */
export async function createReleaseToken(db: Db, app: string, name: string) {
  const token = `rt_${randomBytes(24).toString('base64url')}`;
  const row = await insertToken(db, app, name, hashToken(token));
  return { id: row.id, app: row.app, name: row.name, token };
}

export async function listReleaseTokens(db: Db) {
  return (await listTokens(db)).map((t) => ({
    id: t.id,
    app: t.app,
    name: t.name,
    createdAt: new Date(t.created_at).toISOString(),
    revokedAt: t.revoked_at ? new Date(t.revoked_at).toISOString() : null,
  }));
}

export async function revokeReleaseToken(db: Db, id: number): Promise<void> {
  if (!(await revokeToken(db, id, new Date()))) {
    throw new ReleaseError(`No active release token ${id}`, 404, ERROR_CODES.RELEASE_NOT_FOUND);
  }
}
