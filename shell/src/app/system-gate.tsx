import type { ReactNode } from 'react';
import { SYSTEM_STATUS } from '@site/shared/schemas';
import { BlockedPage, MaintenancePage } from '../features/system';
import { useSiteConfig } from '../stores/site-config-store';

/** SPEC §4 system status: 1 replaces the site with the maintenance page, 2 with the blocked page. */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSiteConfig((s) => s.status);
  if (status?.status === SYSTEM_STATUS.maintenance) return <MaintenancePage until={status.maintenanceEnd} />;
  if (status?.status === SYSTEM_STATUS.restricted) return <BlockedPage ip={status.ip} country={status.country} />;
  return <>{children}</>;
}
