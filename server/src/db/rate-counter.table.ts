export interface RateCounterTable {
  key: string;
  window_start: Date;
  count: number;
  expires_at: Date;
}

export interface RateCounterTables {
  rate_counter: RateCounterTable;
}
