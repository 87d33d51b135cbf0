import type { ColumnType, Generated } from 'kysely';
import type { ContentTranslations } from './content-language';

/** JSONB written as a JSON string (pg would turn JS arrays into PG arrays), read back parsed. */
export type JsonColumn<T> = ColumnType<T, string, string>;

export interface SystemSettingTable {
  key: string;
  value: JsonColumn<unknown>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface BannerTable {
  id: Generated<number>;
  group_name: string;
  title: string;
  linkage_type: string;
  linkage: string | null;
  sort: number;
  color: string;
  color2: string;
  /** Other languages of the title (docs/i18n.md "Operator content"). */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
  /** The uploaded picture (content_asset), null: the generated artwork (migration 1450). */
  image_sha256: ColumnType<string | null, string | null | undefined, string | null>;
  /** The schedule; null = from always / until always. */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  content: string;
  category: string;
  audience: string;
  sort: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Other languages of title and content (docs/i18n.md "Operator content"). */
  translations: ColumnType<ContentTranslations, string | undefined, string>;
  /** The schedule (migration 1500); null = from always / until always. */
  starts_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface HelpTopicTable {
  id: Generated<number>;
  language: string;
  device: string;
  title: string;
  content: string;
  sort: number;
}

export interface SystemTables {
  system_setting: SystemSettingTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  help_topic: HelpTopicTable;
}
