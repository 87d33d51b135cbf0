export { APPS, APP_NAMES, REMOTES, SINGLETONS, SITE_APP_NAMES, SEPARATE_HOSTS } from './apps.cjs';
export type { AppEntry } from './apps.cjs';
export { SLOTS, SLOT_NAMES, slotModule } from './slots';
export type { SlotContract, SlotName, SlotOwner, SlotProps, SlotSpec, SlotWidget } from './slots';
export { Slot, provideSlotHost } from './slot';
export type { SlotElementProps, SlotHost } from './slot';
export { AGENT_PAGES, MEMBER_PAGES, OVERLAYS, overlayFromUrl, overlayUrl } from './overlays';
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
} from './overlays';
export { ROUTE_TABLE, remoteForPath } from './route-owner';
export type { RouteOwner } from './route-owner';
export { bannerGroupForPath } from './page-banners';
export {
  BOOT_ANSWER_MAX_AGE_MS,
  BOOT_ANSWERS_LANGUAGE,
  BOOT_ANSWERS_ELEMENT_ID,
  bootAnswerKey,
  bootPayloadScript,
  resetBootAnswersForTests,
  takeBootAnswer,
  takeBootReleases,
} from './boot-answers';
export type { BootPayload, BootRequest } from './boot-answers';
export {
  BOOT_FRAME_ELEMENT_ID,
  BOOT_FRAME_LANGUAGE_SCRIPT,
  BOOT_FRAME_OFF_ATTRIBUTE,
  removeBootFrame,
} from './boot-frame';
// The offered languages as plain data, for code that must not load the i18n runtime (the server's tests and seed).
export { LANGUAGES } from '../i18n/languages';
