import type { ComponentType } from 'react';

/**
 * THE slot contract (docs/architecture.md "Slots"): every slot, its owner (the remote that exposes
 * the widget) and the props the page passes. The page (`<Slot name=… props=…/>`) and the owner's
 * widget (`SlotWidget<'name'>`) both type against this file, so changing a slot is a type error in
 * both apps. Keep the props small and serialisable: they cross a deploy boundary.
 */
export interface SlotContract {
  /** Lottery quick-bet panel (docs/product.md "Screens and routes") inside the lobby: on home and on the lottery lobby tab. */
  'lottery.panel': { owner: 'mfe_lottery'; props: { variant: 'home' | 'lobby' } };
  /** New-player promotion slider on the shell's register page. */
  'promotions.new-player-slider': { owner: 'mfe_promotions'; props: Record<string, never> };
  /** Reward centre inside the member centre overlay page `rewardCenter`. */
  'promotions.reward-center': { owner: 'mfe_promotions'; props: Record<string, never> };
  /** Bonus details inside the member centre overlay page `bonusDetails`. */
  'promotions.bonus-details': { owner: 'mfe_promotions'; props: Record<string, never> };
  /** Mission leaderboard inside the member centre overlay page `missionLeaderboard`. */
  'promotions.mission-leaderboard': { owner: 'mfe_promotions'; props: Record<string, never> };
  /** Red-envelope (mini-game) layer floating over every shell page. */
  'promotions.red-envelope': { owner: 'mfe_promotions'; props: Record<string, never> };
  /** Recent winners board. */
  'promotions.winner-board': { owner: 'mfe_promotions'; props: { limit?: number } };
}

export type SlotName = keyof SlotContract;
export type SlotOwner<N extends SlotName> = SlotContract[N]['owner'];
export type SlotProps<N extends SlotName> = SlotContract[N]['props'];
/** What the owner exposes for slot `N` (default export of its widget module). */
export type SlotWidget<N extends SlotName> = ComponentType<SlotProps<N>>;

export interface SlotSpec<N extends SlotName = SlotName> {
  owner: SlotOwner<N>;
  /**
   * Height (px) the box reserves while the widget loads, so nothing below it moves when it fills
   * in (goal: zero layout shift). The widget is laid out to that height. 0 for floating layers.
   */
  reserve: number;
  /** A floating layer (fixed position) rather than a box in the flow. */
  floating?: boolean;
  /**
   * Shown only to a signed-in player: a visitor's page loads neither the widget nor its remote for it (the red
   * envelope needs raffle tickets, which only a member's play earns; docs/performance.md "What home loads").
   */
  membersOnly?: boolean;
}

/** The runtime half of the contract: owner and reserved height of every slot. */
export const SLOTS: { readonly [N in SlotName]: SlotSpec<N> } = {
  'lottery.panel': { owner: 'mfe_lottery', reserve: 240 },
  'promotions.new-player-slider': { owner: 'mfe_promotions', reserve: 160 },
  'promotions.reward-center': { owner: 'mfe_promotions', reserve: 320 },
  'promotions.bonus-details': { owner: 'mfe_promotions', reserve: 320 },
  'promotions.mission-leaderboard': { owner: 'mfe_promotions', reserve: 320 },
  'promotions.red-envelope': { owner: 'mfe_promotions', reserve: 0, floating: true, membersOnly: true },
  'promotions.winner-board': { owner: 'mfe_promotions', reserve: 200 },
};

export const SLOT_NAMES = Object.keys(SLOTS) as SlotName[];

/**
 * The exposed module of a slot's widget: `./widgets/<name after the dot>` in the owner's
 * module-federation.config.js (`lottery.panel` → `./widgets/panel`).
 */
export function slotModule(name: SlotName): string {
  return `widgets/${name.slice(name.indexOf('.') + 1)}`;
}
