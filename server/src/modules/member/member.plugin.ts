import type { FastifyInstance } from 'fastify';
import { memberRoutes } from './member.routes';
import { recordsRoutes } from './records.routes';

/** Member: registration, profile, password; and the member's own records. */
export async function memberPlugin(app: FastifyInstance): Promise<void> {
  await app.register(memberRoutes);
  await app.register(recordsRoutes);
}
