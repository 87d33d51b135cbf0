import type { ComponentType } from 'react';

/**
 * THE overlay contract (docs/architecture.md "Overlays"). An overlay is a remote's full-screen
 * page set opened over any page by `overlay:open { owner, page, params }` on the bus; the shell
 * mounts the owner's `./overlay` module in its modal layer and keeps the URL at `/<path>/<page>`.
 */

/**
 * docs/product.md "Screens and routes" Personal Center page keys, plus the VIP rank page and the member centre's menu (`memberCentre`, the grid
 * of every page: the overlay's first screen and the way between its pages; docs/decisions.md "Phone navigation").
 */
export const MEMBER_PAGES = [
  'memberCentre',
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'vipRank',
] as const;

/** docs/product.md "Screens and routes" Agent centre page keys. */
export const AGENT_PAGES = [
  'announcement',
  'teamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBetting',
  'lossStatements',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];
export type AgentPage = (typeof AGENT_PAGES)[number];

export interface OverlayContract {
  mfe_member: MemberPage;
  mfe_agent: AgentPage;
}

export type OverlayOwner = keyof OverlayContract;
export type OverlayParams = Record<string, string>;

/** `overlay:open` payload: a page of one owner; params end up in the URL's query string. */
export type OverlayRequest = {
  [O in OverlayOwner]: { owner: O; page: OverlayContract[O]; params?: OverlayParams };
}[OverlayOwner];

/** Who may open an overlay (docs/product.md "Who may do what"); the shell refuses with the login popup or a warning. */
export type OverlayAccess = 'member' | 'agent';

export interface OverlaySpec<O extends OverlayOwner = OverlayOwner> {
  /** URL path: `/member/<page>` deep-links open the overlay over home. */
  path: string;
  pages: readonly OverlayContract[O][];
  /** `member`: logged-in real account; `agent`: also agent types 1, 2, 41, 42. */
  access: OverlayAccess;
}

export const OVERLAYS: { readonly [O in OverlayOwner]: OverlaySpec<O> } = {
  mfe_member: { path: '/member', pages: MEMBER_PAGES, access: 'member' },
  mfe_agent: { path: '/agent', pages: AGENT_PAGES, access: 'agent' },
};

// Who may open which overlay (docs/product.md "Who may do what") is decided with isTrialAccount()/isAgentAccount() from ../session:
// one rule for the whole front.

/** Props the shell gives the owner's `./overlay` default export. */
export interface OverlayModuleProps<O extends OverlayOwner = OverlayOwner> {
  page: OverlayContract[O];
  params: OverlayParams;
  /** Switch to another page of the same overlay (replaces the URL, back still closes). */
  navigate: (page: OverlayContract[O], params?: OverlayParams) => void;
  close: () => void;
}

export type OverlayModule<O extends OverlayOwner> = ComponentType<OverlayModuleProps<O>>;

/** The URL of an overlay page: `/member/depositv2?tab=bank`. */
export function overlayUrl(request: OverlayRequest): string {
  const query = new URLSearchParams(request.params ?? {}).toString();
  return `${OVERLAYS[request.owner].path}/${request.page}${query ? `?${query}` : ''}`;
}

/** The overlay request a URL stands for, or null (deep links `/member/<page>`, `/agent/<page>`). */
export function overlayFromUrl(pathname: string, search = ''): OverlayRequest | null {
  for (const owner of Object.keys(OVERLAYS) as OverlayOwner[]) {
    const spec = OVERLAYS[owner];
    if (!pathname.startsWith(`${spec.path}/`)) continue;
    const page = pathname.slice(spec.path.length + 1);
    if (!(spec.pages as readonly string[]).includes(page)) return null;
    const params = Object.fromEntries(new URLSearchParams(search));
    return { owner, page, params } as OverlayRequest;
  }
  return null;
}
