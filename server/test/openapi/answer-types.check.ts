/**
 * Compile-time check (the typecheck runs it; nothing here executes): what the services answer fits the shared schema
 * the OpenAPI document declares for the call (http/response-contract.ts), for the calls whose schema was written
 * after the service. A service that changes its answer without its schema fails `tsc`, before any request is made;
 * the contract fuzz test then checks real answers against the document (docs/api/contract.md).
 */
import type { z } from 'zod';
import {
  adminSettingsSchema,
  avatarSchema,
  balanceAdjustmentListSchema,
  balanceAdjustmentResultSchema,
  contractActionResultSchema,
  devFundResultSchema,
  disputedReceiptListSchema,
  domainRouteSchema,
  feedbackResultSchema,
  healthSchema,
  imposedBreakSchema,
  ledgerAuditSchema,
  loginResultSchema,
  memberMessageSchema,
  newGameVendorListSchema,
  operatorDecisionResultSchema,
  operatorMissionSchema,
  operatorPromotionSchema,
  operatorRaffleRuleSchema,
  operatorRedemptionSchema,
  operatorRewardSchema,
  outboxMessageSchema,
  pendingWithdrawalListSchema,
  remoteErrorRecordListSchema,
  responsibleGamingOperatorViewSchema,
  sprayAlertListSchema,
  withdrawalApprovalSchema,
  withdrawalAuditSchema,
  withdrawalOrderSchema,
  withdrawalReceiptSchema,
  adminApplicationSchema,
} from '@site/shared/schemas';
import { listContracts, offerContract } from '../../src/modules/agent/agent.service';
import { newGameVendors } from '../../src/modules/games/games.service';
import { checkHealth } from '../../src/modules/health/health.service';
import { getAvatar, submitFeedback } from '../../src/modules/member/member.service';
import { resetByPhone } from '../../src/modules/member/password.service';
import { register } from '../../src/modules/member/register.service';
import { listMessages } from '../../src/modules/messages/messages.service';
import { createMission, listMissionsForOperator } from '../../src/modules/missions/missions-admin.service';
import {
  decideRedemptionAsOperator,
  redemptionsForOperator,
} from '../../src/modules/points/rewards-admin.service';
import {
  createReward,
  editReward,
  listRewardsForOperator,
} from '../../src/modules/points/rewards-catalogue-admin.service';
import {
  applications,
  createPromotion,
  decide,
  listForOperator,
} from '../../src/modules/promotions/promotions-admin.service';
import { createRule, listRulesForOperator } from '../../src/modules/raffle/raffle-admin.service';
import {
  imposeBreak,
  operatorView,
} from '../../src/modules/responsible-gaming/responsible-gaming-operator.service';
import { exchangeTicket, loginFreeplay } from '../../src/modules/session/session.service';
import { listSprayAlerts } from '../../src/modules/session/spray-alerts';
import { applyAuditedAdminCommand, describeSettings } from '../../src/modules/system/admin.service';
import { getSite } from '../../src/modules/system/system.service';
import { recentRemoteErrors } from '../../src/modules/telemetry/telemetry.service';
import { readDevOutbox } from '../../src/modules/verification/message-provider';
import { adjustBalance, memberAdjustments } from '../../src/modules/wallet/adjustments.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount } from '../../src/modules/wallet/ledger.service';
import { forceReceipt, listDisputedReceipts } from '../../src/modules/withdrawals/receipt.service';
import {
  approveWithdrawal,
  listPendingWithdrawals,
  rejectWithdrawal,
  withdrawalAudit,
} from '../../src/modules/withdrawals/withdrawals-review.service';

type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** Compiles only when the service's answer `A` is a value the schema `S` accepts. */
type Fits<S extends z.ZodType, A extends z.input<S>> = A;

export type AnswersFitTheirSchemas = [
  Fits<typeof adminSettingsSchema, AnswerOf<typeof describeSettings>>,
  Fits<typeof adminSettingsSchema, AnswerOf<typeof applyAuditedAdminCommand>>,
  Fits<typeof domainRouteSchema, { routes: AnswerOf<typeof getSite>['domainRoutes'] }>,
  Fits<typeof remoteErrorRecordListSchema, AnswerOf<typeof recentRemoteErrors>>,
  Fits<typeof healthSchema, AnswerOf<typeof checkHealth>>,
  Fits<typeof sprayAlertListSchema, AnswerOf<typeof listSprayAlerts>>,
  Fits<typeof loginResultSchema, AnswerOf<typeof loginFreeplay>>,
  Fits<typeof loginResultSchema, AnswerOf<typeof exchangeTicket>>,
  Fits<typeof loginResultSchema, AnswerOf<typeof register>>,
  Fits<typeof loginResultSchema, AnswerOf<typeof resetByPhone>>,
  Fits<typeof avatarSchema, AnswerOf<typeof getAvatar>>,
  Fits<typeof feedbackResultSchema, AnswerOf<typeof submitFeedback>>,
  Fits<typeof newGameVendorListSchema, AnswerOf<typeof newGameVendors>>,
  Fits<z.ZodArray<typeof memberMessageSchema>, AnswerOf<typeof listMessages>>,
  Fits<typeof contractActionResultSchema, AnswerOf<typeof listContracts>>,
  Fits<typeof contractActionResultSchema, AnswerOf<typeof offerContract>>,
  Fits<typeof balanceAdjustmentResultSchema, AnswerOf<typeof adjustBalance>>,
  Fits<typeof balanceAdjustmentListSchema, AnswerOf<typeof memberAdjustments>>,
  Fits<typeof devFundResultSchema, { accountId: AnswerOf<typeof ensureMemberAccount>['id'] }>,
  Fits<typeof ledgerAuditSchema, AnswerOf<typeof auditLedger>>,
  Fits<typeof pendingWithdrawalListSchema, AnswerOf<typeof listPendingWithdrawals>>,
  Fits<typeof withdrawalAuditSchema, AnswerOf<typeof withdrawalAudit>>,
  Fits<typeof withdrawalApprovalSchema, AnswerOf<typeof approveWithdrawal>>,
  Fits<typeof withdrawalOrderSchema, AnswerOf<typeof rejectWithdrawal>>,
  Fits<typeof disputedReceiptListSchema, AnswerOf<typeof listDisputedReceipts>>,
  Fits<typeof withdrawalReceiptSchema, AnswerOf<typeof forceReceipt>>,
  Fits<typeof responsibleGamingOperatorViewSchema, AnswerOf<typeof operatorView>>,
  Fits<typeof imposedBreakSchema, AnswerOf<typeof imposeBreak>>,
  Fits<z.ZodArray<typeof adminApplicationSchema>, AnswerOf<typeof applications>>,
  Fits<typeof operatorDecisionResultSchema, AnswerOf<typeof decide>>,
  Fits<z.ZodArray<typeof operatorPromotionSchema>, AnswerOf<typeof listForOperator>>,
  Fits<typeof operatorPromotionSchema, AnswerOf<typeof createPromotion>>,
  Fits<z.ZodArray<typeof operatorRewardSchema>, AnswerOf<typeof listRewardsForOperator>>,
  Fits<typeof operatorRewardSchema, AnswerOf<typeof createReward>>,
  Fits<typeof operatorRewardSchema, AnswerOf<typeof editReward>>,
  Fits<z.ZodArray<typeof operatorRedemptionSchema>, AnswerOf<typeof redemptionsForOperator>>,
  Fits<typeof operatorDecisionResultSchema, AnswerOf<typeof decideRedemptionAsOperator>>,
  Fits<z.ZodArray<typeof operatorMissionSchema>, AnswerOf<typeof listMissionsForOperator>>,
  Fits<typeof operatorMissionSchema, AnswerOf<typeof createMission>>,
  Fits<z.ZodArray<typeof operatorRaffleRuleSchema>, AnswerOf<typeof listRulesForOperator>>,
  Fits<typeof operatorRaffleRuleSchema, AnswerOf<typeof createRule>>,
  // The dev outbox reads its channel back as text; the schema names the two it writes ('sms', 'email').
  Fits<
    z.ZodArray<typeof outboxMessageSchema>,
    (AnswerOf<typeof readDevOutbox>[number] & { channel: 'sms' })[]
  >,
];
