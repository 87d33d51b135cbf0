import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { confirmSilentReceiptsDue } from '../../src/modules/withdrawals/receipt.service';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';

/** Receipt confirmation after a payout (docs/payments.md "Receipt confirmation"); PGlite, and PostgreSQL in CI. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from('GIF89a-not-a-png-or-jpg');
const b64 = (b: Buffer) => b.toString('base64');

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'receipts-')) });
  admin = { 'x-admin-token': app.config.ADMIN_TOKEN, 'x-admin-actor': 'ops.ben' };
});
afterAll(async () => {
  await app.close();
});

let holdCounter = 0;
/** A withdrawal of 500.00 in `status` (the payout flow itself is covered by withdrawals.test.ts). */
async function withdrawalOf(player: TestPlayer, status: 'paid' | 'pending' = 'paid', paidMinutesAgo = 1) {
  const { id: payoutAccountId } = await app.db
    .insertInto('payout_account')
    .values({
      member_id: player.memberId,
      kind: 'ewallet',
      provider: 'GCash',
      account_number: '09171234567',
      payee_name: 'Test Payee',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  holdCounter += 1;
  const { id } = await app.db
    .insertInto('withdrawal_order')
    .values({
      member_id: player.memberId,
      payout_account_id: payoutAccountId,
      currency: 'PHP',
      amount_minor: 500_00,
      status,
      hold_key: `receipt-test-${process.pid}-${holdCounter}`,
      reason: null,
      reviewed_by: null,
      reviewed_at: null,
      gateway_tx_id: status === 'paid' ? `PO-R${holdCounter}` : null,
      paid_at: status === 'paid' ? new Date(Date.now() - paidMinutesAgo * 60_000) : null,
      receipt_answer: null,
      receipt_received_minor: null,
      receipt_by: null,
      receipt_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const confirm = (player: TestPlayer, id: number, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/wps/v2/withdrawals/${id}/receipt`,
    headers: player.headers,
    payload: payload as object,
  });

test('partly received with a proof: remaining shown, operators see the dispute and force it; it stays final', async () => {
  const player = await createPlayer(app);
  const id = await withdrawalOf(player);
  const before = (await app.inject({ url: `/wps/v2/withdrawals/${id}`, headers: player.headers })).json()
    .value;
  expect(before.receipt).toBeNull();
  expect(Date.parse(before.receiptDueAt)).toBeGreaterThan(Date.now());

  const partly = await confirm(player, id, {
    answer: 'partly_received',
    receivedAmount: 320.5,
    proofs: [b64(PNG)],
  });
  expect(partly.json()).toMatchObject({
    success: true,
    value: {
      answer: 'partly_received',
      receivedAmount: 320.5,
      remainingAmount: 179.5,
      by: 'member',
      final: false,
      proofCount: 1,
    },
  });
  const proof = await app.inject({ url: `/wps/v2/withdrawals/${id}/proofs/0`, headers: player.headers });
  expect(proof.statusCode).toBe(200);
  expect(proof.headers['content-type']).toBe('image/png');
  expect(proof.rawPayload.equals(PNG)).toBe(true);

  // Another member: the order and its proof do not exist for them.
  const stranger = await createPlayer(app);
  expect((await confirm(stranger, id, { answer: 'received' })).json().code).toBe('WITHDRAWAL_NOT_FOUND');
  expect(
    (await app.inject({ url: `/wps/v2/withdrawals/${id}/proofs/0`, headers: stranger.headers })).statusCode,
  ).toBe(404);

  const disputes = await app.inject({ url: '/wps/admin/withdrawals/disputes', headers: admin });
  expect(disputes.json().value).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ orderId: id, receipt: expect.objectContaining({ remainingAmount: 179.5 }) }),
    ]),
  );
  expect(
    (await app.inject({ url: `/wps/admin/withdrawals/${id}/proofs/0`, headers: admin })).statusCode,
  ).toBe(200);
  expect(
    (await app.inject({ method: 'POST', url: `/wps/admin/withdrawals/${id}/receipt/force` })).statusCode,
  ).toBe(401);

  const forced = await app.inject({
    method: 'POST',
    url: `/wps/admin/withdrawals/${id}/receipt/force`,
    headers: admin,
  });
  expect(forced.json().value).toMatchObject({ answer: 'received', by: 'operator', final: true });
  expect((await confirm(player, id, { answer: 'not_received', proofs: [b64(JPG)] })).json().code).toBe(
    'WITHDRAWAL_RECEIPT_FINAL',
  );
  expect(
    (
      await app.inject({ method: 'POST', url: `/wps/admin/withdrawals/${id}/receipt/force`, headers: admin })
    ).json().code,
  ).toBe('WITHDRAWAL_RECEIPT_FINAL');
  // Not even hand-written SQL can reopen it.
  await expect(
    sql`update withdrawal_order set receipt_final = false, receipt_answer = 'not_received' where id = ${id}`.execute(
      app.db,
    ),
  ).rejects.toThrow(/final/);

  const audit = (await app.inject({ url: `/wps/admin/withdrawals/${id}/audit`, headers: admin })).json()
    .value as { action: string; actor: string }[];
  expect(audit.map((a) => [a.action, a.actor])).toEqual([
    ['receipt:partly_received', `member:${player.memberId}`],
    ['receipt:forced', 'automation:ops.ben'],
  ]);
  // The staff audit trail keeps what the member had answered and what the operator made of it.
  const trail = await app.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('entity', '=', 'withdrawal')
    .where('entity_id', '=', String(id))
    .execute();
  expect(trail).toEqual([
    {
      action: 'withdrawal.force-receipt',
      before: { receipt: 'partly_received' },
      after: { receipt: 'received' },
    },
  ]);
});

test('bad answers are refused with a clear code and store nothing', async () => {
  const player = await createPlayer(app);
  const id = await withdrawalOf(player);
  const cases: [unknown, number, string][] = [
    [{ answer: 'not_received' }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'not_received', proofs: [] }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'not_received', proofs: [b64(PNG), b64(PNG), b64(PNG), b64(PNG)] }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'not_received', proofs: [b64(PNG), b64(GIF)] }, 415, 'WITHDRAWAL_PROOF_TYPE'],
    [
      { answer: 'not_received', proofs: [b64(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))] },
      413,
      'WITHDRAWAL_PROOF_TOO_BIG',
    ],
    [
      { answer: 'partly_received', receivedAmount: 500, proofs: [b64(PNG)] },
      400,
      'WITHDRAWAL_RECEIPT_AMOUNT_INVALID',
    ],
    [{ answer: 'partly_received', receivedAmount: -1, proofs: [b64(PNG)] }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'partly_received', receivedAmount: 1.234, proofs: [b64(PNG)] }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'received', extra: true }, 400, 'VALIDATION_FAILED'],
    [{ answer: 'maybe' }, 400, 'VALIDATION_FAILED'],
    ['not json', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [['received'], 400, 'VALIDATION_FAILED'],
  ];
  for (const [payload, status, code] of cases) {
    const res = await confirm(player, id, payload);
    expect([JSON.stringify(payload).slice(0, 80), res.statusCode, res.json().code]).toEqual([
      JSON.stringify(payload).slice(0, 80),
      status,
      code,
    ]);
  }
  const row = await app.db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect([row.receipt_answer, row.receipt_proofs]).toEqual([null, []]);
  // Only a paid withdrawal can be confirmed.
  const pending = await withdrawalOf(player, 'pending');
  expect((await confirm(player, pending, { answer: 'received' })).json().code).toBe(
    'WITHDRAWAL_STATE_INVALID',
  );
  // Nobody logged in.
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/wps/v2/withdrawals/${id}/receipt`,
        payload: { answer: 'received' },
      })
    ).statusCode,
  ).toBe(401);
});

test('"received" is final; silence past the deadline counts as received, but a dispute never times out', async () => {
  const player = await createPlayer(app);
  const answered = await withdrawalOf(player);
  expect((await confirm(player, answered, { answer: 'received' })).json().value).toMatchObject({
    by: 'member',
    final: true,
  });
  expect((await confirm(player, answered, { answer: 'received' })).json().code).toBe(
    'WITHDRAWAL_RECEIPT_FINAL',
  );

  const silent = await withdrawalOf(player, 'paid', 61);
  const recent = await withdrawalOf(player, 'paid', 10);
  const disputed = await withdrawalOf(player, 'paid', 120);
  await confirm(player, disputed, { answer: 'not_received', proofs: [b64(JPG)] });
  expect(await confirmSilentReceiptsDue(app.db)).toBe(1);
  const read = async (id: number) =>
    (await app.inject({ url: `/wps/v2/withdrawals/${id}`, headers: player.headers })).json().value;
  expect((await read(silent)).receipt).toMatchObject({ answer: 'received', by: 'auto', final: true });
  expect((await read(silent)).receiptDueAt).toBeNull();
  expect((await read(recent)).receipt).toBeNull();
  expect((await read(disputed)).receipt).toMatchObject({ answer: 'not_received', final: false });
  expect(await confirmSilentReceiptsDue(app.db)).toBe(0);
});
