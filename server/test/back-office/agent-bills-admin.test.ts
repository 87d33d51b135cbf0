import type { FastifyInstance } from 'fastify';
import { myIncomeSchema } from '@site/shared/schemas';
import { adminAgentBillPageSchema } from '@site/shared/schemas/operator';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import {
  acceptedSalaryContract,
  balanceOf as balance,
  insufficientSalaryBill,
  memberIds,
} from '../helpers/agent-bills';
import { staffSession } from '../helpers/staff';

/**
 * The back office's bills desk (docs/back-office.md "Agents"): every upline's bills with their state; an agent
 * manager has the upline pay an insufficient bill now (money moves once, the agent sees it paid in My income), with
 * the note in the audit row; validation 400, a role without the permission 403.
 */
describe('agent bills desk', () => {
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  let manager: { cookie: string };
  let support: { cookie: string };
  let contractId = 0;
  const balanceOf = (account: string) => balance(app.db, ids[account]!);
  const salaryBill = (day: number, amountMinor: number) =>
    insufficientSalaryBill(app.db, {
      contractId,
      payerId: ids.agent2!,
      memberId: ids.agent3!,
      month: '2026-10',
      day,
      amountMinor,
    });

  beforeAll(async () => {
    app = await createSeededApp();
    Object.assign(ids, await memberIds(app.db));
    manager = (await staffSession(app, 'agent-manager')).headers;
    support = (await staffSession(app, 'support')).headers;
    contractId = await acceptedSalaryContract(app.db, ids.agent2!, ids.agent3!, '2026-10-01');
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const list = (query: string, headers: Record<string, string> = manager) =>
    call(app, { method: 'GET', url: `/wps/admin/agent/bills${query}`, headers });
  const pay = (id: number, payload: object, headers: Record<string, string> = manager) =>
    call(app, { method: 'POST', url: `/wps/admin/agent/bills/salary/${id}/pay`, headers, payload });

  it('lists the open bills with payer and earner by name, searchable; a bad filter is 400, support 403', async () => {
    const id = await salaryBill(1, 1_234);
    const page = adminAgentBillPageSchema.parse((await list('?state=insufficient&q=agent3')).body.value);
    expect(page.items.find((b) => b.id === id)).toMatchObject({
      type: 'salary',
      payerAccount: 'agent2',
      memberAccount: 'agent3',
      amount: 12.34,
      state: 'insufficient',
    });
    expect((await list('?state=lost')).status).toBe(400);
    expect((await list('?pageSize=1000')).status).toBe(400);
    expect((await list('', support)).status).toBe(403);
  });

  it('pays an insufficient bill from the upline once, audited; the agent sees it paid', async () => {
    const id = await salaryBill(5, 2_500);
    const [a2, a3] = [await balanceOf('agent2'), await balanceOf('agent3')];
    expect((await pay(id, {})).status).toBe(400);
    expect((await pay(id, { reason: 'x' }, support)).status).toBe(403);
    const paid = await pay(id, { reason: 'upline topped up, paid on request' });
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ type: 'salary', id, state: 'paid' });
    expect([await balanceOf('agent2'), await balanceOf('agent3')]).toEqual([a2 - 2_500, a3 + 2_500]);
    const again = await pay(id, { reason: 'twice' });
    expect([again.status, again.body.code]).toEqual([409, 'AGENT_BILL_NOT_OPEN']);
    const row = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent-bill.pay')
      .where('entity_id', '=', String(id))
      .execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({
      reason: 'upline topped up, paid on request',
      entity: 'agent-bill.salary',
    });
    const token = await loginAs(app, 'agent2', 'Agent1234');
    const income = myIncomeSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/agent/income', headers: bearer(token) })).body.value,
    );
    expect(income.owed.find((b) => b.id === id)?.state).toBe('paid');
  });

  it('refuses to pay beyond the upline balance: 422, the bill stays open, no audit row', async () => {
    const id = await salaryBill(9, (await balanceOf('agent2')) + 1);
    const refused = await pay(id, { reason: 'try' });
    expect([refused.status, refused.body.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    const page = adminAgentBillPageSchema.parse((await list('?state=insufficient')).body.value);
    expect(page.items.some((b) => b.id === id)).toBe(true);
    const rows = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', String(id))
      .execute();
    expect(rows).toHaveLength(0);
  });
});
