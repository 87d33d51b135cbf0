import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../system/system.table';

/** Kysely types of the promotions tables (migration 0700). */
export interface PromotionCategoryTable {
  code: string;
  name: string;
  sort: ColumnType<number, number | undefined, number>;
}

export interface PromotionTable {
  id: Generated<number>;
  code: string;
  category: string;
  /** deposit_bonus | fixed_bonus | daily_signin */
  kind: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  /** Operator HTML; the front renders it through sanitizeHtml. */
  content: ColumnType<string, string | undefined, string>;
  image_color: ColumnType<string, string | undefined, string>;
  /** promotionRulesSchema of @site/shared/schemas. */
  rules: JsonColumn<Record<string, unknown>>;
  start_at: ColumnType<Date, Date | string, Date | string>;
  end_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Other languages' texts (migration 1525; docs/i18n.md "Operator content"). */
  translations: ColumnType<PromotionTranslations, string | undefined, string>;
}

/** `{ "<lang>": { title, summary, content } }`: the body HTML sanitised on save. */
export type PromotionTranslations = Record<string, { title: string; summary: string; content: string }>;

export interface PromotionApplicationTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  remark: ColumnType<string, string | undefined, string>;
  /** applying → approved | rejected */
  status: ColumnType<string, string | undefined, string>;
  operator_remark: ColumnType<string | null, string | null | undefined, string | null>;
  /** Types of the uploaded images in order (`png` | `jpg`); migration 0702. */
  images: ColumnType<string[], string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BonusGrantTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  /** `once`, `deposit:<orderId>`, `day:<YYYY-MM-DD>`, `application:<id>`. */
  claim_key: string;
  currency: string;
  /** bigint in SQL; read back with Number(). */
  bonus_minor: ColumnType<number, number, never>;
  deposit_minor: ColumnType<number, number | undefined, never>;
  required_minor: ColumnType<number, number, never>;
  /** active → completed | forfeited */
  status: ColumnType<string, string | undefined, string>;
  forfeited_minor: ColumnType<number, number | undefined, number>;
  granted_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PromotionsTables {
  promotion_category: PromotionCategoryTable;
  promotion: PromotionTable;
  promotion_application: PromotionApplicationTable;
  bonus_grant: BonusGrantTable;
}
