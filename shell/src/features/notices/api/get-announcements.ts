import { queryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@site/shared';
import { announcementSchema, type Announcement } from '@site/shared/schemas';
import { z } from 'zod';

const pageSchema = z.object({
  list: z.array(announcementSchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type AnnouncementPage = z.infer<typeof pageSchema>;
export type { Announcement };

/** GET /wps/announcements: the server returns the member list for a logged-in token, else the public list. */
export async function getAnnouncements(
  category: 'notice' | 'popup',
  page = 1,
  pageSize = 9,
): Promise<AnnouncementPage> {
  return pageSchema.parse(
    await apiGet<unknown>('/wps/announcements', { params: { category, page, pageSize } }),
  );
}

/**
 * One page of announcements as the viewer sees them: a member gets the member list too, and the texts come in the
 * site language (the API client sends it; the server falls back to the default language, docs/i18n.md "Operator
 * content"), so both are part of the key and a login or a language change loads the page again.
 */
export const announcementsQuery = (
  category: 'notice' | 'popup',
  page: number,
  pageSize: number,
  viewer: 'member' | 'visitor',
  language: string,
) =>
  queryOptions({
    queryKey: queryKeys.site('announcements', category, page, pageSize, viewer, language),
    queryFn: () => getAnnouncements(category, page, pageSize),
    staleTime: 60_000,
  });
