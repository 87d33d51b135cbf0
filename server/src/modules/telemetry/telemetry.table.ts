import type { ColumnType, Generated } from 'kysely';

export interface RemoteErrorTable {
  id: Generated<number>;
  remote: string;
  version: string;
  stage: string;
  message: string;
  url: string;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TelemetryTables {
  remote_error: RemoteErrorTable;
}
