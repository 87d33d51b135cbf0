import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminGameVendorListSchema } from '@site/shared/schemas/operator';
import { gameKeys } from './game-keys';

/** Every vendor (one row per code, all its game types) with its state in the lobby. */
export const getGameVendors = () =>
  fetchParsed(adminGameVendorListSchema, { method: 'GET', url: '/wps/admin/games/vendors' });
export const gameVendorsQuery = () =>
  queryOptions({ queryKey: gameKeys.vendors(), queryFn: getGameVendors, staleTime: 10_000 });
export const useGameVendors = () => useQuery(gameVendorsQuery());
