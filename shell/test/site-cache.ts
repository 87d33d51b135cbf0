import { getQueryClient, whitelabelQuery } from '@site/shared';
import type { MemberInfo, RegisterSettings, SystemStatus, Whitelabel } from '@site/shared/schemas';
import { memberInfoQuery } from '../src/api/get-member-info';
import { registerSettingsQuery } from '../src/api/get-register-settings';
import { systemStatusQuery } from '../src/features/system';

type Seed<T> = T | null | undefined;

function put<T>(queryKey: readonly unknown[], value: Seed<T>): void {
  if (value === undefined) return;
  // null: as before the call answered (no entry), so a mounted hook fetches like on a fresh page.
  if (value === null) getQueryClient().removeQueries({ queryKey, exact: true });
  else getQueryClient().setQueryData(queryKey, value);
}

/** Puts the site's start-up answers into the page's query cache, as the shell's start-up would have. */
export function seedSiteConfig(seed: {
  whitelabel?: Seed<Whitelabel>;
  status?: Seed<SystemStatus>;
  registerSettings?: Seed<RegisterSettings>;
}): void {
  put(whitelabelQuery().queryKey, seed.whitelabel);
  put(systemStatusQuery().queryKey, seed.status);
  put(registerSettingsQuery().queryKey, seed.registerSettings);
}

export function seedMemberInfo(info: MemberInfo): void {
  getQueryClient().setQueryData(memberInfoQuery().queryKey, info);
}

export function cachedMemberInfo(): MemberInfo | undefined {
  return getQueryClient().getQueryData(memberInfoQuery().queryKey);
}
