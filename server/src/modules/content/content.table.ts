import type { ColumnType } from 'kysely';

/** An uploaded picture, addressed by the sha256 of its bytes (migration 1450; docs/back-office.md "Content"). */
export interface ContentAssetTable {
  sha256: string;
  mime_type: string;
  size: number;
  data: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ContentTables {
  content_asset: ContentAssetTable;
}
