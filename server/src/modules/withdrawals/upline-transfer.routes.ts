import type { FastifyInstance } from 'fastify';
import { uplineTransferRequestSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { transferToUpline, uplineTransferInfo } from './upline-transfer.service';

/** transferUpline: what may be sent to whom, and the transfer itself (docs/payments.md "Transfer to upline"). */
export async function uplineTransferRoutes(app: FastifyInstance): Promise<void> {
  const member = { preHandler: app.requireSession };
  app.get('/wps/v2/transfers/upline', member, async (request) =>
    ok(await uplineTransferInfo(app.db, request.session.memberId)),
  );
  app.post('/wps/v2/transfers/upline', member, async (request) =>
    ok(
      await transferToUpline(
        app.db,
        app.withdrawalRequirements,
        request.session.memberId,
        parse(uplineTransferRequestSchema, request.body),
      ),
    ),
  );
}
