import type { FastifyInstance } from 'fastify';
import { messagesRoutes } from './messages.routes';

/** Internal messages of the member centre (docs/architecture.md "Cross-domain foundations"). */
export async function messagesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(messagesRoutes);
}
