import { apiGet } from '@site/shared';
import { announcementSchema, type Announcement } from '@site/shared/schemas';
import { z } from 'zod';

const pageSchema = z.object({ list: z.array(announcementSchema), page: z.number(), totalPages: z.number(), total: z.number() });
export type AnnouncementPage = z.infer<typeof pageSchema>;
export type { Announcement };

/** GET /wps/announcements: the server returns the member list for a logged-in token, else the public list. */
export async function getAnnouncements(category: 'notice' | 'popup', page = 1, pageSize = 9): Promise<AnnouncementPage> {
  return pageSchema.parse(await apiGet<unknown>('/wps/announcements', { params: { category, page, pageSize } }));
}
