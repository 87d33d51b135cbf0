import type { LobbyCategory } from './lobby-state';

export interface CategoryConfig extends LobbyCategory {
  /** esports, lottery and cockfight show a vendor lobby instead of the game grid. */
  vendorLobby: boolean;
  /** docs/site-rules.md "Access": favouriting offered on /live /pvp /rng /fish /inhouse, not on lottery/e-lottery. */
  favouritable: boolean;
}

export const CATEGORIES: Record<string, CategoryConfig> = {
  rng: { key: 'rng', gameType: 'RNG', vendorLobby: false, favouritable: true },
  pvp: { key: 'pvp', gameType: 'PVP', vendorLobby: false, favouritable: true },
  live: { key: 'live', gameType: 'LIVE', vendorLobby: false, favouritable: true },
  fish: { key: 'fish', gameType: 'FISH', vendorLobby: false, favouritable: true },
  sports: { key: 'sports', gameType: 'SPORTS', vendorLobby: false, favouritable: false },
  esports: { key: 'esports', gameType: 'ESPORTS', vendorLobby: true, favouritable: false },
  inhouse: { key: 'inhouse', gameType: 'INHOUSE', vendorLobby: false, favouritable: true },
  cockfight: { key: 'cockfight', gameType: 'COCKFIGHT', vendorLobby: true, favouritable: false },
  bingo: { key: 'bingo', gameType: '', vendorLobby: false, favouritable: false },
};

export const CATEGORY_KEYS = Object.keys(CATEGORIES);
