import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/create-db';
import type { Permission } from '@site/shared/schemas/operator';
import { auditedEdit } from '../modules/audit/audit.service';
import { ok } from './reply';

/** What an operator catalogue (missions, raffle rules, …) offers to its admin calls. */
export interface CatalogueAdmin<Body, Item extends { id: number; code: string }> {
  /** `/wps/admin/<items>`: GET lists, POST creates; `<path>/:id` PUT replaces. */
  path: string;
  /** What listing and changing the catalogue needs (docs/back-office.md "Roles and permissions"). */
  permission: Permission;
  bodySchema: z.ZodType<Body>;
  paramsSchema: z.ZodType<{ id: number }>;
  /** The audit entity of the item (`mission` → actions `mission.create`, `mission.replace`). */
  audit: string;
  list(db: Db): Promise<unknown>;
  create(db: Db, body: Body): Promise<Item>;
  replace(db: Db, id: number, body: Body): Promise<Item>;
}

/**
 * Operator calls over one catalogue behind the catalogue's permission: list, create, replace, each change with its
 * audit row (the changed fields before and after) in the change's transaction (docs/back-office.md "Audit").
 */
export async function catalogueAdminRoutes<Body, Item extends { id: number; code: string }>(
  fastify: FastifyInstance,
  catalogue: CatalogueAdmin<Body, Item>,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: catalogue.permission };
  const current = async (db: Db, id: number) =>
    ((await catalogue.list(db)) as Item[]).find((item) => item.id === id);
  app.get(catalogue.path, { config }, async () => ok(await catalogue.list(app.db)));
  app.post(catalogue.path, { config, schema: { body: catalogue.bodySchema } }, async (request) =>
    ok(
      await auditedEdit(app.db, request, {
        action: `${catalogue.audit}.create`,
        entity: catalogue.audit,
        run: (trx) => catalogue.create(trx, request.body as Body),
      }),
    ),
  );
  app.put(
    `${catalogue.path}/:id`,
    { config, schema: { params: catalogue.paramsSchema, body: catalogue.bodySchema } },
    async (request) =>
      ok(
        await auditedEdit(app.db, request, {
          action: `${catalogue.audit}.replace`,
          entity: catalogue.audit,
          before: (trx) => current(trx, request.params.id),
          run: (trx) => catalogue.replace(trx, request.params.id, request.body as Body),
        }),
      ),
  );
}
