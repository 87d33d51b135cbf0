import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { blobQuerySchema, canaryRequestSchema, previewRequestSchema, promoteRequestSchema, registerVersionSchema, rollbackRequestSchema } from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { RELEASE_APPS } from './release-apps';
import { assertMayUpload, assertOps, createReleaseToken, credentialOf, listReleaseTokens, revokeReleaseToken } from './release-auth';
import { ReleaseError } from './release-errors';
import { sha256Of } from './release-files';
import { makePreviewLink } from './release-preview-link';
import { status } from './release-report';
import { pruneVersions } from './release-retention';
import { promote, registerVersion, rollback, setCanary } from './release.service';
import { existingBlobs, insertBlob, readAudit } from './releases.repository';

/** One file of a build: the largest chunk of any app is a few hundred KB; 20 MB leaves room for pictures. */
const BLOB_LIMIT = 20 * 1024 * 1024;
const appParams = z.object({ app: z.enum(RELEASE_APPS as [string, ...string[]]) }).strict();
const blobParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();
const tokenCreateSchema = z.object({ app: z.enum(RELEASE_APPS as [string, ...string[]]), name: z.string().trim().min(1).max(80) }).strict();
const pruneSchema = z.object({ keep: z.number().int().min(1).max(1000).optional() }).strict();
const tokenParams = z.object({ id: z.coerce.number().int().positive() }).strict();

/**
 * The release service over HTTP (docs/adr/010-release-service.md): a team's CI uploads files by content (retry-safe:
 * a stored file is never sent again), registers the version, starts a canary; ops promote and roll back.
 */
export async function releasesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: BLOB_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const ctxOf = (by: string) => ({ db: app.db, repoRoot: app.config.repoRoot, by });

  app.post('/wps/releases/blobs/missing', { schema: { body: blobQuerySchema } }, async (request) => {
    await credentialOf(app, request);
    const present = await existingBlobs(app.db, request.body.sha256);
    return ok({ missing: [...new Set(request.body.sha256.filter((h) => !present.has(h)))] });
  });

  app.put('/wps/releases/blobs/:sha256', { schema: { params: blobParams }, bodyLimit: BLOB_LIMIT }, async (request) => {
    await credentialOf(app, request);
    const body = request.body;
    if (!Buffer.isBuffer(body)) {
      throw new ReleaseError('Send the file as application/octet-stream', 415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
    }
    if (sha256Of(body) !== request.params.sha256) {
      throw new ReleaseError('The content does not have the sha256 named in the address', 400, ERROR_CODES.VALIDATION_FAILED);
    }
    const stored = await insertBlob(app.db, request.params.sha256, body);
    return ok({ sha256: request.params.sha256, size: body.length, stored });
  });

  app.post('/wps/releases/apps/:app/versions', { schema: { params: appParams, body: registerVersionSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertMayUpload(credential, request.params.app);
    if (request.body.promote) assertOps(credential, 'Publishing live for everyone');
    if (request.body.force) assertOps(credential, 'Overriding the compatibility rules');
    const { files, version, commit, promote: promoteIt, force } = request.body;
    const result = await registerVersion(ctxOf(credential.by), request.params.app, {
      files,
      promote: promoteIt,
      force,
      ...(version ? { version } : {}),
      ...(commit ? { commit } : {}),
    });
    return ok(result);
  });

  app.post('/wps/releases/apps/:app/promote', { schema: { params: appParams, body: promoteRequestSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertOps(credential, 'Promoting to everyone');
    return ok(await promote(ctxOf(credential.by), request.params.app, request.body.version, request.body.force));
  });

  app.post('/wps/releases/apps/:app/rollback', { schema: { params: appParams, body: rollbackRequestSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertOps(credential, 'Rolling back');
    return ok(await rollback(ctxOf(credential.by), request.params.app, request.body.to, request.body.force));
  });

  app.post('/wps/releases/apps/:app/canary', { schema: { params: appParams, body: canaryRequestSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertMayUpload(credential, request.params.app);
    const { version, percent, force } = request.body;
    // 100 % is a promotion in all but name: ops only, as is overriding the rules.
    if (percent === 100) assertOps(credential, 'A canary at 100 %');
    if (force) assertOps(credential, 'Overriding the compatibility rules');
    return ok(await setCanary(ctxOf(credential.by), request.params.app, version, percent, { force }));
  });

  app.post('/wps/releases/apps/:app/preview', { schema: { params: appParams, body: previewRequestSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertMayUpload(credential, request.params.app);
    return ok(await makePreviewLink(app, request, request.params.app, request.body.version));
  });

  app.get('/wps/releases/status', async (request) => {
    await credentialOf(app, request);
    return ok(await status(ctxOf('status')));
  });

  // The back office's release history (docs/back-office.md "Releases"): every pointer move of one app, newest first.
  app.get('/wps/releases/apps/:app/history', { schema: { params: appParams } }, async (request) => {
    await credentialOf(app, request);
    const rows = (await readAudit(app.db, request.params.app)).reverse().slice(0, 200);
    return ok(
      rows.map((a) => ({
        at: new Date(a.at).toISOString(),
        by: a.by,
        action: a.action,
        version: a.version,
        previousVersion: a.previous_version,
        details: a.details,
      })),
    );
  });

  app.post('/wps/releases/prune', { schema: { body: pruneSchema } }, async (request) => {
    const credential = await credentialOf(app, request);
    assertOps(credential, 'Pruning versions');
    const pruned = await pruneVersions(ctxOf(credential.by), request.body.keep ?? app.config.RELEASE_KEEP);
    for (const { app: name, version } of pruned) await app.releases.cache.evict(name, version);
    return ok({ pruned });
  });

  app.get('/wps/releases/tokens', async (request) => {
    assertOps(await credentialOf(app, request), 'Listing release tokens');
    return ok(await listReleaseTokens(app.db));
  });
  app.post('/wps/releases/tokens', { schema: { body: tokenCreateSchema } }, async (request) => {
    assertOps(await credentialOf(app, request), 'Creating a release token');
    return ok(await createReleaseToken(app.db, request.body.app, request.body.name));
  });
  app.delete('/wps/releases/tokens/:id', { schema: { params: tokenParams } }, async (request) => {
    assertOps(await credentialOf(app, request), 'Revoking a release token');
    await revokeReleaseToken(app.db, request.params.id);
    return ok(null);
  });
}
