import { fetchParsed } from '@site/shared';
import { canaryResultSchema } from '@site/shared/schemas/operator';
import { useReleaseMutation } from './use-release-mutation';

/** Serves `version` to `percent` % of browsers (sticky per browser); 0 ends the canary. */
export const setCanary = (input: { app: string; version: string; percent: number }) =>
  fetchParsed(canaryResultSchema, {
    method: 'POST',
    url: `/wps/releases/apps/${input.app}/canary`,
    data: { version: input.version, percent: input.percent },
  });
export const useSetCanary = () => useReleaseMutation(setCanary);
