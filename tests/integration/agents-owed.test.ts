// Owed payouts are paid later (issue 17 follow-up): a payout the upline could not fund at settlement is paid by the
// 'agents-owed' job once the upline has the money, oldest period first, each exactly once (the settlement's ledger
// key), also when two runs, or a run and staff's "retry now", race; the agent sees it move from owed to paid in
// "my income". Both engines (on PostgreSQL the races are real: two connections).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { seedAgentTree } from './helpers/agent-members.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { AURORA, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;

describe.each(DATABASE_KINDS)('owed agent payouts on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  const ids: Record<string, number> = {};
  let down: Client;
  let contractId = 0;
  let betSeq = 0;
  let fundSeq = 0;
  const base = Math.floor(Date.now() / SLOT) * SLOT - 20 * SLOT;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants(), rewardsClock: clock });
    // ow_up has an upline itself (a top-level agent's contracts are the operator's, paid from the house commission account).
    Object.assign(
      ids,
      await seedAgentTree(t, [
        ['ow_top', null],
        ['ow_up', 'ow_top'],
        ['ow_down', 'ow_up'],
      ]),
    );
    for (const id of Object.values(ids)) await t.portal.services.wallet.ensurePlayerWallet('aurora', id, 'PHP');
    down = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'ow_down', 'Secret123')).json().value.token };
    const { rows } = await sql<{ id: string }>`
      insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
      values ('aurora', ${BigInt(ids.ow_up)}, ${BigInt(ids.ow_down)}, 'realTimeSalary', 'M5', ${JSON.stringify([{ minTurnover: 0, minActive: 1, rateBp: 50 }])}::jsonb,
        'active', ${new Date(base)}, ${new Date(base)}, ${new Date(base)})
      returning id`.execute(t.portal.db);
    contractId = Number(rows[0].id);
  });
  afterAll(() => t?.close());

  const betIn = async (slot: number, stake: number) => {
    const key = `ow-bet-${kind}-${++betSeq}`;
    await t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'bet.settled',
      memberId: ids.ow_down,
      key,
      payload: { bet: stake, win: 0, currency: 'PHP' },
    });
    await sql`update domain_events set occurred_at = ${new Date(base + slot * SLOT + 1_000)} where dedupe_key = ${key}`.execute(t.portal.db);
  };
  const fund = (amount: number) =>
    t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: `ow-fund-${kind}-${++fundSeq}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: ids.ow_up },
      amount,
      currency: 'PHP',
    });
  const balance = async (name: string) => (await t.portal.services.wallet.balance('aurora', ids[name], 'PHP')).sumBalance;
  const income = async () =>
    (
      (await call(t, down, 'GET', '/wps/agent/income')).json().value.list as Array<{
        periodStart: string;
        amount: number;
        status: string;
        paidAt: string | null;
      }>
    )
      .map((p) => ({ at: new Date(p.periodStart).getTime() - base, amount: p.amount, status: p.status, paid: p.paidAt !== null }))
      .sort((x, y) => x.at - y.at);
  const transfers = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from ledger_transfers where tenant_id = 'aurora' and idempotency_key like ${`agent:${contractId}:%`}`.execute(t.portal.db)
      ).rows[0].n,
    );

  it('when the upline cannot fund two periods, then both are owed and nothing moves', async () => {
    await betIn(0, 80_000); // pays 400
    await betIn(1, 40_000); // pays 200
    await t.portal.services.agents.drainEvents();
    now = new Date(base + 2 * SLOT + 1_000);
    await t.portal.services.agents.runSettlements();
    expect(await income()).toEqual([
      { at: 0, amount: 400, status: 'owed', paid: false },
      { at: SLOT, amount: 200, status: 'owed', paid: false },
    ]);
    expect([await balance('ow_up'), await balance('ow_down'), await transfers()]).toEqual([0, 0, 0]);
  });

  it('when the upline can fund only the oldest and two runs race, then the oldest is paid once and the newer stays owed', async () => {
    await fund(450);
    now = new Date(base + 3 * SLOT + 1_000);
    const ran = await Promise.all([t.portal.services.agents.runSettlements(), t.portal.services.agents.runSettlements()]);
    expect(ran[0] + ran[1]).toBeGreaterThan(0);
    expect(await income()).toEqual([
      { at: 0, amount: 400, status: 'paid', paid: true },
      { at: SLOT, amount: 200, status: 'owed', paid: false },
    ]);
    expect([await balance('ow_up'), await balance('ow_down'), await transfers()]).toEqual([50, 400, 1]);
  });

  it("when staff's retry and the job race for the newer one, then it is paid once", async () => {
    await fund(1_000);
    now = new Date(base + 4 * SLOT + 1_000);
    const tenant = t.portal.tenants.get('aurora')!;
    const [retried] = await Promise.all([
      t.portal.services.agents.settlement.retryOwed(tenant, contractId, `M5:${new Date(base + SLOT).toISOString()}`),
      t.portal.services.agents.runSettlements(),
    ]);
    expect(['paid', 'notOwed']).toContain(retried);
    expect(await income()).toEqual([
      { at: 0, amount: 400, status: 'paid', paid: true },
      { at: SLOT, amount: 200, status: 'paid', paid: true },
    ]);
    expect([await balance('ow_up'), await balance('ow_down'), await transfers()]).toEqual([850, 600, 2]);
    // Later runs and another retry pay nothing more.
    now = new Date(base + 5 * SLOT + 1_000);
    await t.portal.services.agents.runSettlements();
    expect(await t.portal.services.agents.settlement.retryOwed(tenant, contractId, `M5:${new Date(base).toISOString()}`)).toBe('notOwed');
    expect([await balance('ow_up'), await balance('ow_down'), await transfers()]).toEqual([850, 600, 2]);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
