import type { LobbyCategory } from './lobby-state';

export interface CategoryConfig extends LobbyCategory {
  /** esports, lottery and cockfight show a vendor lobby instead of the game grid. */
  vendorLobby: boolean;
  /** SPEC §6: favouriting offered on /live /pvp /rng /fish /inhouse, not on lottery/e-lottery. */
  favouritable: boolean;
  /** The slots filter exists only on the RNG lobby. */
  slotsFilter: boolean;
}

export const CATEGORIES: Record<string, CategoryConfig> = {
  rng: { key: 'rng', gameType: 'RNG', vendorLobby: false, favouritable: true, slotsFilter: true },
  pvp: { key: 'pvp', gameType: 'PVP', vendorLobby: false, favouritable: true, slotsFilter: false },
  live: { key: 'live', gameType: 'LIVE', vendorLobby: false, favouritable: true, slotsFilter: false },
  fish: { key: 'fish', gameType: 'FISH', vendorLobby: false, favouritable: true, slotsFilter: false },
  sports: { key: 'sports', gameType: 'SPORTS', vendorLobby: false, favouritable: false, slotsFilter: false },
  esports: { key: 'esports', gameType: 'ESPORTS', vendorLobby: true, favouritable: false, slotsFilter: false },
  inhouse: { key: 'inhouse', gameType: 'INHOUSE', vendorLobby: false, favouritable: true, slotsFilter: false },
  cockfight: { key: 'cockfight', gameType: 'COCKFIGHT', vendorLobby: true, favouritable: false, slotsFilter: false },
  bingo: { key: 'bingo', gameType: '', vendorLobby: false, favouritable: false, slotsFilter: false },
};

export const CATEGORY_KEYS = Object.keys(CATEGORIES);
