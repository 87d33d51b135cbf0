import type { FastifyInstance } from 'fastify';
import { chatAdminRoutes } from './chat-admin.routes';
import { chatRoutes } from './chat.routes';
import { chatStreamRoutes } from './chat-stream.routes';
import { ensureRooms } from './chat.service';

/** The live chat room (docs/chat.md): a room per language and a VIP room, moderation under /wps/admin/chat. */
export async function chatPlugin(app: FastifyInstance): Promise<void> {
  await ensureRooms(app.db);
  await app.register(chatRoutes);
  await app.register(chatStreamRoutes);
  await app.register(chatAdminRoutes);
}
