import type { DbOrTrx } from '../../db/with-transaction';
import type { PromotionRow } from './promotions.repository';
import type { PromotionTranslations } from './promotions.table';

/** Operator writes of promotions (create, replace, list all including disabled ones). */

export async function categoryExists(db: DbOrTrx, code: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('promotion_category').select('code').where('code', '=', code).executeTakeFirst(),
  );
}

export interface PromotionValues {
  code: string;
  category: string;
  kind: string;
  title: string;
  summary: string;
  content: string;
  imageColor: string;
  rules: unknown;
  startAt: Date;
  endAt: Date | null;
  enabled: boolean;
  sort: number;
  /** Undefined: leave the stored ones (a replace by a caller that does not send them). */
  translations?: PromotionTranslations;
}

const columns = (p: PromotionValues) => ({
  code: p.code,
  category: p.category,
  kind: p.kind,
  title: p.title,
  summary: p.summary,
  content: p.content,
  image_color: p.imageColor,
  rules: JSON.stringify(p.rules),
  start_at: p.startAt,
  end_at: p.endAt,
  enabled: p.enabled,
  sort: p.sort,
  ...(p.translations ? { translations: JSON.stringify(p.translations) } : {}),
});

/** null when the code is taken. */
export async function insertPromotion(db: DbOrTrx, p: PromotionValues): Promise<PromotionRow | null> {
  const row = await db
    .insertInto('promotion')
    .values(columns(p))
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updatePromotion(
  db: DbOrTrx,
  id: number,
  p: PromotionValues,
): Promise<PromotionRow | undefined> {
  return db.updateTable('promotion').set(columns(p)).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function listAllPromotions(db: DbOrTrx): Promise<PromotionRow[]> {
  return db.selectFrom('promotion').selectAll().orderBy('sort').orderBy('id').execute();
}
