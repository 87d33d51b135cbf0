import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contentTranslationResultSchema } from '@site/shared/schemas';
import type { ContentTranslationInput } from '@site/shared/schemas/operator';

export interface ContentTranslationCall {
  kind: 'banner' | 'announcement';
  id: number;
  language: string;
  text: ContentTranslationInput;
}

/**
 * `PUT /wps/admin/content/:kind/:id/translations/:language` (`content.manage`; audited `content.translate`): one
 * language's title (and an announcement's HTML body, sanitised by the server). Banners and notices both use it, so it
 * lives here; `invalidates` is the list of the feature that shows the item.
 */
export const putContentTranslation = ({ kind, id, language, text }: ContentTranslationCall) =>
  fetchParsed(contentTranslationResultSchema, {
    method: 'PUT',
    url: `/wps/admin/content/${kind}/${id}/translations/${encodeURIComponent(language)}`,
    data: text,
  });
export const usePutContentTranslation = (invalidates: QueryKey) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putContentTranslation,
    onSuccess: () => void client.invalidateQueries({ queryKey: invalidates }),
  });
};
