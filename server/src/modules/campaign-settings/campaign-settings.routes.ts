import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  rebateSettingsRequestSchema,
  referralSettingsRequestSchema,
  vipSettingsRequestSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  adminRebateSettings,
  adminReferralSettings,
  adminVipSettings,
  editRebateSettings,
  editReferralSettings,
  editVipSettings,
} from './campaign-settings.service';

/**
 * The back office's Campaign settings (docs/back-office.md "Campaign settings"): `promotions.read` sees the rebate,
 * referral and VIP tunables, `campaigns.settings` changes them, each change audited with its reason.
 */
export async function campaignSettingsRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'promotions.read' as const };
  const manage = { permission: 'campaigns.settings' as const };
  typed.get('/wps/admin/campaigns/settings/rebate', { config: read }, async () =>
    ok(await adminRebateSettings(app.db)),
  );
  typed.put(
    '/wps/admin/campaigns/settings/rebate',
    { config: manage, schema: { body: rebateSettingsRequestSchema } },
    async (req) => ok(await editRebateSettings(app.db, req, req.body)),
  );
  typed.get('/wps/admin/campaigns/settings/referral', { config: read }, async () =>
    ok(await adminReferralSettings(app.db)),
  );
  typed.put(
    '/wps/admin/campaigns/settings/referral',
    { config: manage, schema: { body: referralSettingsRequestSchema } },
    async (req) => ok(await editReferralSettings(app.db, req, req.body)),
  );
  typed.get('/wps/admin/campaigns/settings/vip', { config: read }, async () =>
    ok(await adminVipSettings(app.db)),
  );
  typed.put(
    '/wps/admin/campaigns/settings/vip',
    { config: manage, schema: { body: vipSettingsRequestSchema } },
    async (req) => ok(await editVipSettings(app.db, req, req.body)),
  );
}
