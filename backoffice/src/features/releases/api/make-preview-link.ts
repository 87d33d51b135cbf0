import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { previewLinkSchema } from '@site/shared/schemas/operator';

/** A 24-hour link that shows one unpromoted version to whoever opens it; nothing changes for anyone else. */
export const makePreviewLink = (input: { app: string; version: string }) =>
  fetchParsed(previewLinkSchema, {
    method: 'POST',
    url: `/wps/releases/apps/${input.app}/preview`,
    data: { version: input.version },
  });
export const useMakePreviewLink = () => useMutation({ mutationFn: makePreviewLink });
