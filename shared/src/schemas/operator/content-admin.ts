import { z } from 'zod';
import { BANNER_GROUPS, bannerSchema } from '../system';
import { rowIdParam, text } from '../common-fields';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's banners (docs/back-office.md "Content"): every group's banners with their schedule and state,
 * and the content editor's changes. An uploaded picture travels as base64 in the JSON body (one request, one
 * transaction, one audit row); the server decodes it, checks its size (CONTENT_IMAGE_MAX_BYTES, 413
 * CONTENT_IMAGE_TOO_LARGE) and its bytes' real type (PNG, JPEG or WebP, 415 CONTENT_IMAGE_TYPE). SVG is refused:
 * a same-origin SVG can carry script, and a sanitiser for it is a larger attack surface than a banner is worth.
 */
export const CONTENT_IMAGE_MAX_BYTES = 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];
/** base64 of CONTENT_IMAGE_MAX_BYTES is ~1.4 M characters; a little more passes the schema so the server can say 413. */
const BASE64_MAX_CHARS = 1_500_000;

export const BANNER_LINKAGE_TYPES = bannerSchema.shape.linkageType.options;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];
export const BANNER_STATES = ['live', 'scheduled', 'ended'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const adminBannerSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    group: z.enum(BANNER_GROUPS),
    title: z.string(),
    linkageType: z.enum(BANNER_LINKAGE_TYPES),
    linkage: z.string().nullable(),
    sort: z.number().int(),
    /** ISO times; null: from always / until always. */
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    /** At the server's clock (the dev clock on a test site). */
    state: z.enum(BANNER_STATES),
    /** What players load: the uploaded picture's immutable URL, else the generated artwork. */
    imageUrl: z.string(),
    /** An uploaded picture (false: the generated artwork of the colours and title). */
    uploaded: z.boolean(),
    imageType: z.string().nullable(),
    imageBytes: z.number().int().nullable(),
    /** The title in other languages, by language code (the translations grid). */
    translations: z.record(z.string(), z.object({ title: z.string() })),
  }),
);
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = lazySchema(() =>
  z.object({
    items: z.array(adminBannerSchema),
    /** The server's clock the states were computed at. */
    now: z.string(),
  }),
);
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

export const contentImageUploadSchema = lazySchema(() =>
  z
    .object({
      /** What the browser said the file is; the server believes the bytes, and refuses a mismatch. */
      mimeType: text().trim().min(1).max(100),
      data: z.base64().max(BASE64_MAX_CHARS),
    })
    .strict(),
);
export type ContentImageUpload = z.infer<typeof contentImageUploadSchema>;

const title = lazySchema(() => text().trim().min(1).max(80));
const linkage = lazySchema(() => text().trim().max(500).nullable());
const instant = lazySchema(() => z.iso.datetime({ offset: true }).nullable());

type LinkFields = { linkageType?: BannerLinkageType | undefined; linkage?: string | null | undefined };
/** What a link of each type must look like: the shell opens a URL in a new tab, so only http(s), never `javascript:`. */
export function linkageIssue(b: LinkFields): string | null {
  const type = b.linkageType ?? 'NONE';
  const target = b.linkage?.trim() ?? '';
  if (type === 'NONE') return target ? 'A banner without a link type has no link' : null;
  if (!target) return 'This link type needs a link';
  if (type === 'URL' && !/^https?:\/\/[^\s/]+/i.test(target)) return 'A web address starts with https://';
  if (type === 'ROUTE' && !/^\/[\w\-/?=&.%]*$/.test(target)) return 'A page of the site starts with /';
  if (type === 'PROMOTION' && !/^\d{1,9}$/.test(target)) return 'A promotion is its number';
  if (type === 'GAME' && !/^[\w-]{1,64}$/.test(target)) return 'A game is its id';
  return null;
}
const scheduleOk = (b: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt);

/** POST /wps/admin/content/banners */
export const adminBannerCreateSchema = lazySchema(() =>
  z
    .object({
      group: z.enum(BANNER_GROUPS),
      title,
      linkageType: z.enum(BANNER_LINKAGE_TYPES).default('NONE'),
      linkage: linkage.optional(),
      /** Its place in the group (lower first); absent: after the group's last. */
      sort: z.number().int().min(0).max(1_000_000).optional(),
      startsAt: instant.optional(),
      endsAt: instant.optional(),
      image: contentImageUploadSchema.nullable().optional(),
    })
    .strict()
    .superRefine((b, ctx) => {
      const issue = linkageIssue(b);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['linkage'] });
      if (!scheduleOk(b))
        ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['endsAt'] });
    }),
);
export type AdminBannerCreate = z.infer<typeof adminBannerCreateSchema>;

/** PATCH /wps/admin/content/banners/:id — only the fields sent change; `image: null` goes back to the artwork. */
export const adminBannerEditSchema = lazySchema(() =>
  z
    .object({
      group: z.enum(BANNER_GROUPS).optional(),
      title: title.optional(),
      linkageType: z.enum(BANNER_LINKAGE_TYPES).optional(),
      linkage: linkage.optional(),
      sort: z.number().int().min(0).max(1_000_000).optional(),
      startsAt: instant.optional(),
      endsAt: instant.optional(),
      image: contentImageUploadSchema.nullable().optional(),
    })
    .strict()
    .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' })
    .superRefine((b, ctx) => {
      // The link's two fields are checked together when either is sent (the service checks the stored pair too).
      if (b.linkageType !== undefined || b.linkage !== undefined) {
        if (b.linkageType === undefined && b.linkage) return;
        const issue = linkageIssue(b);
        if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['linkage'] });
      }
      if (!scheduleOk(b))
        ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['endsAt'] });
    }),
);
export type AdminBannerEdit = z.infer<typeof adminBannerEditSchema>;

export const adminBannerParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
/** POST /wps/admin/content/banners/:id/move — one place up or down within its group. */
export const adminBannerMoveSchema = lazySchema(() =>
  z.object({ direction: z.enum(['up', 'down']) }).strict(),
);
export const adminBannerDeletedSchema = lazySchema(() =>
  z.object({ id: z.number().int(), deleted: z.literal(true) }),
);

/** GET /wps/assets/content/:file — a content-addressed picture: the sha256 of its bytes. */
export const contentAssetParamsSchema = lazySchema(() =>
  z.object({ file: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
);
