import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGameEditSchema,
  adminGameMoveSchema,
  adminGameParamsSchema,
  adminGameQuerySchema,
  adminGameVendorEditSchema,
  adminGameVendorParamsSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { editGame, editVendor, listAdminGames, listAdminVendors, moveGame } from './games-admin.service';

/** The back office's games catalogue (docs/back-office.md "Running the site"): `games.read` sees, `games.manage` changes. */
export async function gamesAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/wps/admin/games',
    { config: { permission: 'games.read' }, schema: { querystring: adminGameQuerySchema } },
    async (req) => ok(await listAdminGames(app.db, req.query)),
  );
  typed.get('/wps/admin/games/vendors', { config: { permission: 'games.read' } }, async () =>
    ok({ items: await listAdminVendors(app.db) }),
  );
  typed.put(
    '/wps/admin/games/vendors/:vendor',
    {
      config: { permission: 'games.manage' },
      schema: { params: adminGameVendorParamsSchema, body: adminGameVendorEditSchema },
    },
    async (req) => ok(await editVendor(app.db, req, req.params.vendor, req.body)),
  );
  typed.put(
    '/wps/admin/games/:gameId',
    {
      config: { permission: 'games.manage' },
      schema: { params: adminGameParamsSchema, body: adminGameEditSchema },
    },
    async (req) => ok(await editGame(app.db, req, req.params.gameId, req.body)),
  );
  typed.post(
    '/wps/admin/games/:gameId/move',
    {
      config: { permission: 'games.manage' },
      schema: { params: adminGameParamsSchema, body: adminGameMoveSchema },
    },
    async (req) => ok(await moveGame(app.db, req, req.params.gameId, req.body.direction)),
  );
}
