import type { WalletTables } from '../modules/wallet/wallet.table';

/**
 * The Kysely schema: the intersection of each module's `*.table.ts` types.
 * Each module adds one `& XTables` line here for its own tables.
 */
export type Database = WalletTables;
