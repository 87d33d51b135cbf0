export { useGameLauncher, gamePath, TRIAL_ACCOUNT } from './use-game-launcher';
export type { LaunchNotice } from './use-game-launcher';
export { useFavourites } from './use-favourites';
