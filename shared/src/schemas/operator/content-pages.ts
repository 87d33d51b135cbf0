import { z } from 'zod';
import { LANGUAGES } from '../../i18n/languages';
import { text, rowIdParam } from '../common-fields';
import { POPUP_REPEATS, announcementsQuerySchema, customerServiceSchema } from '../system';
import { BANNER_STATES } from './content-admin';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's content beyond banners (docs/back-office.md "Content: notices, help and links"): the site's
 * notices and popups (table `announcement`, audiences `public` and `member`; `agent` is the agents desk's), help
 * topics per language and device, and the customer-service and app-download links of the `site` setting. HTML bodies
 * are sanitised by the server on save (`sanitizeHtmlText`, the apps' allow-list).
 */

/** Where the player site lists an announcement: the ticker and notice list, the popup, the promotions notices. */
export const NOTICE_CATEGORIES = announcementsQuerySchema.shape.category.unwrap().options;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
/** `public`: everyone; `member`: signed-in players only (the server answers the member list for a session). */
export const NOTICE_AUDIENCES = ['public', 'member'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** The help centre's devices (`GET /wps/system/helpCenter?device`). */
export const HELP_DEVICES = ['WEB'] as const;

/** The site's offered languages (shared i18n): a translation or help topic is written in one of them. */
export const CONTENT_LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];
export const contentLanguageSchema = lazySchema(() => z.enum(CONTENT_LANGUAGE_CODES));

const translationTextSchema = lazySchema(() =>
  z.object({ title: z.string(), content: z.string().optional() }),
);

export const adminNoticeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    category: z.enum(NOTICE_CATEGORIES),
    audience: z.enum(NOTICE_AUDIENCES),
    /** Place within its category (lower first); the player lists order by it, then newest first. */
    sort: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    state: z.enum(BANNER_STATES),
    /** Other languages of title and content, by language code. */
    translations: z.record(z.string(), translationTextSchema),
    createdAt: z.string(),
  }),
);
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeListSchema = lazySchema(() =>
  z.object({
    items: z.array(adminNoticeSchema),
    now: z.string(),
    /** When the popup comes back (POPUP_REPEATS). */
    popupRepeat: z.enum(POPUP_REPEATS),
  }),
);
export type AdminNoticeList = z.infer<typeof adminNoticeListSchema>;

const instant = lazySchema(() => z.iso.datetime({ offset: true }).nullable());
/** An HTML body as the operator writes it: the server sanitises it before it is stored. */
export const contentHtmlField = lazySchema(() => text().max(20_000));

/** POST /wps/admin/content/notices and PUT …/:id (the whole notice; the translations are the grid's). */
export const adminNoticeInputSchema = lazySchema(() =>
  z
    .object({
      title: text().trim().min(1).max(200),
      content: contentHtmlField.trim().min(1),
      category: z.enum(NOTICE_CATEGORIES),
      audience: z.enum(NOTICE_AUDIENCES).default('public'),
      startsAt: instant.optional(),
      endsAt: instant.optional(),
    })
    .strict()
    .superRefine((b, ctx) => {
      if (b.startsAt && b.endsAt && Date.parse(b.endsAt) <= Date.parse(b.startsAt))
        ctx.addIssue({ code: 'custom', message: 'The end must be after the start', path: ['endsAt'] });
    }),
);
export type AdminNoticeInput = z.infer<typeof adminNoticeInputSchema>;

/** PUT /wps/admin/content/popup-rule */
export const adminPopupRuleSchema = lazySchema(() =>
  z.object({ popupRepeat: z.enum(POPUP_REPEATS) }).strict(),
);
export type AdminPopupRule = z.infer<typeof adminPopupRuleSchema>;

export const contentIdParamsSchema = lazySchema(() => z.object({ id: rowIdParam() }).strict());
export const contentMoveSchema = lazySchema(() => z.object({ direction: z.enum(['up', 'down']) }).strict());
export const contentDeletedSchema = lazySchema(() =>
  z.object({ id: z.number().int(), deleted: z.literal(true) }),
);

/** PUT /wps/admin/content/:kind/:id/translations/:language — one language's texts (content: announcements). */
export const contentTranslationInputSchema = lazySchema(() =>
  z.object({ title: text().trim().min(1).max(200), content: contentHtmlField.optional() }).strict(),
);
export type ContentTranslationInput = z.infer<typeof contentTranslationInputSchema>;

export const adminHelpTopicSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    language: z.string(),
    device: z.string(),
    title: z.string(),
    content: z.string(),
    sort: z.number().int(),
  }),
);
export type AdminHelpTopic = z.infer<typeof adminHelpTopicSchema>;
/** GET /wps/admin/content/help-topics?language&device */
export const adminHelpTopicQuerySchema = lazySchema(() =>
  z
    .object({ language: contentLanguageSchema.default('en'), device: z.enum(HELP_DEVICES).default('WEB') })
    .strict(),
);
export const adminHelpTopicListSchema = lazySchema(() =>
  z.object({
    items: z.array(adminHelpTopicSchema),
    /** How many topics each language has on this device (the languages without any fall back to English). */
    counts: z.record(z.string(), z.number().int()),
  }),
);
export type AdminHelpTopicList = z.infer<typeof adminHelpTopicListSchema>;
/** POST /wps/admin/content/help-topics and PUT …/:id */
export const adminHelpTopicInputSchema = lazySchema(() =>
  z
    .object({
      language: contentLanguageSchema,
      device: z.enum(HELP_DEVICES).default('WEB'),
      title: text().trim().min(1).max(200),
      content: contentHtmlField.trim().min(1),
    })
    .strict(),
);
export type AdminHelpTopicInput = z.infer<typeof adminHelpTopicInputSchema>;

/** A link the player site opens: http(s) or a path of the site (not `//host`), never `javascript:`. */
export const siteLinkField = lazySchema(() =>
  text()
    .trim()
    .min(1)
    .max(500)
    .refine(
      (v) => /^https?:\/\/[^\s/]+/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
      'A web address starts with https:// or /',
    ),
);

/** GET/PUT /wps/admin/content/links: customer service (live chat, VIP) and the app downloads (Android, iOS). */
export const adminSiteLinksSchema = lazySchema(() =>
  z
    .object({
      customerService: z
        .array(
          z
            .object({
              csType: customerServiceSchema.shape.csType,
              name: text().trim().min(1).max(60),
              path: siteLinkField,
            })
            .strict(),
        )
        .max(2)
        .refine((l) => new Set(l.map((x) => x.csType)).size === l.length, 'One link per kind'),
      resources: z
        .array(
          z
            .object({
              key: z.enum(['android', 'ios']),
              labelNameEn: text().trim().min(1).max(60),
              /** The guide page (how to install). */
              url: siteLinkField,
              /** The download itself (and the QR code's target). */
              qrCodeUrl: siteLinkField,
            })
            .strict(),
        )
        .max(2)
        .refine((l) => new Set(l.map((x) => x.key)).size === l.length, 'One link per app'),
    })
    .strict(),
);
export type AdminSiteLinks = z.infer<typeof adminSiteLinksSchema>;
