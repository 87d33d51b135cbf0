/**
 * The schemas only operators' tools use: staff and the audit trail, the release service, the back office's desks.
 * A separate entry point (`@site/shared/schemas/operator`) so the player site's schema index, which the shell loads on
 * every page, does not carry them (docs/performance.md "JS budget").
 */
export {
  appReleaseStatusSchema,
  blobMissingSchema,
  blobQuerySchema,
  blobStoredSchema,
  canaryRequestSchema,
  canaryResultSchema,
  pointerResultSchema,
  previewLinkSchema,
  previewRequestSchema,
  promoteRequestSchema,
  registerVersionSchema,
  releaseActionSchema,
  releaseFileSchema,
  releaseStatusSchema,
  releaseVersionSchema,
  rollbackRequestSchema,
  versionResultSchema,
} from './releases';
export type { AppReleaseStatus, RegisterVersionBody, ReleaseFile } from './releases';
export {
  deskPageQuery,
  dashboardSchema,
  dashboardPeriodSchema,
  WITHDRAWAL_QUEUE_STATUSES,
  RISK_HINTS,
  withdrawalQueueQuerySchema,
  withdrawalQueueItemSchema,
  withdrawalQueuePageSchema,
  memberSearchQuerySchema,
  memberSummarySchema,
  memberSearchPageSchema,
  memberIdParamsSchema,
  memberProfileSchema,
  memberLedgerQuerySchema,
  memberLedgerEntrySchema,
  memberLedgerPageSchema,
  DEPOSIT_DESK_STATUSES,
  depositDeskQuerySchema,
  depositDeskItemSchema,
  depositDeskPageSchema,
  depositMarkPaidRequestSchema,
  depositIdParamsSchema,
  depositMarkPaidResultSchema,
  adminRedemptionSchema,
} from './back-office';
export type {
  Dashboard,
  DashboardPeriod,
  RiskHint,
  WithdrawalQueueQuery,
  WithdrawalQueueItem,
  WithdrawalQueuePage,
  MemberSearchQuery,
  MemberSummary,
  MemberSearchPage,
  MemberProfile,
  MemberLedgerEntry,
  MemberLedgerPage,
  DepositDeskQuery,
  DepositDeskItem,
  DepositDeskPage,
  DepositMarkPaidRequest,
  DepositMarkPaidResult,
  AdminRedemption,
} from './back-office';
export {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  STAFF_SESSION_COOKIE,
  permissionSchema,
  roleSchema,
  permissionsOf,
  staffSchema,
  staffLoginRequestSchema,
  staffLoginResultSchema,
  staffLoginVerifyRequestSchema,
  staffEnrolmentSchema,
  staffEnrolRequestSchema,
  staffEnrolResultSchema,
  staffTokenParamsSchema,
  staffListItemSchema,
  staffCreateRequestSchema,
  staffEnrolmentLinkSchema,
  staffRoleRequestSchema,
  staffReasonRequestSchema,
  staffIdParamsSchema,
  auditEntrySchema,
  auditQuerySchema,
  auditPageSchema,
  fourEyesRequestSchema,
} from './staff';
export type { Permission, Role, Staff, AuditEntry, FourEyesRequest } from './staff';
export { MEMBER_STATUS_ACTIONS, memberStatusRequestSchema, memberStatusSchema } from './member-admin';
export type { MemberStatusAction, MemberStatusRequest, MemberStatus } from './member-admin';
export {
  siteFlagSchema,
  siteOverviewSchema,
  registerFieldParamsSchema,
  registerRuleRequestSchema,
} from './site-ops';
export type { SiteFlag, SiteOverview, RegisterRuleRequest } from './site-ops';
export {
  AGENT_BILL_STATES,
  agentBillTypeSchema,
  adminAgentBillQuerySchema,
  adminAgentBillSchema,
  adminAgentBillPageSchema,
  agentBillParamsSchema,
  agentBillPayRequestSchema,
  agentBillDecisionSchema,
} from './agent-ops';
export type { AdminAgentBillQuery, AdminAgentBill, AdminAgentBillPage } from './agent-ops';
export {
  agentTreeQuerySchema,
  agentTreeNodeSchema,
  agentTreeSchema,
  agentMoveParamsSchema,
  agentMoveRequestSchema,
  agentMoveResultSchema,
} from './agent-ops';
export type { AgentTreeNode } from './agent-ops';
export { runningBreakSchema, runningBreakListSchema } from './risk-ops';
export type { RunningBreak } from './risk-ops';
export {
  adminGameQuerySchema,
  adminGameSchema,
  adminGamePageSchema,
  adminGameVendorSchema,
  adminGameVendorListSchema,
  adminGameParamsSchema,
  adminGameVendorParamsSchema,
  adminGameEditSchema,
  adminGameMoveSchema,
  adminGameVendorEditSchema,
} from './games-admin';
export type {
  AdminGameQuery,
  AdminGame,
  AdminGamePage,
  AdminGameVendor,
  AdminGameEdit,
  AdminGameVendorEdit,
} from './games-admin';
export {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  BANNER_LINKAGE_TYPES,
  BANNER_STATES,
  adminBannerSchema,
  adminBannerListSchema,
  contentImageUploadSchema,
  adminBannerCreateSchema,
  adminBannerEditSchema,
  adminBannerParamsSchema,
  adminBannerMoveSchema,
  adminBannerDeletedSchema,
  contentAssetParamsSchema,
  linkageIssue,
} from './content-admin';
export type {
  ContentImageType,
  BannerLinkageType,
  BannerState,
  AdminBanner,
  AdminBannerList,
  ContentImageUpload,
  AdminBannerCreate,
  AdminBannerEdit,
} from './content-admin';
export {
  NOTICE_CATEGORIES,
  NOTICE_AUDIENCES,
  HELP_DEVICES,
  CONTENT_LANGUAGE_CODES,
  contentLanguageSchema,
  adminNoticeSchema,
  adminNoticeListSchema,
  contentHtmlField,
  adminNoticeInputSchema,
  adminPopupRuleSchema,
  contentIdParamsSchema,
  contentMoveSchema,
  contentDeletedSchema,
  contentTranslationInputSchema,
  adminHelpTopicSchema,
  adminHelpTopicQuerySchema,
  adminHelpTopicListSchema,
  adminHelpTopicInputSchema,
  siteLinkField,
  adminSiteLinksSchema,
} from './content-pages';
export type {
  NoticeCategory,
  NoticeAudience,
  AdminNotice,
  AdminNoticeList,
  AdminNoticeInput,
  AdminPopupRule,
  ContentTranslationInput,
  AdminHelpTopic,
  AdminHelpTopicList,
  AdminHelpTopicInput,
  AdminSiteLinks,
} from './content-pages';
export {
  REPORT_MAX_DAYS,
  reportQuerySchema,
  reportFiguresSchema,
  reportPaymentSchema,
  reportSchema,
} from './reports';
export type { ReportQuery, ReportFigures, ReportPayment, Report } from './reports';
export {
  LOTTERY_ISSUE_STATES,
  lotteryAdminGameListSchema,
  lotteryAdminIssueQuerySchema,
  lotteryAdminIssueSchema,
  lotteryAdminIssuePageSchema,
  lotteryIssueParamsSchema,
  lotteryAdminIssueDetailSchema,
  lotteryIssueActionRequestSchema,
  lotteryIssueActionResultSchema,
} from './lottery-ops';
export type {
  LotteryIssueState,
  LotteryAdminGame,
  LotteryAdminIssueQuery,
  LotteryAdminIssue,
  LotteryAdminIssuePage,
  LotteryAdminIssueDetail,
  LotteryIssueActionResult,
} from './lottery-ops';
export { chatAdminRoomListSchema, chatLiftRequestSchema } from './chat-ops';
export type { ChatAdminRoom } from './chat-ops';
export {
  adminMissionSchema,
  adminMissionParamsSchema,
  adminRaffleRuleSchema,
  adminRaffleRuleParamsSchema,
  adminRaffleRoundsQuerySchema,
  adminRaffleRoundSchema,
  adminRaffleRoundListSchema,
  adminRewardSchema,
  adminRewardPatchSchema,
  adminRewardParamsSchema,
  rewardCrossCheck,
} from './campaigns';
export type {
  AdminMissionInput,
  AdminRaffleRuleInput,
  AdminRaffleRound,
  AdminRewardInput,
  AdminRewardPatch,
} from './campaigns';
export {
  adminContractQuerySchema,
  adminContractSchema,
  adminContractPageSchema,
  contractEventSchema,
  contractHistorySchema,
  contractIdAdminParamsSchema,
  contractEndRequestSchema,
  ANNOUNCEMENT_TITLE_MAX,
  ANNOUNCEMENT_BODY_MAX,
  agentAnnouncementInputSchema,
  agentAnnouncementAdminSchema,
  agentAnnouncementAdminListSchema,
  agentAnnouncementIdParamsSchema,
  agentAnnouncementDeleteRequestSchema,
  agentAnnouncementDeletedSchema,
} from './agent-admin';
export type {
  AdminContractQuery,
  AdminContract,
  AdminContractPage,
  ContractEvent,
  ContractHistory,
  AgentAnnouncementInput,
  AgentAnnouncementAdmin,
} from './agent-admin';
