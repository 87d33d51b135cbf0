import type { FastifyInstance } from 'fastify';
import { myIncomeSchema } from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import {
  acceptedSalaryContract,
  balanceOf as balance,
  insufficientSalaryBill,
  memberIds,
  salaryPeriod,
} from '../helpers/agent-bills';

// An insufficient bill (the one open state) is paid in full later or rejected with a reason; nothing else moves it.
describe('agent bills: pay later, reject (docs/agents.md "Bill states")', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const post = (who: string, url: string, payload: object = {}) =>
    call(app, { method: 'POST', url, headers: bearer(tokens[who]!), payload });
  const income = async (who: string) =>
    myIncomeSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/agent/income', headers: bearer(tokens[who]!) })).body
        .value,
    );
  const balanceOf = (account: string) => balance(app.db, ids[account]!);
  let contractId = 0;
  const PERIOD = (n: number) => salaryPeriod('2026-11', n);
  const salaryBill = (n: number, amountMinor: number) =>
    insufficientSalaryBill(app.db, {
      contractId,
      payerId: ids.agent2!,
      memberId: ids.agent3!,
      month: '2026-11',
      day: n,
      amountMinor,
    });

  beforeAll(async () => {
    app = await createSeededApp();
    Object.assign(ids, await memberIds(app.db));
    for (const account of ['agent1', 'agent2', 'agent3'])
      tokens[account] = await loginAs(app, account, 'Agent1234');
    contractId = await acceptedSalaryContract(app.db, ids.agent2!, ids.agent3!, '2026-11-01');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('the upline pays an insufficient bill in full exactly once; without the balance it stays open', async () => {
    const tooBig = await salaryBill(1, (await balanceOf('agent2')) + 1);
    const small = await salaryBill(3, 1_500);
    const [a2, a3] = [await balanceOf('agent2'), await balanceOf('agent3')];

    const refused = await post('agent2', `/wps/agent/bills/salary/${tooBig}/pay`);
    expect([refused.status, refused.body.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    const notMine = await post('agent1', `/wps/agent/bills/salary/${small}/pay`);
    expect([notMine.status, notMine.body.code]).toEqual([404, 'AGENT_BILL_NOT_FOUND']);
    const payee = await post('agent3', `/wps/agent/bills/salary/${small}/pay`);
    expect(payee.body.code).toBe('AGENT_BILL_NOT_FOUND');

    const paid = await post('agent2', `/wps/agent/bills/salary/${small}/pay`);
    expect(paid.body.value).toMatchObject({ type: 'salary', id: small, state: 'paid' });
    const again = await post('agent2', `/wps/agent/bills/salary/${small}/pay`);
    expect([again.status, again.body.code]).toEqual([409, 'AGENT_BILL_NOT_OPEN']);
    const rejectPaid = await post('agent2', `/wps/agent/bills/salary/${small}/reject`, { reason: 'late' });
    expect(rejectPaid.body.code).toBe('AGENT_BILL_NOT_OPEN');
    expect([await balanceOf('agent2'), await balanceOf('agent3')]).toEqual([a2 - 1_500, a3 + 1_500]);
    const postings = await app.db
      .selectFrom('wallet_transaction')
      .select('id')
      .where('idempotency_key', '=', `agent-salary:${contractId}:${PERIOD(3).period_key}`)
      .execute();
    expect(postings).toHaveLength(1);
    const noMessage = await app.db
      .selectFrom('member_message')
      .select('id')
      .where('dedupe_key', 'in', [
        `agent.bill.rejected:salary:${small}`,
        `agent.bill.rejected:salary:${tooBig}`,
      ])
      .execute();
    expect(noMessage).toEqual([]);

    const mine = await income('agent3');
    expect(mine.items.find((b) => b.id === small)).toMatchObject({ state: 'paid', rejectReason: null });
    expect(mine.items.find((b) => b.id === tooBig)).toMatchObject({ state: 'insufficient' });
    const owed = await income('agent2');
    expect(owed.owed.find((b) => b.type === 'salary' && b.id === small)).toMatchObject({
      memberAccount: 'agent3',
      state: 'paid',
    });
    expect(owed.openOwedMinor).toBe(a2 + 1);
  });

  it('the upline or an operator rejects an open bill with a reason; a rejected bill is closed', async () => {
    const bill = await salaryBill(5, 2_000);
    const empty = await post('agent2', `/wps/agent/bills/salary/${bill}/reject`, { reason: '   ' });
    expect(empty.status).toBe(400);
    const other = await post('agent1', `/wps/agent/bills/salary/${bill}/reject`, { reason: 'no' });
    expect(other.body.code).toBe('AGENT_BILL_NOT_FOUND');
    const rejected = await post('agent2', `/wps/agent/bills/salary/${bill}/reject`, {
      reason: 'Team bets were voided by the operator',
    });
    expect(rejected.body.value).toMatchObject({ state: 'rejected' });
    const pay = await post('agent2', `/wps/agent/bills/salary/${bill}/pay`);
    expect(pay.body.code).toBe('AGENT_BILL_NOT_OPEN');
    const again = await post('agent2', `/wps/agent/bills/salary/${bill}/reject`, { reason: 'again' });
    expect(again.body.code).toBe('AGENT_BILL_NOT_OPEN');
    // The agent whose bill it was is told once, with the reason; the payer gets nothing.
    const messages = await app.db
      .selectFrom('member_message')
      .select(['member_id', 'params'])
      .where('kind', '=', 'agent.bill.rejected')
      .where('dedupe_key', '=', `agent.bill.rejected:salary:${bill}`)
      .execute();
    expect(messages).toEqual([
      {
        member_id: ids.agent3,
        params: {
          billType: 'salary',
          period: '2026-11-05',
          amount: 20,
          currency: 'PHP',
          payer: 'agent2',
          reason: 'Team bets were voided by the operator',
        },
      },
    ]);
    expect((await income('agent3')).items.find((b) => b.id === bill)).toMatchObject({
      state: 'rejected',
      rejectReason: 'Team bets were voided by the operator',
    });

    const byOperator = await salaryBill(7, 700);
    const url = `/wps/admin/agent/bills/salary/${byOperator}/reject`;
    const noToken = await call(app, { method: 'POST', url, payload: { reason: 'x' } });
    expect(noToken.status).toBe(401);
    const operator = await call(app, {
      method: 'POST',
      url,
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN, 'x-admin-actor': 'ops1' },
      payload: { reason: 'Duplicate bill' },
    });
    expect(operator.body.value).toMatchObject({ state: 'rejected' });
    const row = await app.db
      .selectFrom('agent_salary_bill')
      .select(['rejected_by', 'reject_reason', 'closed_at'])
      .where('id', '=', byOperator)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rejected_by: 'automation:ops1', reject_reason: 'Duplicate bill' });
    const told = await app.db
      .selectFrom('member_message')
      .select(['member_id', 'params'])
      .where('dedupe_key', '=', `agent.bill.rejected:salary:${byOperator}`)
      .execute();
    expect(told).toEqual([
      { member_id: ids.agent3, params: expect.objectContaining({ reason: 'Duplicate bill', amount: 7 }) },
    ]);
    expect(row.closed_at).toBeInstanceOf(Date);
  });

  it('refuses bills that were never open (paid by the job, nothing due) and unknown ones', async () => {
    const notReached = await app.db
      .insertInto('agent_dividend_bill')
      .values({
        contract_id: contractId,
        ...PERIOD(9),
        payer_id: ids.agent2!,
        member_id: ids.agent3!,
        valid_bet_minor: 0,
        active_members: 0,
        net_loss_minor: 0,
        carried_in_minor: 0,
        carried_out_minor: 0,
        rate_bp: 0,
        amount_minor: 0,
        state: 'not_reached',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pay = await post('agent2', `/wps/agent/bills/dividend/${notReached.id}/pay`);
    expect([pay.status, pay.body.code]).toEqual([409, 'AGENT_BILL_NOT_OPEN']);
    const reject = await post('agent2', `/wps/agent/bills/dividend/${notReached.id}/reject`, { reason: 'x' });
    expect(reject.body.code).toBe('AGENT_BILL_NOT_OPEN');
    const unknown = await post('agent2', '/wps/agent/bills/dividend/999999/pay');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'AGENT_BILL_NOT_FOUND']);
    const badType = await post('agent2', `/wps/agent/bills/bonus/1/pay`);
    expect(badType.status).toBe(400);
  });
});
