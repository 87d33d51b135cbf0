import { z } from 'zod';

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
export const remoteErrorReportSchema = z
  .object({
    remote: z.string().min(1).max(64),
    version: z.string().max(64),
    stage: z.enum(REMOTE_FAILURE_STAGES),
    message: z.string().max(500),
    url: z.string().max(2048),
  })
  .strict();

export type RemoteErrorReportBody = z.infer<typeof remoteErrorReportSchema>;
