import { z } from 'zod';
import { text } from './common-fields';
import { lazySchema } from './lazy-schema';

/** Where a remote failed to load or render (the shell's RemoteFailureStage). */
export const REMOTE_FAILURE_STAGES = [
  'release-manifest',
  'not-released',
  'manifest',
  'entry',
  'module',
  'timeout',
  'render',
] as const;

/** `POST /wps/telemetry/remote-error`: the shell reports a remote that failed, so ops see which version breaks. */
export const remoteErrorReportSchema = lazySchema(() =>
  z
    .object({
      remote: text().min(1).max(64),
      version: text().max(64),
      stage: z.enum(REMOTE_FAILURE_STAGES),
      message: text().max(500),
      url: text().max(2048),
    })
    .strict(),
);

export type RemoteErrorReportBody = z.infer<typeof remoteErrorReportSchema>;

/**
 * `POST /wps/telemetry/mounts`: the remotes this page mounted, each once, batched (the shell's mount-counter.ts):
 * the release service's failure rate per version is failures / (mounts + failures).
 */
export const mountReportSchema = lazySchema(() =>
  z
    .object({
      mounts: z
        .array(z.object({ remote: text().min(1).max(64), version: text().min(1).max(64) }).strict())
        .min(1)
        .max(20),
    })
    .strict(),
);
