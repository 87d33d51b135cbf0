export { fetchGameList, fetchHotGames } from './game-list';
export type { GameListParams } from './game-list';
export { fetchFavourites, fetchFavouriteIds, changeFavourite } from './favourites';
export { fetchRecentGames } from './recent-games';
export { fetchVendorMapping, resetVendorMappingCache } from './vendors';
export { fetchWinners } from './winners';
export { launchGame, fetchBalance } from './launch-game';
export { fetchHelpTopics } from './help-center';
