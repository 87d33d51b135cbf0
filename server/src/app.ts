import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { dbPlugin } from './plugins/db';
import { clockPlugin } from './plugins/clock';
import { createLifecycle } from './plugins/lifecycle';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { healthPlugin } from './modules/health/health.plugin';
import { telemetryPlugin } from './modules/telemetry/telemetry.plugin';
import { releasesPlugin } from './modules/releases/releases.plugin';
import { hostingPlugin } from './modules/hosting/hosting.plugin';
import { startFirstPublish } from './modules/hosting/hosting.routes';
import { gamesPlugin } from './modules/games/games.plugin';
import { walletPlugin } from './modules/wallet/wallet.plugin';
import { authPlugin } from './plugins/auth';
import { staffAuthPlugin } from './plugins/staff-auth';
import { staffPlugin } from './modules/staff/staff.plugin';
import { auditPlugin } from './modules/audit/audit.plugin';
import { verificationPlugin } from './modules/verification/verification.plugin';
import { systemPlugin } from './modules/system/system.plugin';
import { sessionPlugin } from './modules/session/session.plugin';
import { memberPlugin } from './modules/member/member.plugin';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { withdrawalsPlugin } from './modules/withdrawals/withdrawals.plugin';
import { responsibleGamingPlugin } from './modules/responsible-gaming/responsible-gaming.plugin';
import { paymentGatewayDemoPlugin } from './modules/payment-gateway-demo/payment-gateway-demo.plugin';
import { messagesPlugin } from './modules/messages/messages.plugin';
import { chatPlugin } from './modules/chat/chat.plugin';
import { seedIfEmpty } from './db/seed/run-seed';
import { jobsDevRoutes } from './jobs/jobs-dev.routes';
import { jobsPlugin } from './jobs/jobs.plugin';
import { agentPlugin } from './modules/agent/agent.plugin';
import {
  createWithdrawalRequirementRegistry,
  type WithdrawalRequirementRegistry,
} from './modules/wallet/withdrawal-requirements';
import { routeSchemasPlugin } from './plugins/route-schemas';
import { openApiPlugin } from './modules/openapi/openapi.routes';
import { lotteryPlugin } from './modules/lottery/lottery.plugin';
import { promotionsPlugin } from './modules/promotions/promotions.plugin';
import { pointsPlugin } from './modules/points/points.plugin';
import { rebatePlugin } from './modules/rebate/rebate.plugin';
import { referralPlugin } from './modules/referral/referral.plugin';
import { vipPlugin } from './modules/vip/vip.plugin';
import { transferWalletPlugin } from './modules/transfer-wallet/transfer-wallet.plugin';
import { missionsPlugin } from './modules/missions/missions.plugin';
import { rafflePlugin } from './modules/raffle/raffle.plugin';
import { backOfficePlugin } from './modules/back-office/back-office.plugin';
import { reportsPlugin } from './modules/reports/reports.plugin';
import { encryptedCallsPlugin } from './modules/encrypted-calls/encrypted-calls.plugin';
import { contentPlugin } from './modules/content/content.plugin';
import { campaignSettingsPlugin } from './modules/campaign-settings/campaign-settings.plugin';

/**
 * Builds the whole server: infrastructure plugins first, then one plugin per domain.
 * Tests call this with a test config and use `app.inject()`; main.ts calls it and listens.
 *
 * Registration order matters: db → error handler → auth → domains → static hosting (last,
 * so `/wps/...` and the release manifest win over the shell's history fallback).
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // A hop count trusts the nearest n proxies (what fastify does with a number, typed as a function here).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // PGlite's first start (initdb + migrations on disk) can exceed fastify's 10 s default on a busy machine.
    pluginTimeout: 120_000,
    // Bad percent-encoding and over-long path segments answer the one error envelope too (docs/architecture.md "HTTP API").
    frameworkErrors,
  });
  app.decorate('config', config);
  app.decorate('lifecycle', createLifecycle());
  // The country header is a proxy's word; without a trusted proxy it is the client's, so drop it.
  if (!config.TRUST_PROXY)
    app.addHook('onRequest', async (request) => void delete request.headers['x-country']);

  // --- infrastructure ---------------------------------------------------------------
  // (db, error handler, security headers, auth are registered here)
  await app.register(dbPlugin);
  // What "now" is for scheduled content: the real time, or on a dev/test site the dev clock (plugins/clock.ts).
  await app.register(clockPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(authPlugin);
  // The permission gate of every /wps/admin route (docs/back-office.md); before the domains, whose routes it checks.
  await app.register(staffAuthPlugin);
  await app.register(jobsPlugin);
  // Domains add what must be met before a withdrawal (deposit turnover, bonus wagering) without importing each other.
  app.decorate('withdrawalRequirements', createWithdrawalRequirementRegistry());
  // Before the domains: zod route schemas, and the OpenAPI document that collects every route.
  await app.register(routeSchemasPlugin);
  await app.register(openApiPlugin);
  // Opens the encrypted calls' bodies before validation and seals their answers (docs/adr/011-encrypted-calls.md).
  await app.register(encryptedCallsPlugin);

  // --- domains (/wps/...) -------------------------------------------------------------
  // One line per domain: `<domain>.plugin.ts` exports `<domain>Plugin`, which defines the domain's jobs and registers
  // its route files (docs/architecture.md "Server layout").
  await app.register(healthPlugin);
  await app.register(telemetryPlugin);
  await app.register(releasesPlugin);
  await app.register(verificationPlugin);
  await app.register(systemPlugin);
  await app.register(sessionPlugin);
  await app.register(memberPlugin);
  await app.register(gamesPlugin);
  await app.register(walletPlugin);
  await app.register(agentPlugin);
  await app.register(lotteryPlugin);
  await app.register(paymentsPlugin);
  await app.register(withdrawalsPlugin);
  await app.register(responsibleGamingPlugin);
  await app.register(paymentGatewayDemoPlugin);
  await app.register(messagesPlugin);
  await app.register(chatPlugin);
  await app.register(promotionsPlugin);
  await app.register(pointsPlugin);
  await app.register(rebatePlugin);
  await app.register(referralPlugin);
  await app.register(vipPlugin);
  await app.register(transferWalletPlugin);
  await app.register(missionsPlugin);
  await app.register(rafflePlugin);
  await app.register(staffPlugin);
  await app.register(auditPlugin);
  await app.register(backOfficePlugin);
  await app.register(reportsPlugin);
  await app.register(contentPlugin);
  await app.register(campaignSettingsPlugin);
  // Dev/test only: run a job now at a given clock (the e2e tests' clock for settlements).
  if (config.devMode) await app.register(jobsDevRoutes);

  // First start on an empty database gets the demo data (`pnpm seed` does the same on demand).
  if (config.SEED_ON_START)
    await seedIfEmpty(app.db, (msg) => app.log.info(msg), { demoStaff: config.NODE_ENV !== 'production' });

  // --- hosting: shell, published remotes, release manifest ----------------------------
  // The first publish runs in the background (it can outlast the plugin timeout); main.ts awaits it before "Site ready".
  app.decorate('siteReady', startFirstPublish(app));
  const registryReady = () => void (app.lifecycle.registryReady = true);
  app.siteReady.then(registryReady, registryReady);
  await app.register(hostingPlugin);

  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    withdrawalRequirements: WithdrawalRequirementRegistry;
  }
}
