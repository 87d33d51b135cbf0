import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { lotteryAdminGameListSchema } from '@site/shared/schemas/operator';
import { lotteryKeys } from './lottery-keys';

/** Every lottery game with its schedule, the issue on sale and the last one drawn. */
export const getLotteryGames = () =>
  fetchParsed(lotteryAdminGameListSchema, { method: 'GET', url: '/wps/admin/lottery/games' });
export const lotteryGamesQuery = () =>
  queryOptions({ queryKey: lotteryKeys.games(), queryFn: getLotteryGames, staleTime: 60_000 });
export const useLotteryGames = () => useQuery(lotteryGamesQuery());
