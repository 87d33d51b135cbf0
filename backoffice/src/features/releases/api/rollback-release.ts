import { fetchParsed } from '@site/shared';
import { pointerResultSchema } from '@site/shared/schemas/operator';
import { useReleaseMutation } from './use-release-mutation';

/** Ends a running canary first; otherwise returns the app to the version before (or to `to`). */
export const rollbackRelease = (input: { app: string; to?: string }) =>
  fetchParsed(pointerResultSchema, {
    method: 'POST',
    url: `/wps/releases/apps/${input.app}/rollback`,
    data: input.to ? { to: input.to } : {},
  });
export const useRollbackRelease = () => useReleaseMutation(rollbackRelease);
