import type { WalletTables } from '../modules/wallet/wallet.table';
import type { GamesTables } from '../modules/games/games.table';
import type { SeamlessWalletTables } from '../modules/seamless-wallet/seamless-wallet.table';
import type { SystemTables } from '../modules/system/system.table';
import type { MemberTables } from '../modules/member/member.table';
import type { VerificationTables } from '../modules/verification/verification.table';
import type { SessionTables } from '../modules/session/session.table';
import type { TelemetryTables } from '../modules/telemetry/telemetry.table';
import type { MessagesTables } from '../modules/messages/messages.table';
import type { JobsTables } from '../jobs/jobs.table';
import type { AgentTables } from '../modules/agent/agent.table';
import type { LotteryTables } from '../modules/lottery/lottery.table';
import type { PaymentsTables } from '../modules/payments/payments.table';
import type { WithdrawalsTables } from '../modules/withdrawals/withdrawals.table';
import type { PromotionsTables } from '../modules/promotions/promotions.table';
import type { PointsTables } from '../modules/points/points.table';
import type { ResponsibleGamingTables } from '../modules/responsible-gaming/responsible-gaming.table';
import type { RebateTables } from '../modules/rebate/rebate.table';
import type { ReferralTables } from '../modules/referral/referral.table';
import type { VendorDemoTransferTables } from '../modules/vendor-demo-transfer/vendor-transfer.table';
import type { TransferWalletTables } from '../modules/transfer-wallet/transfer-wallet.table';
import type { MissionsTables } from '../modules/missions/missions.table';
import type { RaffleTables } from '../modules/raffle/raffle.table';
import type { RateCounterTables } from './rate-counter.table';
import type { VendorDemoTables } from '../modules/vendor-demo/vendor-session.table';
import type { ReleasesTables } from '../modules/releases/releases.table';
import type { StaffTables } from '../modules/staff/staff.table';
import type { AuditTables } from '../modules/audit/audit.table';
import type { EncryptedCallsTables } from '../modules/encrypted-calls/encrypted-calls.table';
import type { ChatTables } from '../modules/chat/chat.table';
import type { ContentTables } from '../modules/content/content.table';

/**
 * The Kysely schema: the intersection of each module's `*.table.ts` types.
 * Each module adds one `& XTables` line here for its own tables.
 */
export type Database = WalletTables &
  GamesTables &
  SeamlessWalletTables &
  SystemTables &
  MemberTables &
  VerificationTables &
  SessionTables &
  TelemetryTables &
  MessagesTables &
  JobsTables &
  AgentTables &
  LotteryTables &
  PaymentsTables &
  WithdrawalsTables &
  PromotionsTables &
  PointsTables &
  ResponsibleGamingTables &
  RebateTables &
  ReferralTables &
  VendorDemoTransferTables &
  TransferWalletTables &
  MissionsTables &
  RaffleTables &
  RateCounterTables &
  VendorDemoTables &
  ReleasesTables &
  StaffTables &
  AuditTables &
  EncryptedCallsTables &
  ChatTables &
  ContentTables;
