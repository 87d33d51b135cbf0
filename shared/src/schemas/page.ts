import { z } from 'zod';

/**
 * One page of a server-paged list, as every desk answers it: the page asked for, its size, how many rows match in
 * all, and the rows. `extra` adds list-wide fields (the ledger's currency).
 */
export function pageOf<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra?: Extra,
) {
  return z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    ...(extra ?? ({} as Extra)),
    items: z.array(item),
  });
}
