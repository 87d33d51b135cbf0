import { fetchParsed } from '@site/shared';
import { pointerResultSchema } from '@site/shared/schemas/operator';
import { useReleaseMutation } from './use-release-mutation';

/** Makes a published version live for everyone (ends its canary). */
export const promoteRelease = (input: { app: string; version: string }) =>
  fetchParsed(pointerResultSchema, {
    method: 'POST',
    url: `/wps/releases/apps/${input.app}/promote`,
    data: { version: input.version },
  });
export const usePromoteRelease = () => useReleaseMutation(promoteRelease);
