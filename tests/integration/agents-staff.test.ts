// The back office's agent pages over real HTTP on both engines (issue 17 follow-up): the brand's agents with team
// size, direct downlines, held contracts and paid/owed payouts; the owed and paid payout lists; ending a contract
// and paying an owed payout now — each audited, refused (translated, nothing changed) when it cannot be done, for
// a role without agents.write, and for staff whose brand scope does not cover the brand.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;
const en = catalogue('en');
const BASE = '/bo/api/brands/aurora/agents';

describe.each(DATABASE_KINDS)('back-office agent pages on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  const ids: Record<string, number> = {};
  const contracts: Record<string, number> = {};
  let manager: StaffClient;
  const base = Math.floor(Date.now() / SLOT) * SLOT - 20 * SLOT;

  // bo_top → bo_a → bo_b (agents), bo_a → bo_p (player). bo_a holds a real-time salary from bo_top (unfunded: owed)
  // and an offered daily wage; bo_b holds a real-time salary from bo_a.
  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants(), rewardsClock: clock });
    const hash = await hashPassword('Secret123');
    for (const [name, upline, type] of [
      // bo_top has an upline (outside the bo_ search): a top-level agent's contracts are paid from the house commission account.
      ['xo_root', null, 1],
      ['bo_top', 'xo_root', 1],
      ['bo_a', 'bo_top', 1],
      ['bo_b', 'bo_a', 1],
      ['bo_p', 'bo_a', 0],
    ] as const) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account: name,
        nickname: name,
        type,
        registerMethod: 'seed',
        passwordHash: hash,
        uplineId: upline ? ids[upline] : null,
      });
      if ('conflict' in created) throw new Error('exists');
      ids[name] = created.id;
      await t.portal.services.wallet.ensurePlayerWallet('aurora', created.id, 'PHP');
    }
    const contract = async (name: string, upline: string, member: string, kindName: string, period: string, status: string) => {
      const { rows } = await sql<{ id: string }>`
        insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
        values ('aurora', ${BigInt(ids[upline])}, ${BigInt(ids[member])}, ${kindName}, ${period}, ${JSON.stringify([{ minTurnover: 0, minActive: 1, rateBp: 50 }])}::jsonb,
          ${status}, ${new Date(base)}, ${status === 'active' ? new Date(base) : null}, ${status === 'active' ? new Date(base) : null})
        returning id`.execute(t.portal.db);
      contracts[name] = Number(rows[0].id);
    };
    await contract('aRts', 'bo_top', 'bo_a', 'realTimeSalary', 'M5', 'active');
    await contract('aWages', 'bo_top', 'bo_a', 'dailyWages', 'D', 'offered');
    await contract('bRts', 'bo_a', 'bo_b', 'realTimeSalary', 'M5', 'active');
    const key = `bo-bet-${kind}`;
    await t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'bet.settled',
      memberId: ids.bo_p,
      key,
      payload: { bet: 80_000, win: 0, currency: 'PHP' },
    });
    await sql`update domain_events set occurred_at = ${new Date(base + 1_000)} where dedupe_key = ${key}`.execute(t.portal.db);
    await t.portal.services.agents.drainEvents();
    now = new Date(base + SLOT + 1_000);
    await t.portal.services.agents.runSettlements();
    manager = await newSignedInStaff(t, 'agentManager', ['aurora']);
  });
  afterAll(() => t?.close());

  const balance = async (name: string) => (await t.portal.services.wallet.balance('aurora', ids[name], 'PHP')).sumBalance;
  const auditRows = async () =>
    (
      await sql<{ action: string; username: string; tenant_id: string; detail: Record<string, unknown> }>`
        select action, username, tenant_id, detail from staff_audit where action like 'agent%' order by id`.execute(t.portal.db)
    ).rows;
  const state = async () => ({
    contracts: (await sql<{ id: string; status: string }>`select id, status from agent_contracts where tenant_id = 'aurora' order by id`.execute(t.portal.db))
      .rows,
    payouts: (await sql<{ status: string }>`select status from agent_payouts where tenant_id = 'aurora' order by contract_id, period_key`.execute(t.portal.db))
      .rows,
    audit: (await auditRows()).length,
  });

  it('when the agent manager lists the agents, then each comes with its team, its contracts and its paid and owed payouts', async () => {
    // The brand may hold other agents (the demo's): ours share the prefix.
    const res = await asStaff(t, manager, 'GET', `${BASE}?search=bo_`);
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value.total).toBe(3);
    expect(value.money).toEqual({ symbol: expect.any(String), minorUnits: 2 });
    const byAccount = Object.fromEntries(value.items.map((a: { account: string }) => [a.account, a]));
    expect(Object.keys(byAccount)).toEqual(['bo_a', 'bo_b', 'bo_top']);
    expect(byAccount.bo_top).toMatchObject({ teamSize: 3, directDownlines: 1, contracts: [], paidCount: 0, owedCount: 0 });
    expect(byAccount.bo_a).toMatchObject({ teamSize: 2, directDownlines: 2, paidCount: 0, owedCount: 1, owedAmount: 400 });
    expect(byAccount.bo_a.contracts.map((c: { kind: string; status: string; upline: string }) => [c.kind, c.status, c.upline])).toEqual([
      ['dailyWages', 'offered', 'bo_top'],
      ['realTimeSalary', 'active', 'bo_top'],
    ]);
    // b's team is b alone (no bets): nothing earned.
    expect(byAccount.bo_b).toMatchObject({ teamSize: 0, owedCount: 0, paidCount: 0 });
    const search = (await asStaff(t, manager, 'GET', `${BASE}?search=BO_T`)).json().value;
    expect(search.items.map((a: { account: string }) => a.account)).toEqual(['bo_top']);
    const owed = (await asStaff(t, manager, 'GET', `${BASE}/payouts?status=owed`)).json().value;
    expect(owed).toMatchObject({ total: 1, amount: 400 });
    expect(owed.items[0]).toMatchObject({
      contractId: contracts.aRts,
      periodKey: `M5:${new Date(base).toISOString()}`,
      upline: 'bo_top',
      member: 'bo_a',
      status: 'owed',
      paidAt: null,
    });
  });

  it('when a retry, a termination or a query cannot be done, then a translated error comes back and nothing changes', async () => {
    const before = await state();
    const periodKey = `M5:${new Date(base).toISOString()}`;
    const cases: Array<[string, string, unknown, number, string | undefined]> = [
      ['POST', `${BASE}/payouts/retry`, { contractId: contracts.aRts, periodKey }, 409, en.errors.payoutUnfunded],
      ['POST', `${BASE}/payouts/retry`, { contractId: contracts.bRts, periodKey }, 409, en.errors.payoutNotOwed],
      ['POST', `${BASE}/payouts/retry`, { contractId: contracts.aRts, periodKey: 'nope' }, 400, undefined],
      ['POST', `${BASE}/payouts/retry`, { contractId: 0, periodKey }, 400, undefined],
      ['POST', `${BASE}/payouts/retry`, { contractId: 2 ** 63, periodKey }, 400, undefined],
      ['POST', `${BASE}/contracts/999999/terminate`, {}, 404, en.errors.contractNotFound],
      ['POST', `${BASE}/contracts/abc/terminate`, {}, 400, undefined],
      ['GET', `${BASE}?page=0`, undefined, 400, undefined],
      ['GET', `${BASE}/payouts?status=lost`, undefined, 400, undefined],
      ['GET', `${BASE}?search=${'x'.repeat(40)}`, undefined, 400, undefined],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await asStaff(t, manager, method, path, body);
      expect(res.status, path).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toBeTruthy();
    }
    // The two refused retries are audited as attempts; nothing else is written.
    const after = await state();
    expect({ ...after, audit: after.audit - 2 }).toEqual(before);
  });

  it('when staff of another brand, a role without the permission, or an auditor try, then they see or do nothing', async () => {
    const before = await state();
    const borealisOnly = await newSignedInStaff(t, 'agentManager', ['borealis']);
    const cashier = await newSignedInStaff(t, 'cashier');
    const auditor = await newSignedInStaff(t, 'auditor');
    const retryBody = { contractId: contracts.aRts, periodKey: `M5:${new Date(base).toISOString()}` };
    expect((await asStaff(t, borealisOnly, 'GET', BASE)).status).toBe(404);
    expect((await asStaff(t, borealisOnly, 'GET', `${BASE}/payouts`)).status).toBe(404);
    expect((await asStaff(t, borealisOnly, 'POST', `${BASE}/contracts/${contracts.aWages}/terminate`)).status).toBe(404);
    expect((await asStaff(t, borealisOnly, 'POST', `${BASE}/payouts/retry`, retryBody)).status).toBe(404);
    // aurora's contract through borealis's path (the manager's own scope covers aurora only).
    expect((await asStaff(t, manager, 'POST', `/bo/api/brands/borealis/agents/contracts/${contracts.aWages}/terminate`)).status).toBe(404);
    // Staff of every brand reach borealis, where aurora's contract does not exist.
    const admin = await newSignedInStaff(t, 'admin');
    expect((await asStaff(t, admin, 'POST', `/bo/api/brands/borealis/agents/contracts/${contracts.aWages}/terminate`)).status).toBe(404);
    expect((await asStaff(t, admin, 'GET', '/bo/api/brands/borealis/agents')).json().value.items).toEqual([]);
    expect((await asStaff(t, cashier, 'GET', BASE)).status).toBe(403);
    expect((await asStaff(t, auditor, 'GET', BASE)).status).toBe(200);
    expect((await asStaff(t, auditor, 'GET', `${BASE}/payouts?status=paid`)).status).toBe(200);
    expect((await asStaff(t, auditor, 'POST', `${BASE}/contracts/${contracts.aWages}/terminate`)).status).toBe(403);
    expect((await asStaff(t, auditor, 'POST', `${BASE}/payouts/retry`, retryBody)).status).toBe(403);
    // A write without the CSRF token.
    expect((await asStaff(t, manager, 'POST', `${BASE}/contracts/${contracts.aWages}/terminate`, {}, { 'x-csrf-token': 'forged' })).status).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('when the manager ends an offer and a contract, then the offer is withdrawn, the contract ends with its period, and both are audited', async () => {
    const withdrawn = await asStaff(t, manager, 'POST', `${BASE}/contracts/${contracts.aWages}/terminate`);
    expect(withdrawn.json().value).toMatchObject({ id: contracts.aWages, status: 'withdrawn' });
    const ended = (await asStaff(t, manager, 'POST', `${BASE}/contracts/${contracts.bRts}/terminate`)).json().value;
    expect(ended).toMatchObject({ id: contracts.bRts, status: 'terminated' });
    expect(new Date(ended.endsAt).getTime()).toBe(Math.floor(now.getTime() / SLOT) * SLOT + SLOT);
    const again = await asStaff(t, manager, 'POST', `${BASE}/contracts/${contracts.bRts}/terminate`);
    expect([again.status, again.json().message]).toEqual([409, en.errors.contractNotOpen]);
    const audit = (await auditRows()).filter((r) => r.action === 'agentContract.terminate');
    expect(audit.map((r) => [r.username, r.tenant_id, r.detail.contractId, r.detail.from])).toEqual([
      [manager.username, 'aurora', contracts.aWages, 'offered'],
      [manager.username, 'aurora', contracts.bRts, 'active'],
    ]);
  });

  it('when the upline is funded and the manager pays the owed payout now, then it is paid once and audited', async () => {
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: `bo-fund-${kind}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: ids.bo_top },
      amount: 1_000,
      currency: 'PHP',
    });
    const body = { contractId: contracts.aRts, periodKey: `M5:${new Date(base).toISOString()}` };
    const [first, second] = await Promise.all([
      asStaff(t, manager, 'POST', `${BASE}/payouts/retry`, body),
      asStaff(t, manager, 'POST', `${BASE}/payouts/retry`, body),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([await balance('bo_top'), await balance('bo_a')]).toEqual([600, 400]);
    const paid = (await asStaff(t, manager, 'GET', `${BASE}/payouts?status=paid`)).json().value;
    expect(paid.items).toEqual([expect.objectContaining({ contractId: contracts.aRts, status: 'paid', paidAt: expect.any(String) })]);
    expect((await asStaff(t, manager, 'GET', `${BASE}/payouts`)).json().value.total).toBe(0);
    const retries = (await auditRows()).filter((r) => r.action === 'agentPayout.retry').map((r) => r.detail.outcome);
    expect(retries.filter((o) => o === 'paid')).toHaveLength(1);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
