import fp from 'fastify-plugin';
import { createDb, type Db } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { notificationsOf } from '../db/notifications';

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), applies
 * pending migrations before anything else may use it, decorates `app.db`, closes it on close.
 */
export const dbPlugin = fp(
  async (app) => {
    const { config } = app;
    const db = await createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      inMemory: config.DB_IN_MEMORY,
      template: config.DB_TEMPLATE,
    });
    try {
      await migrateToLatest(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await notificationsOf(db).close();
      await db.destroy();
    });
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}
