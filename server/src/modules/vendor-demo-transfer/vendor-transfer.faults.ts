/**
 * Test hook of the demo transfer-wallet vendor (dev/test only: set through `POST /wps/dev/vendor-demo-transfer/faults`,
 * which exists only when `config.devMode`, like every `/wps/dev/*` route). It makes the next `times` calls of the
 * chosen actions misbehave as a real vendor can:
 * - `refuse`: a definite refusal (recorded by the vendor as refused, reason MAINTENANCE);
 * - `fail-before`: answers 503 after `delayMs` without doing anything (with a delay past the platform's timeout:
 *   a timeout where nothing happened);
 * - `fail-after`: does the move, then answers 503 after `delayMs` (a timeout or 5xx where the money did move).
 */
export const FAULT_MODES = ['none', 'refuse', 'fail-before', 'fail-after'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export const VENDOR_ACTIONS = ['deposit', 'withdraw', 'balance', 'query'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];

export interface FaultSetting {
  mode: FaultMode;
  times: number;
  delayMs: number;
  actions: VendorAction[];
}

export class VendorFaults {
  private setting: FaultSetting = { mode: 'none', times: 0, delayMs: 0, actions: [] };

  set(setting: FaultSetting): void {
    this.setting = { ...setting };
  }

  /** The fault that applies to this call (and uses one of its `times`), if any. */
  take(action: VendorAction): { mode: Exclude<FaultMode, 'none'>; delayMs: number } | null {
    const s = this.setting;
    if (s.mode === 'none' || s.times <= 0 || !s.actions.includes(action)) return null;
    s.times -= 1;
    return { mode: s.mode, delayMs: s.delayMs };
  }
}
