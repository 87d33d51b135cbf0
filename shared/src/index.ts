export { emit, on, useAppEvent, EVENT_REPLAY } from './bus';
export type { AppEventName, AppEventPayloads, SessionChangedPayload } from './bus';
export { useSessionStore, getSessionToken, SESSION_STORAGE_KEY } from './session';
export { isTrialAccount, isAgentAccount, TRIAL_ACCOUNT_TYPE, AGENT_ACCOUNT_TYPES } from './session';
export type { SessionData, SessionState, MemberLabel } from './session';
export { apiClient, apiRequest, apiGet, apiPost, toApiError, ApiError, CLIENT_ERROR_CODES } from './api';
export { trackSingleton } from './debug/singletons';
export {
  formatAmount,
  maskAmount,
  currencySymbol,
  AMOUNT_DECIMALS,
  formatDate,
  formatDateTime,
  numberFormat,
  dateTimeFormat,
} from './format';
export {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  THEME_BOOT_SCRIPT,
  readTheme,
  applyTheme,
  toggleTheme,
  useTheme,
} from './theme';
export type { Theme } from './theme';
export {
  Modal,
  Button,
  ConfirmDialog,
  Tabs,
  Spinner,
  EmptyState,
  ErrorState,
  TextField,
  lockScroll,
} from './ui';
export type { ModalProps, ButtonProps, ConfirmDialogProps, TabItem, TabsProps, TextFieldProps } from './ui';
export { ComingSoonPage } from './placeholder';
export { sanitizeHtml } from './html';
export {
  Skeleton,
  Amount,
  Badge,
  ChoiceField,
  FormField,
  FieldSet,
  StatList,
  Pagination,
  DataTable,
  useNearViewport,
  prefersReducedMotion,
  Carousel,
} from './ui';
export type {
  CarouselProps,
  SkeletonProps,
  AmountProps,
  BadgeProps,
  BadgeTone,
  FormFieldProps,
  StatItem,
  FieldControlProps,
  FieldErrorLike,
  PaginationProps,
  DataTableProps,
  DataTableColumn,
} from './ui';
export {
  Select,
  DATE_PRESETS,
  datePresetRange,
  todayIn,
  addDays,
  DateRangePicker,
  Toaster,
  useToast,
  showToast,
  dismissToast,
  resetToastsForTests,
  Stepper,
  ProgressBar,
  UploadField,
  UPLOAD_DEFAULTS,
  checkImages,
  isPngOrJpeg,
  readImagesAsBase64,
} from './ui';
export type {
  SelectProps,
  SelectOption,
  DatePreset,
  DateRange,
  DateRangePickerProps,
  ToastInput,
  ToastTone,
  StepperProps,
  ProgressBarProps,
  UploadFieldProps,
  UploadProblem,
} from './ui';
export {
  getQueryClient,
  DEFAULT_STALE_TIME_MS,
  queryKeys,
  fetchParsed,
  SiteQueryProvider,
  connectBusToQueries,
} from './query';
export { getVendors, vendorsQuery, useVendors } from './features/games';
export {
  getHelpCenter,
  helpCenterQuery,
  useHelpCenter,
  getWhitelabel,
  whitelabelQuery,
} from './features/system';
export {
  getBalance,
  balanceQuery,
  useBalance,
  refreshBalance,
  followSessionBalance,
  parseServerSentEvents,
} from './features/wallet';
export { APPS, APP_NAMES, REMOTES, SINGLETONS } from './platform';
export type { AppEntry } from './platform';
export { SLOTS, SLOT_NAMES, slotModule } from './platform';
export type { SlotContract, SlotName, SlotOwner, SlotProps, SlotSpec, SlotWidget } from './platform';
export { Slot, provideSlotHost } from './platform';
export type { SlotElementProps, SlotHost } from './platform';
export { AGENT_PAGES, MEMBER_PAGES, OVERLAYS, overlayFromUrl, overlayUrl } from './platform';
export type {
  AgentPage,
  MemberPage,
  OverlayAccess,
  OverlayContract,
  OverlayModule,
  OverlayModuleProps,
  OverlayOwner,
  OverlayParams,
  OverlayRequest,
  OverlaySpec,
} from './platform';
