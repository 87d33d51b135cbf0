import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * The release service's HTTP API (`/wps/releases/...`, docs/adr/010-release-service.md): a team's CI uploads the
 * files of a build by content (sha256), registers the version, and starts a canary; ops promote and roll back.
 */
const sha256 = lazySchema(() => z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase hex sha256'));
/** Versions become URL segments and cache folder names: a safe, traversal-free alphabet. */
export const releaseVersionSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/)
    .refine((v) => !v.includes('..'), 'no ".."'),
);
/** A path inside a build: relative, `/`-separated, no `..`, no hidden segment. */
const buildPath = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_@~+.,=-][A-Za-z0-9_@~+.,=/-]*$/)
    .refine(
      (p) => !p.split('/').some((s) => s === '' || s === '..' || s.startsWith('.')),
      'no empty, ".." or hidden segment',
    ),
);

export const releaseFileSchema = lazySchema(() =>
  z.object({ path: buildPath, sha256, size: z.number().int().min(0).max(50_000_000) }).strict(),
);

export const blobQuerySchema = lazySchema(() => z.object({ sha256: z.array(sha256).max(5000) }).strict());
export const blobMissingSchema = lazySchema(() => z.object({ missing: z.array(z.string()) }));
export const blobStoredSchema = lazySchema(() =>
  z.object({ sha256: z.string(), size: z.number().int(), stored: z.boolean() }),
);

export const registerVersionSchema = lazySchema(() =>
  z
    .object({
      version: releaseVersionSchema.optional(),
      commit: z.string().max(64).optional(),
      files: z.array(releaseFileSchema).min(1).max(5000),
      /** Make it live at once (ops only). */
      promote: z.boolean().default(false),
      force: z.boolean().default(false),
    })
    .strict(),
);

export const versionResultSchema = lazySchema(() =>
  z.object({
    app: z.string(),
    version: z.string(),
    commit: z.string(),
    /** false: this version was already stored with exactly this content (a retry): nothing changed. */
    created: z.boolean(),
    promoted: z.boolean(),
    previousVersion: z.string().nullable(),
  }),
);

export const promoteRequestSchema = lazySchema(() =>
  z.object({ version: releaseVersionSchema, force: z.boolean().default(false) }).strict(),
);
export const rollbackRequestSchema = lazySchema(() =>
  z.object({ to: releaseVersionSchema.optional(), force: z.boolean().default(false) }).strict(),
);
export const canaryRequestSchema = lazySchema(() =>
  z
    .object({
      version: releaseVersionSchema,
      percent: z.number().int().min(0).max(100),
      force: z.boolean().default(false),
    })
    .strict(),
);

export const pointerResultSchema = lazySchema(() =>
  z.object({
    app: z.string(),
    version: z.string(),
    previousVersion: z.string().nullable(),
  }),
);
export const canaryResultSchema = lazySchema(() =>
  z.object({
    app: z.string(),
    live: z.string().nullable(),
    canary: z.string().nullable(),
    percent: z.number().int(),
  }),
);

export const releaseActionSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    by: z.string(),
    action: z.string(),
    version: z.string(),
    previousVersion: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  }),
);

export const appReleaseStatusSchema = lazySchema(() =>
  z.object({
    app: z.string(),
    live: z.string().nullable(),
    liveSince: z.string().nullable(),
    canary: z.string().nullable(),
    canaryPercent: z.number().int(),
    canarySince: z.string().nullable(),
    /** Failures / (mounts + failures) over the last hour; null without a sample. */
    liveFailureRate: z.number().nullable(),
    canaryFailureRate: z.number().nullable(),
    published: z.array(z.string()),
    lastActions: z.array(releaseActionSchema),
  }),
);
export const releaseStatusSchema = lazySchema(() => z.array(appReleaseStatusSchema));

export const previewLinkSchema = lazySchema(() => z.object({ url: z.string(), expiresAt: z.string() }));
export const previewRequestSchema = lazySchema(() => z.object({ version: releaseVersionSchema }).strict());

export type RegisterVersionBody = z.infer<typeof registerVersionSchema>;
export type ReleaseFile = z.infer<typeof releaseFileSchema>;
export type AppReleaseStatus = z.infer<typeof appReleaseStatusSchema>;
