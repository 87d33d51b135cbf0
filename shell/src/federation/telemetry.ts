import type { RemoteFailureStage } from './remote-load-error';

export interface RemoteErrorReport {
  remote: string;
  version: string;
  stage: RemoteFailureStage;
  message: string;
  url: string;
}

const MAX_MESSAGE_LENGTH = 500;

/**
 * Fire-and-forget report so ops see which remote version fails. `keepalive` lets it finish even
 * when the user navigates away; a failing telemetry call must never surface to the user.
 */
export function reportRemoteError(telemetryUrl: string, report: RemoteErrorReport): void {
  const body = JSON.stringify({ ...report, message: report.message.slice(0, MAX_MESSAGE_LENGTH) });
  try {
    void fetch(telemetryUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. blocked by policy): nothing to do.
  }
}
