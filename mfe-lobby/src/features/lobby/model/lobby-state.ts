import { BINGO_CLASSIFY, GAME_PAGE_SIZES } from '@site/shared/schemas';
import type { GameListParams } from '../../../lib/api/get-game-list';

/**
 * docs/site-rules.md "Flows" state rules of a category lobby, as one pure reducer so every rule has one home and a
 * unit test. The list itself lives in the hook; this state says what to fetch and whether the
 * result replaces or appends.
 */
export type ListType = 'game' | 'hot' | 'fav' | 'recent';

export interface LobbyCategory {
  /** Route key, e.g. 'rng', 'bingo'. */
  key: string;
  /** Upper-case game type; '' for bingo (found by classification). */
  gameType: string;
}

export interface LobbyState {
  category: LobbyCategory;
  listType: ListType;
  vendor: string;
  classify: string;
  search: string;
  pageNo: number;
  /** true → the next result is appended (load-more); false → it replaces the list. */
  append: boolean;
}

export type LobbyAction =
  | { type: 'listType'; listType: ListType }
  | { type: 'vendor'; vendor: string }
  | { type: 'classify'; classify: string }
  | { type: 'search'; text: string }
  | { type: 'loadMore'; totalPages: number }
  | { type: 'reset'; category: LobbyCategory };

export function defaultClassify(category: LobbyCategory): string {
  return category.key === 'bingo' ? BINGO_CLASSIFY : 'ALL';
}

export function initialLobbyState(category: LobbyCategory): LobbyState {
  return {
    category,
    listType: 'game',
    vendor: '',
    classify: defaultClassify(category),
    search: '',
    pageNo: 1,
    append: false,
  };
}

export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  const fresh = { pageNo: 1, append: false };
  switch (action.type) {
    case 'listType':
      // Tapping the active type returns to the game list; any change clears and restarts at 1.
      return { ...state, ...fresh, listType: state.listType === action.listType ? 'game' : action.listType };
    case 'vendor': {
      // A provider tile toggles: choosing the active one clears it. Filters reset either way.
      const vendor = state.vendor === action.vendor ? '' : action.vendor;
      return {
        ...state,
        ...fresh,
        vendor,
        listType: 'game',
        classify: defaultClassify(state.category),
        search: '',
      };
    }
    case 'classify':
      return { ...state, ...fresh, classify: action.classify };
    case 'search':
      return { ...state, ...fresh, search: action.text.trim(), listType: 'game' };
    case 'loadMore':
      if (state.pageNo >= action.totalPages) return state;
      return { ...state, pageNo: state.pageNo + 1, append: true };
    case 'reset':
      // Path, vendor-list or language change: everything back to its default.
      return initialLobbyState(action.category);
    default:
      return state;
  }
}

/** NEW exists only on RNG (docs/site-rules.md "Flows"). */
export function classifyOptions(category: LobbyCategory, vendorDerived: string[]): string[] {
  const base =
    category.key === 'bingo' ? [BINGO_CLASSIFY] : ['ALL', ...(category.gameType === 'RNG' ? ['NEW'] : [])];
  return [...base, ...vendorDerived.filter((c) => !base.includes(c))];
}

/**
 * docs/site-rules.md "Calls" parameter rules: gameType upper case (empty for bingo), vassalage empty for bingo,
 * gameClassify empty for NEW/ALL/FAV, isNew 1 only for the NEW filter.
 */
export function toListParams(state: LobbyState, pageSize: number = GAME_PAGE_SIZES.lobby): GameListParams {
  const bingo = state.category.key === 'bingo';
  const clientOnly = state.classify === 'NEW' || state.classify === 'ALL' || state.classify === 'FAV';
  return {
    gameType: bingo ? '' : state.category.gameType.toUpperCase(),
    vassalage: bingo ? '' : state.vendor,
    gameClassify: clientOnly ? '' : state.classify,
    ...(state.classify === 'NEW' ? { isNew: '1' as const } : {}),
    gameName: state.search,
    pageSize,
    pageNo: state.pageNo,
  };
}
