import { useLayoutEffect, type ReactNode } from 'react';
import { removeBootFrame } from '@site/shared/platform';
import { SYSTEM_STATUS } from '@site/shared/schemas';
import { BlockedPage, MaintenancePage, useSystemStatus } from '../features/system';

/** docs/site-rules.md "Flows" system status: 1 replaces the site with the maintenance page, 2 with the blocked page. */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const gated = status?.status === SYSTEM_STATUS.maintenance || status?.status === SYSTEM_STATUS.restricted;
  // The maintenance and blocked pages replace the site: nothing of the first screen's frame may show behind them.
  useLayoutEffect(() => {
    if (gated) removeBootFrame();
  }, [gated]);
  if (status?.status === SYSTEM_STATUS.maintenance) return <MaintenancePage until={status.maintenanceEnd} />;
  if (status?.status === SYSTEM_STATUS.restricted)
    return <BlockedPage ip={status.ip} country={status.country} />;
  return <>{children}</>;
}
