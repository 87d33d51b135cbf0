import { useQuery } from '@tanstack/react-query';
import type { RegisterSettings } from '@site/shared/schemas';
import { registerSettingsQuery } from '../../../api/get-register-settings';
import { regionsQuery, type Region } from '../api/get-regions';

const NO_REGIONS: Region[] = [];

/** Register rules and the regions list for a register form; a failed regions call leaves the list empty. */
export function useRegisterSetup(): {
  settings: RegisterSettings | null;
  regions: Region[];
  failed: boolean;
} {
  const settings = useQuery(registerSettingsQuery());
  const regions = useQuery(regionsQuery());
  return { settings: settings.data ?? null, regions: regions.data ?? NO_REGIONS, failed: settings.isError };
}
