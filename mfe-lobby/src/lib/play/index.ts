export { useGameLauncher, gamePath } from './use-game-launcher';
export type { LaunchNotice } from './use-game-launcher';
export { useFavourites } from './use-favourites';
