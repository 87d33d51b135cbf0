import type { FastifyInstance } from 'fastify';
import { campaignSettingsRoutes } from './campaign-settings.routes';

/**
 * The operator's rebate, referral and VIP tunables (docs/back-office.md "Campaign settings"); the rebate, referral
 * and VIP services read them through campaign-settings.service.ts.
 */
export async function campaignSettingsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(campaignSettingsRoutes);
}
