import type { REMOTE_FAILURE_STAGES } from '@site/shared/schemas';

/**
 * Where loading a remote failed; reported to telemetry (the server validates the same list) and
 * used to pick the fallback text. Type-only import: zod stays out of the shell's bundle.
 */
export type RemoteFailureStage = (typeof REMOTE_FAILURE_STAGES)[number];

export class RemoteLoadError extends Error {
  readonly stage: RemoteFailureStage;
  readonly url: string;

  constructor(stage: RemoteFailureStage, message: string, url = '') {
    super(message);
    this.name = 'RemoteLoadError';
    this.stage = stage;
    this.url = url;
  }
}

/**
 * Classifies an error thrown by the MF runtime. The runtime wraps failures in coded messages:
 * RUNTIME-003 (mf-manifest.json fetch failed), RUNTIME-008 / ScriptNetworkError (remoteEntry.js
 * did not load), ScriptExecutionError (it loaded but threw).
 */
export function stageOfRuntimeError(error: unknown): RemoteFailureStage {
  const message = error instanceof Error ? error.message : String(error);
  if (/RUNTIME[-_]003|RUNTIME[-_]013|manifest/i.test(message)) return 'manifest';
  if (/RUNTIME[-_]008|ScriptNetworkError|ScriptExecutionError|remoteEntry/i.test(message)) return 'entry';
  if (/timed out|timeout|aborted/i.test(message)) return 'timeout';
  return 'module';
}
