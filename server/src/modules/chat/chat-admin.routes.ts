import type { FastifyInstance } from 'fastify';
import {
  chatDeleteRequestSchema,
  chatMessageIdParams,
  chatRoomParams,
  chatSanctionIdParams,
  chatSanctionRequestSchema,
  chatSlowModeRequestSchema,
} from '@site/shared/schemas';
import { chatLiftRequestSchema } from '@site/shared/schemas/operator';
import { ok, parse } from '../../http/reply';
import {
  deleteMessage,
  liftSanction,
  liveSanctions,
  moderatedRooms,
  reportedMessages,
  sanctionMember,
  setSlowMode,
} from './chat-moderation.service';

/** Chat moderation for staff (docs/chat.md "Moderation"): `chat.read` sees, `chat.moderate` acts (audited). */
export async function chatAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/admin/chat/reports', { config: { permission: 'chat.read' } }, async () =>
    ok({ reports: await reportedMessages(app.db) }),
  );
  app.get('/wps/admin/chat/rooms', { config: { permission: 'chat.read' } }, async () =>
    ok({ rooms: await moderatedRooms(app.db) }),
  );
  app.get('/wps/admin/chat/sanctions', { config: { permission: 'chat.read' } }, async () =>
    ok({ sanctions: await liveSanctions(app.db) }),
  );
  app.post('/wps/admin/chat/sanctions', { config: { permission: 'chat.moderate' } }, async (request) =>
    ok(await sanctionMember(app.db, request, parse(chatSanctionRequestSchema, request.body))),
  );
  app.post(
    '/wps/admin/chat/sanctions/:id/lift',
    { config: { permission: 'chat.moderate' } },
    async (request) => {
      const { id } = parse(chatSanctionIdParams, request.params);
      const { reason } = parse(chatLiftRequestSchema, request.body ?? undefined);
      return ok(await liftSanction(app.db, request, id, reason));
    },
  );
  app.post(
    '/wps/admin/chat/messages/:id/delete',
    { config: { permission: 'chat.moderate' } },
    async (request) => {
      const { id } = parse(chatMessageIdParams, request.params);
      const { reason } = parse(chatDeleteRequestSchema, request.body);
      return ok(await deleteMessage(app.db, request, id, reason));
    },
  );
  app.put(
    '/wps/admin/chat/rooms/:room/slow-mode',
    { config: { permission: 'chat.moderate' } },
    async (request) => {
      const { room } = parse(chatRoomParams, request.params);
      const { slowModeSeconds, reason } = parse(chatSlowModeRequestSchema, request.body);
      return ok(await setSlowMode(app.db, request, room, slowModeSeconds, reason));
    },
  );
}
