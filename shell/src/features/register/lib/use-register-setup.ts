import { useEffect, useState } from 'react';
import type { RegisterSettings } from '@site/shared/schemas';
import { getRegisterSettings } from '../../../api/get-register-settings';
import { useSiteConfig } from '../../../stores/site-config-store';
import { getRegions, type Region } from '../api/get-regions';

/** Register rules (cached in the site-config store) and the regions list, loaded when a register form mounts. */
export function useRegisterSetup(): { settings: RegisterSettings | null; regions: Region[]; failed: boolean } {
  const settings = useSiteConfig((s) => s.registerSettings);
  const [regions, setRegions] = useState<Region[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!useSiteConfig.getState().registerSettings) {
      getRegisterSettings()
        .then((r) => useSiteConfig.getState().setRegisterSettings(r))
        .catch(() => setFailed(true));
    }
    getRegions()
      .then(setRegions)
      .catch(() => setRegions([]));
  }, []);
  return { settings, regions, failed };
}
