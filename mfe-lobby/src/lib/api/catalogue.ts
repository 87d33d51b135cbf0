/** Lists change when operators edit the catalogue, not from second to second. */
export const CATALOGUE_STALE_MS = 60_000;
