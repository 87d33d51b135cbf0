import { z } from 'zod';
import { queryInt, text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's games catalogue (docs/back-office.md "Running the site"): games of every vendor with their
 * state in the lobby, and the operator's changes to a game or to a whole vendor. Disabling and maintenance take
 * something away from players, so they carry a reason (kept in the audit row); the other changes may.
 */
const reasonField = lazySchema(() => text().trim().min(3).max(200));
/** A vendor's code (the catalogue's `vassalage`) or a game id in a path. */
const codeParam = lazySchema(() => text().trim().min(1).max(64));

export const adminGameQuerySchema = lazySchema(() =>
  z
    .object({
      vendor: text().trim().max(64).optional(),
      /** The game type (SLOT, LIVE, FISH …): the lobby's categories. */
      category: text().trim().max(32).optional(),
      enabled: z.enum(['all', 'yes', 'no']).default('all'),
      /** Part of the name, any case. */
      q: text().trim().max(64).optional(),
      page: queryInt(1, 100000).default(1),
      pageSize: queryInt(1, 200).default(50),
    })
    .strict(),
);
export type AdminGameQuery = z.infer<typeof adminGameQuerySchema>;

export const adminGameSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    name: z.string(),
    vendor: z.string(),
    vendorName: z.string(),
    category: z.string(),
    classify: z.string(),
    enabled: z.boolean(),
    isNew: z.boolean(),
    hot: z.boolean(),
    featured: z.boolean(),
    sortOrder: z.number().int(),
    /** The vendor's state, which the player sees on top of the game's own. */
    vendorEnabled: z.boolean(),
    vendorMaintenance: z.boolean(),
  }),
);
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamePageSchema = lazySchema(() =>
  z.object({
    items: z.array(adminGameSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
);
export type AdminGamePage = z.infer<typeof adminGamePageSchema>;

export const adminGameVendorSchema = lazySchema(() =>
  z.object({
    vendor: z.string(),
    displayName: z.string(),
    /** The game types it offers. */
    categories: z.array(z.string()),
    games: z.number().int(),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    maintenanceMessage: z.string().nullable(),
  }),
);
export type AdminGameVendor = z.infer<typeof adminGameVendorSchema>;
export const adminGameVendorListSchema = lazySchema(() =>
  z.object({ items: z.array(adminGameVendorSchema) }),
);

export const adminGameParamsSchema = lazySchema(() => z.object({ gameId: codeParam }).strict());
export const adminGameVendorParamsSchema = lazySchema(() => z.object({ vendor: codeParam }).strict());

/** PUT /wps/admin/games/:gameId — only the fields sent change; disabling needs a reason. */
export const adminGameEditSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      isNew: z.boolean().optional(),
      hot: z.boolean().optional(),
      featured: z.boolean().optional(),
      /** Its place within its category (lower first). */
      sortOrder: z.number().int().min(0).max(1_000_000).optional(),
      reason: reasonField.optional(),
    })
    .strict()
    .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'Nothing to change' })
    .refine((b) => b.enabled !== false || Boolean(b.reason), {
      message: 'Disabling a game needs a reason',
      path: ['reason'],
    }),
);
export type AdminGameEdit = z.infer<typeof adminGameEditSchema>;

/** POST /wps/admin/games/:gameId/move — one place up or down within its category. */
export const adminGameMoveSchema = lazySchema(() => z.object({ direction: z.enum(['up', 'down']) }).strict());

/** PUT /wps/admin/games/vendors/:vendor — every game type of the vendor; disabling or maintenance needs a reason. */
export const adminGameVendorEditSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      maintenance: z.boolean().optional(),
      /** What players read instead of the game while the vendor is in maintenance. */
      maintenanceMessage: text().trim().max(300).nullable().optional(),
      reason: reasonField.optional(),
    })
    .strict()
    .refine(
      (b) => b.enabled !== undefined || b.maintenance !== undefined || b.maintenanceMessage !== undefined,
      {
        message: 'Nothing to change',
      },
    )
    .refine((b) => (b.enabled !== false && b.maintenance !== true) || Boolean(b.reason), {
      message: 'Disabling a vendor or starting maintenance needs a reason',
      path: ['reason'],
    }),
);
export type AdminGameVendorEdit = z.infer<typeof adminGameVendorEditSchema>;
