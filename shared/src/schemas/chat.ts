import { z } from 'zod';
import { bigRowId, bigRowIdParam, queryInt, text } from './common-fields';
import { lazySchema } from './lazy-schema';

/**
 * The chat room (docs/chat.md): rooms per language plus a VIP room, messages delivered live over Server-Sent
 * Events, written with POST. Shared by the server (validation) and the shell's chat widget (parsing).
 */

/** Room ids: a language code of the picker (`en`, `zh-CN`) or `vip`. */
export const chatRoomIdSchema = lazySchema(() =>
  z.string().regex(/^(vip|[a-z]{2}(-[A-Z]{2})?)$/, 'Unknown room'),
);
export type ChatRoomId = z.infer<typeof chatRoomIdSchema>;

/** Why a member may not write (null: may write). Codes of the error catalogue; the widget translates them. */
export const chatWriteBlockSchema = lazySchema(() =>
  z
    .enum(['NOT_LOGGED_IN', 'CHAT_WRITE_NOT_ALLOWED', 'CHAT_MUTED', 'CHAT_BANNED', 'CHAT_ROOM_VIP_ONLY'])
    .nullable(),
);
export type ChatWriteBlock = z.infer<typeof chatWriteBlockSchema>;

export const chatRoomSchema = lazySchema(() =>
  z.object({
    id: chatRoomIdSchema,
    kind: z.enum(['language', 'vip']),
    /** The room's language (the VIP room's is null: anyone's). */
    language: z.string().nullable(),
    slowModeSeconds: z.number().int().min(0),
    lastId: z.number().int().min(0),
  }),
);
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatRoomsSchema = lazySchema(() =>
  z.object({
    rooms: z.array(chatRoomSchema),
    /** Whether the caller may write, and if not why, with the end of a mute/ban. */
    writeBlock: chatWriteBlockSchema,
    blockedUntil: z.string().nullable(),
    /** The member's own author key (their messages get no report/mute actions); null for visitors. */
    authorKey: z.string().nullable(),
    /** Authors the member muted for themselves (their messages are hidden in the widget). */
    mutedAuthors: z.array(z.string()),
  }),
);
export type ChatRooms = z.infer<typeof chatRoomsSchema>;

export const chatWinCardSchema = lazySchema(() =>
  z.object({
    gameName: z.string(),
    stake: z.number(),
    win: z.number(),
    multiplier: z.number(),
    currency: z.string(),
  }),
);
export type ChatWinCard = z.infer<typeof chatWinCardSchema>;

export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    room: chatRoomIdSchema,
    kind: z.enum(['text', 'win', 'news']),
    /** An opaque stable key of the author (for muting them), never the member id; null for staff news. */
    authorKey: z.string().nullable(),
    authorName: z.string(),
    authorRank: z.number().int().min(0),
    /** null once staff deleted it (the widget shows a tombstone). */
    text: z.string().nullable(),
    win: chatWinCardSchema.nullable(),
    deleted: z.boolean(),
    at: z.string(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistorySchema = lazySchema(() => z.object({ messages: z.array(chatMessageSchema) }));
export type ChatHistory = z.infer<typeof chatHistorySchema>;

export const chatHistoryQuerySchema = lazySchema(() =>
  z.object({ sinceId: queryInt(0, Number.MAX_SAFE_INTEGER).optional() }).strict(),
);
export const chatUnreadQuerySchema = lazySchema(() =>
  z.object({ afterId: queryInt(0, Number.MAX_SAFE_INTEGER) }).strict(),
);
export const chatUnreadSchema = lazySchema(() =>
  z.object({ count: z.number().int().min(0), lastId: z.number().int().min(0) }),
);

export const CHAT_MAX_LENGTH = 300;
export const postChatMessageSchema = lazySchema(() =>
  z.object({ text: text().trim().min(1, 'Write a message').max(CHAT_MAX_LENGTH) }).strict(),
);
export const shareChatWinSchema = lazySchema(() => z.object({ betId: bigRowId() }).strict());
export const reportChatMessageSchema = lazySchema(() =>
  z.object({ reason: z.enum(['spam', 'abuse', 'scam', 'other']) }).strict(),
);
export const chatMessageIdParams = lazySchema(() => z.object({ id: bigRowIdParam() }).strict());
export const chatRoomParams = lazySchema(() => z.object({ room: chatRoomIdSchema }).strict());
export const muteAuthorSchema = lazySchema(() =>
  z.object({ authorKey: z.string().regex(/^[a-f0-9]{16}$/) }).strict(),
);

/** A member's own big wins they may share as a card. */
export const shareableWinSchema = lazySchema(() =>
  z.object({
    betId: z.number().int().positive(),
    gameName: z.string(),
    stake: z.number(),
    win: z.number(),
    currency: z.string(),
    at: z.string(),
  }),
);
export const shareableWinsSchema = lazySchema(() => z.object({ wins: z.array(shareableWinSchema) }));
export type ShareableWin = z.infer<typeof shareableWinSchema>;

// --- moderation (/wps/admin/chat, docs/chat.md "Moderation") ----------------------------------------------------

export const chatSanctionRequestSchema = lazySchema(() =>
  z
    .object({
      account: text().trim().min(1).max(64),
      kind: z.enum(['mute', 'ban']),
      /** 1 minute to 30 days. */
      minutes: z
        .number()
        .int()
        .min(1)
        .max(30 * 24 * 60),
      reason: text().trim().min(1).max(200),
    })
    .strict(),
);
export const chatSanctionSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive(),
    account: z.string(),
    kind: z.enum(['mute', 'ban']),
    until: z.string(),
    reason: z.string(),
    by: z.string(),
  }),
);
export const chatSanctionListSchema = lazySchema(() => z.object({ sanctions: z.array(chatSanctionSchema) }));
export const chatSanctionIdParams = lazySchema(() => z.object({ id: queryInt(1, 2_147_483_647) }).strict());
export const chatDeleteRequestSchema = lazySchema(() =>
  z.object({ reason: text().trim().min(1).max(200) }).strict(),
);
export const chatSlowModeRequestSchema = lazySchema(() =>
  z
    .object({
      slowModeSeconds: z.number().int().min(0).max(600),
      /** Kept in the audit row; optional so older callers keep working (the back office always sends one). */
      reason: text().trim().min(1).max(200).optional(),
    })
    .strict(),
);
export const chatReportSchema = lazySchema(() =>
  z.object({
    messageId: z.number().int().positive(),
    room: chatRoomIdSchema,
    text: z.string().nullable(),
    authorAccount: z.string().nullable(),
    /** The name the room shows for the author (the nickname at the time of writing). */
    authorName: z.string(),
    reports: z.number().int().positive(),
    /** Accounts of the members who reported it, first reporter first. */
    reporters: z.array(z.string()),
    reasons: z.array(z.string()),
    lastAt: z.string(),
    deleted: z.boolean(),
  }),
);
export const chatReportListSchema = lazySchema(() => z.object({ reports: z.array(chatReportSchema) }));
export const chatOkSchema = lazySchema(() => z.object({ done: z.literal(true) }));
