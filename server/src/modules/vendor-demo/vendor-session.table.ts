import type { ColumnType } from 'kysely';

/** Migration 1171: the demo vendor's game sessions (vendor-session.store.ts). */
export interface VendorDemoSessionTable {
  id: string;
  token: string;
  game_id: string;
  kind: 'slot' | 'dice';
  trial: boolean;
  currency: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
  /** bigint in SQL, read back with Number(). */
  trial_balance_minor: ColumnType<number | string, number, number>;
  last_used: Date;
}

export interface VendorDemoTables {
  vendor_demo_session: VendorDemoSessionTable;
}
