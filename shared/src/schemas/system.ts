import { z } from 'zod';
import { pageQuery, text } from './common-fields';
import { registerRuleSchema } from './validation-patterns';
import { lazySchema } from './lazy-schema';

/**
 * Feature flags of docs/product.md "Languages, themes and flags" (operator switches). The whitelabel tree groups them as modules;
 * `flags` in the whitelabel response is the same data flat, keyed by these names.
 */
export const FEATURE_FLAGS = [
  'mobileRegistration',
  'registrationSmsVerification',
  'usernameRegistration',
  'freePlay',
  'forcePasswordChangeOnExpiry',
  'smsLogin',
  'passwordRecoveryEmail',
  'passwordRecoveryVerification',
  'referral',
  'socialLogin',
  'socialLoginGoogle',
  'socialLoginFacebook',
  'loginRequiredForHome',
  'localVariant',
  'ageLimit21',
  'gamingVenue',
  'disclaimer',
  'publicityPopup',
  'twoFactorNewIp',
  'nationalityOccupationIncome',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const featureFlagSchema = lazySchema(() => z.enum(FEATURE_FLAGS));

export interface WhitelabelModule {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelModule[];
}
export const whitelabelModuleSchema: z.ZodType<WhitelabelModule> = lazySchema(() =>
  z.lazy(() =>
    z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelModuleSchema) }),
  ),
);

/** 0 normal, 1 maintenance, 2 region-restricted (docs/product.md "Flows"). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export const systemStatusSchema = lazySchema(() =>
  z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    maintenanceEnd: z.string().nullable(),
    regionRestriction: z.boolean(),
    ip: z.string(),
    country: z.string(),
  }),
);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const languageSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    flag: z.string(),
    rtl: z.boolean(),
  }),
);
export type Language = z.infer<typeof languageSchema>;

export const resourceSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    url: z.string(),
    qrCodeUrl: z.string(),
    labelNameEn: z.string(),
  }),
);
export const customerServiceSchema = lazySchema(() =>
  z.object({
    csType: z.enum(['LIVE_CHAT', 'VIP']),
    name: z.string(),
    path: z.string(),
  }),
);

/**
 * When the announcement popup comes back (docs/back-office.md "Content: notices, help and links"): `session` once per
 * browser-tab session and again for a popup not closed yet; `new-only` each popup once per browser, across sessions.
 */
export const POPUP_REPEATS = ['session', 'new-only'] as const;
export type PopupRepeat = (typeof POPUP_REPEATS)[number];

/** GET /wps/system/whitelabel?url=<current host> */
export const whitelabelSchema = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    currency: z.string(),
    modules: z.array(whitelabelModuleSchema),
    flags: z.record(featureFlagSchema, z.boolean()),
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    analyticsId: z.string(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    location: z.object({ ip: z.string(), country: z.string() }),
    status: systemStatusSchema.shape.status,
    maintenance: z.boolean(),
    maintenanceEnd: z.string().nullable(),
    regionRestriction: z.boolean(),
    defaultLanguage: z.string(),
    languages: z.array(languageSchema),
    ageLimit: z.number(),
    /** The operator's popup rule (absent from an older server: `session`). */
    popupRepeat: z.enum(POPUP_REPEATS).optional(),
  }),
);
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const whitelabelQuerySchema = lazySchema(() => z.object({ url: text().max(500).optional() }).strict());

/** GET /wps/system/setting/register → rules keyed by field name (see RULED_REGISTER_FIELDS). */
export const registerSettingsSchema = lazySchema(() =>
  z.object({
    rules: z.record(z.string(), registerRuleSchema),
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    smsVerification: z.boolean(),
    nationalityOccupationIncome: z.boolean(),
    ageLimit: z.number(),
  }),
);
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** GET /wps/system/domainRoute */
export const domainRouteSchema = lazySchema(() =>
  z.object({
    routes: z.array(z.object({ type: z.enum(['service', 'resources', 'speedTest']), url: z.string() })),
  }),
);

/** GET or POST /wps/system/helpCenter (language, device WEB) → topics in sort order; English when none exist. */
export const helpCenterQuerySchema = lazySchema(() =>
  z
    .object({ language: text().trim().max(10).default('en'), device: z.literal('WEB').default('WEB') })
    .strict(),
);
export const helpTopicSchema = lazySchema(() =>
  z.object({ id: z.number(), title: z.string(), content: z.string() }),
);
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** GET /wps/system/dropdown?menuGroup=gamingvenue → list of regions. */
export const dropdownQuerySchema = lazySchema(() =>
  z.object({ menuGroup: text().trim().min(1).max(40) }).strict(),
);
export const dropdownItemSchema = lazySchema(() =>
  z.object({ id: z.number(), value: z.string(), label: z.string() }),
);

/** GET /wps/system/countryCodes → `{ countries }`. */
export const countryCodeSchema = lazySchema(() =>
  z.object({ code: z.string(), name: z.string(), dialingCode: z.string() }),
);

export const BANNER_GROUPS = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'download',
  'promotion',
  'shop',
  'help',
  'register',
  'inhouse',
  'w_help',
  'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/** GET /wps/system/banners?group= */
export const bannersQuerySchema = lazySchema(() => z.object({ group: z.enum(BANNER_GROUPS) }).strict());
export const bannerSchema = lazySchema(() =>
  z.object({
    bannerId: z.number(),
    url: z.string(),
    linkageType: z.enum(['NONE', 'URL', 'ROUTE', 'GAME', 'PROMOTION']),
    linkage: z.string().nullable(),
    groupName: z.string(),
    title: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

/** GET /wps/announcements?category=&page=&pageSize= — logged-in callers get the member list, others the public one. */
export const announcementsQuerySchema = lazySchema(() =>
  z.object({ category: z.enum(['notice', 'popup', 'promotion']).optional(), ...pageQuery }).strict(),
);
export const announcementSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    content: z.string(),
    category: z.string(),
    /** `agent`: only the agent centre lists it (docs/agents.md). */
    audience: z.enum(['public', 'member', 'agent']),
    createdAt: z.string(),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;

/** Admin (header x-admin-token): PUT /wps/admin/system/flags/:flag */
/** Why an operator changed a site setting (kept in the audit trail); optional so the admin CLI's calls still pass. */
const settingReason = lazySchema(() => z.string().trim().min(1).max(200).optional());
export const adminFlagRequestSchema = lazySchema(() =>
  z.object({ value: z.boolean(), reason: settingReason }).strict(),
);
/** An instant with a zone, e.g. "2026-11-23T10:00Z" (seconds optional), normalised to full ISO. */
const isoInstant = lazySchema(() =>
  z
    .string()
    .max(40)
    .regex(/T.*(Z|[+-]\d{2}:\d{2})$/, 'Expected an ISO date-time with a zone')
    .refine((s) => Number.isFinite(Date.parse(s)), 'Invalid date-time')
    .transform((s) => new Date(s).toISOString()),
);
/** Admin: PUT /wps/admin/system/status */
export const adminStatusRequestSchema = lazySchema(() =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('normal'), reason: settingReason }).strict(),
    z
      .object({
        mode: z.literal('maintenance'),
        until: isoInstant.nullable().default(null),
        reason: settingReason,
      })
      .strict(),
    z
      .object({
        mode: z.literal('blocked'),
        countries: z
          .array(z.string().regex(/^[A-Z]{2}$/))
          .min(1)
          .max(250),
        reason: settingReason,
      })
      .strict(),
  ]),
);
export type AdminStatusRequest = z.input<typeof adminStatusRequestSchema>;
