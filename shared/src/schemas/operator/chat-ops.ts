import { z } from 'zod';
import { text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's chat moderation screen (docs/chat.md "Moderation", docs/back-office.md "Running the site"):
 * the rooms with their slow mode; the other calls' schemas are in ../chat.ts beside the member's.
 */
export const chatAdminRoomSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['language', 'vip']),
    slowModeSeconds: z.number().int(),
    /** Messages of the last 24 hours. */
    messages24h: z.number().int(),
  }),
);
export const chatAdminRoomListSchema = lazySchema(() => z.object({ rooms: z.array(chatAdminRoomSchema) }));
export type ChatAdminRoom = z.infer<typeof chatAdminRoomSchema>;

/** POST /wps/admin/chat/sanctions/:id/lift — the reason is optional (older callers send no body). */
export const chatLiftRequestSchema = lazySchema(() =>
  z
    .object({ reason: text().trim().min(1).max(200).optional() })
    .strict()
    .default({}),
);
