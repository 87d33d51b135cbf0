import type { Db } from '../../db/create-db';
import { currentUser } from './build-info';

/** What a registry call needs: the database, the repo (for local builds) and who acts. */
export interface ReleaseContext {
  db: Db;
  repoRoot: string;
  /** Who acts, for the audit (default: the OS user). */
  by?: string;
  now?: () => Date;
}

export const actor = (ctx: ReleaseContext) => ctx.by ?? currentUser();
export const nowOf = (ctx: ReleaseContext) => ctx.now?.() ?? new Date();
