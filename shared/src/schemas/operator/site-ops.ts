import { z } from 'zod';
import { siteStatusSettingSchema } from '../answers';
import { RULED_REGISTER_FIELDS } from '../member';
import { FEATURE_FLAGS } from '../system';
import { registerRuleSchema } from '../validation-patterns';
import { lazySchema } from '../lazy-schema';

/**
 * The back office's Site screen (docs/back-office.md "Site"): the status, every feature flag of the whitelabel tree
 * with its parent module, and the register-field rules. The status and flag changes reuse
 * `PUT /wps/admin/system/status` and `PUT /wps/admin/system/flags/:flag` (their bodies take an optional reason).
 */
export const siteFlagSchema = lazySchema(() =>
  z.object({
    flag: z.enum(FEATURE_FLAGS),
    enabled: z.boolean(),
    /** The module this flag nests under in the whitelabel tree; null for a top-level module. */
    parent: z.enum(FEATURE_FLAGS).nullable(),
  }),
);
export const siteOverviewSchema = lazySchema(() =>
  z.object({
    status: siteStatusSettingSchema,
    flags: z.array(siteFlagSchema),
    registerRules: z.record(z.string(), registerRuleSchema),
  }),
);

export const registerFieldParamsSchema = lazySchema(() =>
  z.object({ field: z.enum(RULED_REGISTER_FIELDS) }).strict(),
);
/** PUT /wps/admin/system/register-rules/:field — the whole rule of one field and why it changed. */
export const registerRuleRequestSchema = lazySchema(() =>
  registerRuleSchema
    .extend({ reason: z.string().trim().min(1).max(200) })
    .strict()
    .refine((r) => r.minLength <= r.maxLength, { message: 'minLength above maxLength', path: ['minLength'] })
    .refine((r) => r.enabled || !r.required, {
      message: 'a disabled field cannot be required',
      path: ['required'],
    }),
);

export type SiteFlag = z.infer<typeof siteFlagSchema>;
export type SiteOverview = z.infer<typeof siteOverviewSchema>;
export type RegisterRuleRequest = z.infer<typeof registerRuleRequestSchema>;
