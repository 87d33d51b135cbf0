import { z } from 'zod';
import { text, rowId, queryInt } from './common-fields';
import { lazySchema } from './lazy-schema';

/**
 * Games domain contracts shared by the server (`server/src/modules/games`, `seamless-wallet`)
 * and mfe-lobby. Pure zod: no browser code.
 */

export const GAME_TYPES = [
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'INHOUSE',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** docs/product.md "Limits": lobby 42, home search 28, favourites 999, popup list 1000. */
export const GAME_PAGE_SIZES = { lobby: 42, homeSearch: 28, favourites: 999, popup: 1000 } as const;
export const HOT_LIMIT = 20;
export const WINNER_LIMIT = 20;
/** Bingo games are found by classification, not by type or vendor (docs/product.md "Calls" game list rules). */
export const BINGO_CLASSIFY = 'EBINGO';
/** Filters the client maps to an empty gameClassify (docs/product.md "Calls"). */
export const CLIENT_ONLY_CLASSIFY = ['NEW', 'ALL', 'FAV'] as const;

const pageNo = lazySchema(() => queryInt(1, 100000).default(1));
const pageSize = (max: number, fallback: number) => queryInt(1, max).default(fallback);
/** Query params a real lobby sends that the server accepts and ignores (docs/product.md "Calls" "in some contexts"). */
const clientContext = {
  clientType: text().max(40).optional(),
  platform: text().max(60).optional(),
  channel: text().max(40).optional(),
  merchant: text().max(40).optional(),
  merchantCode: text().max(40).optional(),
  minBet: text().max(20).optional(),
  minLineNum: text().max(20).optional(),
  language: text().max(10).optional(),
  imgSize: text().max(10).optional(),
};

export const gameListQuerySchema = lazySchema(() =>
  z
    .object({
      gameType: text().max(20).default(''),
      vassalage: text().max(40).default(''),
      gameClassify: text().max(40).default(''),
      isNew: z.enum(['1', '0', '']).optional(),
      gameName: z
        .string()
        .max(100)
        .default('')
        .transform((s) => s.trim()),
      pageSize: pageSize(1000, GAME_PAGE_SIZES.lobby),
      pageNo,
      ...clientContext,
    })
    .strict(),
);
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const hotGamesQuerySchema = lazySchema(() =>
  z
    .object({
      gameType: text().max(20).default(''),
      vassalage: text().max(40).default(''),
      isPlatform: text().max(4).optional(),
      ...clientContext,
    })
    .strict(),
);

export const popularQuerySchema = lazySchema(() =>
  z.object({ gameType: text().max(20).default(''), limit: queryInt(1, 100).default(HOT_LIMIT) }).strict(),
);

export const favouriteListQuerySchema = lazySchema(() =>
  z
    .object({
      gameType: text().max(20).default(''),
      vendor: text().max(40).default(''),
      pageSize: pageSize(1000, GAME_PAGE_SIZES.favourites),
      pageNo,
      ...clientContext,
    })
    .strict(),
);

export const favouriteChangeSchema = lazySchema(() =>
  z
    .object({
      nodeId: rowId(),
      vendor: text().min(1).max(40),
      gameType: text().min(1).max(20),
    })
    .strict(),
);

export const recentQuerySchema = lazySchema(() =>
  z
    .object({
      vassalage: text().max(40).default(''),
      gameType: text().max(20).default(''),
      pageSize: pageSize(100, GAME_PAGE_SIZES.lobby),
      pageNo,
      ...clientContext,
    })
    .strict(),
);

export const vendorMappingQuerySchema = lazySchema(() => z.object({ ...clientContext }).strict());

export const winnerQuerySchema = lazySchema(() =>
  z
    .object({
      gameCategory: text().max(20).default('ALL'),
      limitNum: queryInt(1, WINNER_LIMIT).default(WINNER_LIMIT),
      language: text().max(10).optional(),
    })
    .strict(),
);

export const popupQuerySchema = lazySchema(() =>
  z
    .object({
      gameType: text().max(20).default(''),
      vassalage: text().max(40).default(''),
      pageNo,
      pageSize: pageSize(1000, GAME_PAGE_SIZES.popup),
      ...clientContext,
    })
    .strict(),
);

/** docs/product.md "Records the site keeps" launch request. Either gameId or roomId (PVP) names the game. */
export const launchRequestSchema = lazySchema(() =>
  z
    .object({
      gameId: text().max(80).optional(),
      roomId: text().max(80).optional(),
      nodeId: rowId().optional(),
      accountType: text().max(40).optional(),
      confirmTrans: z.boolean().optional(),
      vassalage: text().max(40).optional(),
      launchMode: text().max(20).optional(),
      platform: text().max(60).optional(),
      clientType: z.union([text().max(20), z.number()]).optional(),
      username: text().max(60).optional(),
      token: text().max(200).optional(),
      merchantCode: text().max(40).optional(),
      language: text().max(10).optional(),
      /** true asks for trial play (play money); only games with supportPlay 0 allow it. */
      trial: z.boolean().optional(),
    })
    .strict()
    .refine((v) => v.gameId !== undefined || v.roomId !== undefined || v.nodeId !== undefined, {
      message: 'gameId, roomId or nodeId is required',
    }),
);
export type LaunchRequest = z.input<typeof launchRequestSchema>;

export const gameDtoSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    nodeId: z.number(),
    gameName: z.string(),
    nodeName: z.string(),
    displayName: z.string(),
    vassalage: z.string(),
    gameType: z.string(),
    gameClassify: z.string(),
    iconUrl: z.string(),
    icon: z.string(),
    showIcon: z.string(),
    lagerIcon: z.string(),
    supportPlay: z.number(),
    isNew: z.number(),
    type: z.string(),
  }),
);
export type GameDto = z.infer<typeof gameDtoSchema>;

export const gameListResultSchema = lazySchema(() =>
  z.object({ games: z.array(gameDtoSchema), totalPages: z.number() }),
);
export type GameListResult = z.infer<typeof gameListResultSchema>;

export const favouriteListResultSchema = lazySchema(() =>
  z.object({
    content: z.array(gameDtoSchema),
    totalPages: z.number(),
  }),
);
export type FavouriteListResult = z.infer<typeof favouriteListResultSchema>;

export const recentResultSchema = lazySchema(() =>
  z.object({ list: z.array(gameDtoSchema), totalPages: z.number() }),
);
export type RecentResult = z.infer<typeof recentResultSchema>;

export const vendorMappingEntrySchema = lazySchema(() =>
  z.object({
    vassalage: z.string(),
    accountTypeName: z.string(),
    displayName: z.string(),
    maintenance: z.boolean(),
    /** The operator's message while in maintenance (docs/back-office.md "Running the site"). */
    maintenanceMessage: z.string().nullable().optional(),
    isGame: z.string(),
    gameClassify: z.array(z.object({ key: z.string(), displayName: z.string() })),
  }),
);
export type VendorMappingEntry = z.infer<typeof vendorMappingEntrySchema>;
export const vendorMappingSchema = lazySchema(() =>
  z.array(z.object({ gameType: z.string(), vendors: z.array(vendorMappingEntrySchema) })),
);
export type VendorMapping = z.infer<typeof vendorMappingSchema>;

export const winnerEntrySchema = lazySchema(() =>
  z.object({
    vo: z.object({
      customerName: z.string(),
      gameName: z.string(),
      winAmount: z.number(),
      gameId: z.string(),
    }),
  }),
);
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const launchResultSchema = lazySchema(() =>
  z.object({
    game_url: z.string(),
    game_url2: z.string().optional(),
    trial: z.boolean(),
  }),
);
export type LaunchResult = z.infer<typeof launchResultSchema>;

export const pvpRoomSchema = lazySchema(() =>
  z.object({
    roomId: z.string(),
    gameId: z.string(),
    roomName: z.string(),
    vassalage: z.string(),
    minBet: z.number(),
    maxPlayers: z.number(),
    players: z.number(),
  }),
);
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

// --- seamless wallet (vendor → platform callbacks) ------------------------------------

/** Business statuses answered with HTTP 200 (aggregator convention). */
export const SEAMLESS_STATUS = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ALREADY_CANCELLED',
  'ALREADY_SETTLED',
  'BET_CANCELLED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'INVALID_SIGNATURE',
  'BAD_REQUEST',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUS)[number];

/** Amounts travel as decimal strings with at most 2 places so no float rounding reaches the ledger. */
const amount = lazySchema(() =>
  z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount must be a decimal with at most 2 places'),
);

export const seamlessBalanceSchema = lazySchema(() => z.object({ token: text().min(10).max(2000) }).strict());
export const seamlessDebitSchema = lazySchema(() =>
  z
    .object({
      token: text().min(10).max(2000),
      transactionId: text().min(1).max(100),
      roundId: text().min(1).max(100),
      gameId: text().min(1).max(80),
      amount,
      currency: text().length(3),
    })
    .strict(),
);
export const seamlessCreditSchema = lazySchema(() =>
  seamlessDebitSchema.extend({ betTransactionId: text().min(1).max(100) }).strict(),
);
export const seamlessRollbackSchema = lazySchema(() =>
  z
    .object({
      token: text().min(10).max(2000),
      transactionId: text().min(1).max(100),
      betTransactionId: text().min(1).max(100),
      roundId: text().min(1).max(100),
      gameId: text().min(1).max(80),
    })
    .strict(),
);
export type SeamlessDebit = z.infer<typeof seamlessDebitSchema>;
export type SeamlessCredit = z.infer<typeof seamlessCreditSchema>;
export type SeamlessRollback = z.infer<typeof seamlessRollbackSchema>;

export interface SeamlessAnswer {
  status: SeamlessStatus;
  /** Member balance in major units with 2 places; present whenever the member is known. */
  balance?: string;
  currency?: string;
  transactionId?: string;
  message?: string;
}
/**
 * The seamless callbacks' own answer (aggregator convention, HTTP 200 with `status`), not the site's envelope:
 * what /wps/openapi.json documents for them. `token` is `open`'s game token.
 */
export const seamlessAnswerSchema = lazySchema(() =>
  z.object({
    status: z.enum(SEAMLESS_STATUS),
    balance: z.string().optional(),
    currency: z.string().optional(),
    transactionId: z.string().optional(),
    message: z.string().optional(),
    token: z.string().optional(),
  }),
);

// Answers of the lobby's calls that had no schema (data layer, ADR 007): the client parses with
// these and the server's answers are tested against them (server/test/games/answer-shapes.test.ts).
export const hotGamesResultSchema = lazySchema(() => z.array(gameDtoSchema));
export const favouriteIdsSchema = lazySchema(() => z.array(z.number()));
export const winnersResultSchema = lazySchema(() => z.object({ list: z.array(winnerEntrySchema) }));
