/**
 * `@site/shared/schemas`: pure zod contracts shared by the server and the apps (no browser code).
 * Named exports only; each domain adds its own lines.
 */
export {
  PATTERN_IDS,
  PATTERN_TESTS,
  isPatternId,
  registerRuleSchema,
  buildFieldSchema,
  patternMessage,
  requiredMessage,
  renderFieldMessage,
  fieldMessageOf,
} from './validation-patterns';
export type { PatternId, RegisterRule, FieldMessage } from './validation-patterns';
export { VALIDATION_MESSAGES_EN } from './validation-messages';
export { usernameField, passwordField, mobileField, dialingCodeField, smsCodeField, pageQuery } from './common-fields';
export {
  loginRequestSchema,
  loginResultSchema,
  loginFailureValueSchema,
  twoFactorChallengeSchema,
  twoFactorVerifyRequestSchema,
  freeplayRequestSchema,
  ticketResultSchema,
  exchangeRequestSchema,
} from './session';
export type { LoginRequest, LoginResult, TwoFactorChallenge } from './session';
export { captchaResultSchema, smsRequestSchema, smsResultSchema, outboxQuerySchema, outboxMessageSchema } from './verification';
export type { CaptchaResult, SmsRequest, SmsResult, OutboxMessage } from './verification';
export {
  RULED_REGISTER_FIELDS,
  registerRequestSchema,
  registerMobileRequestSchema,
  affiliateCheckRequestSchema,
  affiliateCheckResultSchema,
  memberInfoSchema,
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  FEEDBACK_MAX_CHARS,
  feedbackRequestSchema,
} from './member';
export type { RuledRegisterField, RegisterRequest, RegisterMobileRequest, MemberInfo } from './member';
export {
  FEATURE_FLAGS,
  featureFlagSchema,
  whitelabelModuleSchema,
  SYSTEM_STATUS,
  systemStatusSchema,
  languageSchema,
  resourceSchema,
  customerServiceSchema,
  whitelabelSchema,
  whitelabelQuerySchema,
  registerSettingsSchema,
  domainRouteSchema,
  helpCenterQuerySchema,
  helpTopicSchema,
  dropdownQuerySchema,
  dropdownItemSchema,
  countryCodeSchema,
  BANNER_GROUPS,
  bannersQuerySchema,
  bannerSchema,
  announcementsQuerySchema,
  announcementSchema,
  adminFlagRequestSchema,
  adminStatusRequestSchema,
} from './system';
export type {
  FeatureFlag,
  WhitelabelModule,
  SystemStatus,
  Language,
  Whitelabel,
  RegisterSettings,
  HelpTopic,
  BannerGroup,
  Banner,
  Announcement,
  AdminStatusRequest,
} from './system';
export { ERROR_CODES } from './error-codes';
export type { ErrorCode } from './error-codes';
export {
  moneySchema,
  minorToDecimal,
  decimalToMinor,
  walletSchema,
  balanceResultSchema,
  devTransferRequestSchema,
  devFundRequestSchema,
} from './wallet';
export type { Wallet, BalanceResult, DevTransferRequest, DevFundRequest } from './wallet';
export {
  GAME_TYPES,
  GAME_PAGE_SIZES,
  HOT_LIMIT,
  WINNER_LIMIT,
  BINGO_CLASSIFY,
  CLIENT_ONLY_CLASSIFY,
  gameListQuerySchema,
  hotGamesQuerySchema,
  popularQuerySchema,
  favouriteListQuerySchema,
  favouriteChangeSchema,
  recentQuerySchema,
  vendorMappingQuerySchema,
  winnerQuerySchema,
  popupQuerySchema,
  launchRequestSchema,
  gameDtoSchema,
  gameListResultSchema,
  favouriteListResultSchema,
  recentResultSchema,
  vendorMappingEntrySchema,
  vendorMappingSchema,
  winnerEntrySchema,
  launchResultSchema,
  pvpRoomSchema,
  SEAMLESS_STATUS,
  seamlessBalanceSchema,
  seamlessDebitSchema,
  seamlessCreditSchema,
  seamlessRollbackSchema,
} from './games';
export type {
  GameType,
  GameListQuery,
  LaunchRequest,
  GameDto,
  GameListResult,
  FavouriteListResult,
  RecentResult,
  VendorMappingEntry,
  VendorMapping,
  WinnerEntry,
  LaunchResult,
  PvpRoom,
  SeamlessStatus,
  SeamlessDebit,
  SeamlessCredit,
  SeamlessRollback,
  SeamlessAnswer,
} from './games';
export { REMOTE_FAILURE_STAGES, remoteErrorReportSchema } from './telemetry';
export type { RemoteErrorReportBody } from './telemetry';
// data layer (ADR 007): answer schemas the lobby parses with
export { hotGamesResultSchema, favouriteIdsSchema, winnersResultSchema } from './games';
export {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  CONTRACT_STATES,
  contractTierSchema,
  contractTiersSchema,
  contractOfferSchema,
  contractIdParamsSchema,
  contractActionSchema,
  contractSchema,
  consolidatedFundsSchema,
} from './agent';
export type {
  ContractKind,
  DividendPeriod,
  ContractState,
  ContractTier,
  ContractOffer,
  ContractAction,
  ContractDto,
  ConsolidatedFunds,
} from './agent';
export {
  LOTTERY_PLAY_TYPES,
  lotterySelectionSchema,
  lotteryPlaceOrderSchema,
  lotteryGamesQuerySchema,
  lotteryResultsQuerySchema,
  lotteryVerifyQuerySchema,
  lotteryMyOrdersQuerySchema,
} from './lottery';
export type { LotterySelectionBody, LotteryPlaceOrderBody, LotteryResultsQuery, LotteryMyOrdersQuery } from './lottery';
export {
  DEPOSIT_CHANNELS,
  DEPOSIT_STATUSES,
  depositChannelSchema,
  createDepositRequestSchema,
  depositStatusSchema,
  depositOrderSchema,
  depositChannelInfoSchema,
  gatewayWebhookSchema,
} from './payments';
export type { DepositChannel, CreateDepositRequest, DepositOrder, DepositChannelInfo, GatewayWebhook } from './payments';
