import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** True when the database answers a trivial query. */
export function pingDatabase(db: DbOrTrx): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
