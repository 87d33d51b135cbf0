import { queryOptions } from '@tanstack/react-query';
import { getWhitelabel, whitelabelQuery } from '@site/shared';
import type { Whitelabel } from '@site/shared/schemas';

/** The whitelabel answer (the shell's start-up reads the same query entry). */
export function fetchWhitelabel(): Promise<Whitelabel> {
  return getWhitelabel();
}

/** The shell's whitelabel entry, through this remote's API module; home reads its download links. */
export const whitelabelEntryQuery = () =>
  queryOptions({ ...whitelabelQuery(), queryFn: () => fetchWhitelabel() });
