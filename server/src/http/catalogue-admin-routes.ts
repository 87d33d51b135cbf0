import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/create-db';
import { adminActor, requireAdminToken } from '../plugins/admin-auth';
import { ok } from './reply';

/** What an operator catalogue (missions, raffle rules, …) offers to its admin calls. */
export interface CatalogueAdmin<Body, Item extends { id: number; code: string }> {
  /** `/wps/admin/<items>`: GET lists, POST creates; `<path>/:id` PUT replaces. */
  path: string;
  bodySchema: z.ZodType<Body>;
  paramsSchema: z.ZodType<{ id: number }>;
  /** The audit name of the item (`mission` → `mission.create`, `mission.replace`) and its field in the log line. */
  audit: string;
  logField: string;
  list(db: Db): Promise<unknown>;
  create(db: Db, body: Body): Promise<Item>;
  replace(db: Db, id: number, body: Body): Promise<Item>;
}

/**
 * Operator calls over one catalogue behind `x-admin-token`: list, create, replace, each change logged with an `audit`
 * field like the promotions' ones (docs/promotions.md "Operators"). Register it as its own plugin: the admin token hook
 * covers only these calls.
 */
export async function catalogueAdminRoutes<Body, Item extends { id: number; code: string }>(
  fastify: FastifyInstance,
  catalogue: CatalogueAdmin<Body, Item>,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminToken(app);
  const logChange = (request: Parameters<typeof adminActor>[0], action: string, item: Item) =>
    request.log.info(
      {
        audit: `${catalogue.audit}.${action}`,
        actor: adminActor(request),
        [catalogue.logField]: item.id,
        code: item.code,
      },
      'operator action',
    );
  app.get(catalogue.path, async () => ok(await catalogue.list(app.db)));
  app.post(catalogue.path, { schema: { body: catalogue.bodySchema } }, async (request) => {
    const created = await catalogue.create(app.db, request.body as Body);
    logChange(request, 'create', created);
    return ok(created);
  });
  app.put(
    `${catalogue.path}/:id`,
    { schema: { params: catalogue.paramsSchema, body: catalogue.bodySchema } },
    async (request) => {
      const replaced = await catalogue.replace(app.db, request.params.id, request.body as Body);
      logChange(request, 'replace', replaced);
      return ok(replaced);
    },
  );
}
