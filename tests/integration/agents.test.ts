// The agent centre over real HTTP on both engines (issue 17): the closure table kept by registration, team
// figures by period from the 'agents' consumer, contracts between an upline and a direct downline with every
// refusal (translated, nothing written), settlement exactly once from the upline's wallet (owed when it cannot
// pay), and brand isolation.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;
const en = catalogue('en');

describe.each(DATABASE_KINDS)('agent centre on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  const ids: Record<string, number> = {};
  const clients: Record<string, Client> = {};
  let betSeq = 0;

  // top → a → b → p; a → q (player); a → c; stranger outside the tree.
  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants(), rewardsClock: clock });
    const hash = await hashPassword('Secret123');
    const tree: Array<[string, string | null, number, number]> = [
      ['top', null, 1, 1_000_000],
      ['a', 'top', 1, 100_000],
      ['b', 'a', 1, 0],
      ['p', 'b', 0, 50_000],
      ['q', 'a', 0, 50_000],
      ['c', 'a', 1, 0],
      ['stranger', null, 1, 0],
    ];
    for (const [name, upline, type, funds] of tree) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account: `ag_${name}`,
        nickname: name,
        type,
        registerMethod: 'seed',
        passwordHash: hash,
        uplineId: upline ? ids[upline] : null,
      });
      if ('conflict' in created) throw new Error('exists');
      ids[name] = created.id;
      await t.portal.services.wallet.ensurePlayerWallet('aurora', created.id, 'PHP');
      if (funds > 0)
        await t.portal.services.wallet.transfer({
          tenantId: 'aurora',
          idempotencyKey: `ag-seed-${name}`,
          kind: 'deposit',
          from: { kind: 'house', code: 'cashier' },
          to: { kind: 'player', memberId: created.id },
          amount: funds,
          currency: 'PHP',
        });
    }
    for (const name of ['top', 'a', 'b', 'p', 'c'])
      clients[name] = { host: AURORA, bearer: (await loginBearer(t, AURORA, `ag_${name}`, 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  const bet = (name: string, stake: number, win: number) =>
    t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'bet.settled',
      memberId: ids[name],
      key: `ag-bet-${++betSeq}`,
      payload: { bet: stake, win, currency: 'PHP', gameType: 'RNG' },
    });
  const balance = async (name: string) => (await t.portal.services.wallet.balance('aurora', ids[name], 'PHP')).sumBalance;
  const contractRows = async () => Number((await sql<{ n: string }>`select count(*) as n from agent_contracts`.execute(t.portal.db)).rows[0].n);

  it('when members register under uplines, then the closure table holds every ancestor with its depth', async () => {
    const { rows } = await sql<{ ancestor_id: string; depth: number }>`
      select ancestor_id::text, depth from member_tree_paths where tenant_id = 'aurora' and descendant_id = ${BigInt(ids.p)} order by depth`.execute(
      t.portal.db,
    );
    expect(rows.map((r) => [Number(r.ancestor_id), r.depth])).toEqual([
      [ids.p, 0],
      [ids.b, 1],
      [ids.a, 2],
      [ids.top, 3],
    ]);
  });

  it('when the team bets, then the overview counts the whole downline and its figures for today', async () => {
    await bet('p', 10_000, 4_000);
    await bet('q', 5_000, 5_000); // a push: stake, not valid turnover
    await t.portal.services.agents.drainEvents();
    const res = await call(t, clients.top, 'GET', '/wps/agent/team/overview?range=today');
    expect(res.status).toBe(200);
    expect(res.json().value).toMatchObject({
      teamSize: 5,
      directDownlines: 1,
      newMembers: 5,
      activeMembers: 2,
      stakes: 15_000,
      validTurnover: 10_000,
      teamProfit: -6_000,
    });
    const loss = (await call(t, clients.a, 'GET', '/wps/agent/team/loss?range=today')).json().value;
    expect(loss.list).toEqual([
      { account: 'ag_b', stakes: 10_000, validTurnover: 10_000, win: 4_000, profit: -6_000, activeMembers: 1 },
      { account: 'ag_c', stakes: 0, validTurnover: 0, win: 0, profit: 0, activeMembers: 0 },
      { account: 'ag_q', stakes: 5_000, validTurnover: 0, win: 5_000, profit: 0, activeMembers: 1 },
    ]);
    const yesterday = (await call(t, clients.top, 'GET', '/wps/agent/team/overview?range=yesterday')).json().value;
    expect(yesterday).toMatchObject({ teamSize: 5, stakes: 0, activeMembers: 0, newMembers: 0 });
  });

  it('when the agent lists its team, then level, search, balance and status come with each downline', async () => {
    const all = (await call(t, clients.a, 'GET', '/wps/agent/team/members')).json().value;
    expect(all.total).toBe(4);
    expect(all.list.map((m: { account: string; level: number }) => [m.account, m.level])).toEqual([
      ['ag_b', 1],
      ['ag_c', 1],
      ['ag_q', 1],
      ['ag_p', 2],
    ]);
    const found = (await call(t, clients.a, 'GET', '/wps/agent/team/members?search=AG_P&level=2')).json().value;
    expect(found.list).toEqual([expect.objectContaining({ account: 'ag_p', upline: 'ag_b', balance: 50_000, status: 'active', contracts: [] })]);
  });

  it('when a player, a trial account or another brand calls, then it is refused', async () => {
    const player = await call(t, clients.p, 'GET', '/wps/agent/team/overview');
    expect([player.status, player.json().message]).toEqual([403, en.errors.notAgent]);
    const other = await call(t, { ...clients.a, host: BOREALIS }, 'GET', '/wps/agent/team/overview');
    expect(other.status).toBe(401);
    const badRange = await call(t, clients.a, 'GET', '/wps/agent/team/overview?range=custom&from=2026-11-05&to=2026-11-01');
    expect([badRange.status, badRange.json().message]).toEqual([400, en.errors.agentRangeInvalid]);
  });

  it('when an agent registers a downline, then it joins the tree under the agent', async () => {
    const res = await call(t, clients.a, 'POST', '/wps/agent/team/register', { account: 'ag_newbie', password: 'Newbie12345', type: 1 });
    expect(res.json().value).toEqual({ account: 'ag_newbie', type: 1 });
    const again = await call(t, clients.a, 'POST', '/wps/agent/team/register', { account: 'ag_newbie', password: 'Newbie12345', type: 1 });
    expect(again.status).toBe(400);
    expect((await call(t, clients.top, 'GET', '/wps/agent/team/overview')).json().value.teamSize).toBe(6);
    const invite = (await call(t, clients.a, 'GET', '/wps/agent/invitation')).json().value;
    expect(invite.link).toContain(`affiliateCode=${invite.code}`);
  });

  const tiers = [
    { minTurnover: 0, minActive: 1, rateBp: 50 },
    { minTurnover: 50_000, minActive: 2, rateBp: 100 },
  ];

  it('when a contract breaks a rule, then a translated error comes back and nothing is written', async () => {
    const before = await contractRows();
    const offer = (who: string, body: Record<string, unknown>) => call(t, clients[who], 'POST', '/wps/agent/contracts', body);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['top', { downline: 'ag_b', kind: 'dailyWages', tiers }, 'contractNotDirectDownline'],
      ['a', { downline: 'ag_q', kind: 'dailyWages', tiers }, 'contractDownlineNotAgent'],
      ['top', { downline: 'ag_a', kind: 'dailyWages', tiers: [tiers[1], tiers[0]] }, 'contractTiersNotIncreasing'],
      ['top', { downline: 'ag_a', kind: 'dailyWages', tiers: [{ minTurnover: 0, minActive: 0, rateBp: 151 }] }, 'contractRateAboveOwn'],
      ['top', { downline: 'ag_a', kind: 'dividend', period: 'D', tiers }, 'contractPeriodDisabled'],
      // a has no daily-wage contract of its own yet: it has nothing to pass on.
      ['a', { downline: 'ag_b', kind: 'dailyWages', tiers }, 'contractRateAboveOwn'],
    ];
    for (const [who, body, code] of cases) {
      const res = await offer(who, body);
      expect([res.status, res.json().message], code).toEqual([400, en.errors[code]]);
    }
    expect((await offer('top', { downline: 'ag_a', kind: 'dailyWages', tiers: [] })).status).toBe(400);
    expect(await contractRows()).toBe(before);
  });

  it('when contracts are offered and accepted, then they apply from the next period and the consolidated flag shows the offer', async () => {
    // Real-time salary top → a, then a → b at most a's own rate.
    now = new Date(Date.now() - 3 * SLOT);
    const offered = (
      await call(t, clients.top, 'POST', '/wps/agent/contracts', {
        downline: 'ag_a',
        kind: 'realTimeSalary',
        tiers: [{ minTurnover: 0, minActive: 1, rateBp: 50 }],
      })
    ).json().value;
    expect(offered).toMatchObject({ status: 'offered', period: 'M5', upline: 'ag_top', member: 'ag_a' });
    expect((await call(t, clients.a, 'GET', '/wps/agent/contracts/consolidated')).json().value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 1,
    });
    // Only the downline accepts; the relay acts on the pending offer of its kind.
    expect((await call(t, clients.top, 'POST', '/wps/agent/contracts/decide', { contractId: offered.id, action: 'accept' })).status).toBe(409);
    const accepted = (await call(t, clients.a, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { action: 'accept' })).json().value;
    expect(accepted.status).toBe('active');
    expect(new Date(accepted.startsAt).getTime()).toBe(Math.floor(now.getTime() / SLOT) * SLOT + SLOT);
    const tooHigh = await call(t, clients.a, 'POST', '/wps/agent/contracts', {
      downline: 'ag_b',
      kind: 'realTimeSalary',
      tiers: [{ minTurnover: 0, minActive: 0, rateBp: 51 }],
    });
    expect(tooHigh.json().message).toBe(en.errors.contractRateAboveOwn);
    const sub = (
      await call(t, clients.a, 'POST', '/wps/agent/contracts', {
        downline: 'ag_b',
        kind: 'realTimeSalary',
        tiers: [{ minTurnover: 0, minActive: 1, rateBp: 20 }],
      })
    ).json().value;
    expect((await call(t, clients.b, 'POST', '/wps/agent/contracts/decide', { contractId: sub.id, action: 'accept' })).json().value.status).toBe('active');
    const view = (await call(t, clients.a, 'GET', '/wps/agent/contracts')).json().value;
    expect(view.held.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([['realTimeSalary', 'active']]);
    expect(view.given.map((c: { member: string }) => c.member)).toEqual(['ag_b']);
    expect(view.caps).toMatchObject({ realTimeSalary: 50, dailyWages: 0 });
  });

  it('when the 5-minute period ends, then each contract is paid once from its upline, and an unfunded payout is owed', async () => {
    now = new Date();
    await bet('p', 100_000, 0);
    await t.portal.services.agents.drainEvents();
    const slotEnd = Math.floor(Date.now() / SLOT) * SLOT + SLOT;
    now = new Date(slotEnd + 1_000);
    const [topBefore, aBefore, bBefore] = [await balance('top'), await balance('a'), await balance('b')];
    const commission = () => t.portal.services.wallet.houseBalance('aurora', 'commission', 'PHP');
    const commissionBefore = await commission();
    // b's team turned over 100,000 this slot (p's bet) — plus any bet of the first test in the same slot.
    const ran = await t.portal.services.agents.runSettlements();
    expect(ran).toBeGreaterThan(0);
    const paid = (await call(t, clients.a, 'GET', '/wps/agent/income')).json().value.list;
    const own = paid.find((p: { kind: string }) => p.kind === 'realTimeSalary');
    expect(own).toMatchObject({ upline: 'ag_top', status: 'paid', rateBp: 50 });
    expect(own.amount).toBe(Math.floor((own.turnover * 50) / 10_000));
    // top has no upline: its contracts are the operator's, paid from the house commission account, not top's wallet.
    expect(await balance('top')).toBe(topBefore);
    expect(await commission()).toBe(commissionBefore - own.amount);
    // b's pay comes from a's wallet (a had 100,000 + its own salary).
    const bPay = (await call(t, clients.b, 'GET', '/wps/agent/contracts/page?kind=realTimeSalary')).json().value.payouts[0];
    expect(bPay).toMatchObject({ upline: 'ag_a', status: 'paid', rateBp: 20 });
    expect(await balance('b')).toBe(bBefore + bPay.amount);
    expect(await balance('a')).toBe(aBefore + own.amount - bPay.amount);
    // Again, and from a twin instance: nothing more.
    expect(await t.portal.services.agents.runSettlements()).toBe(0);
    expect(await balance('a')).toBe(aBefore + own.amount - bPay.amount);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when the upline cannot fund a payout, then it is recorded as owed and no balance goes negative', async () => {
    // b offers c nothing (c is a's); a offers c real-time salary, then a's wallet is emptied to b.
    const offer = (
      await call(t, clients.a, 'POST', '/wps/agent/contracts', {
        downline: 'ag_c',
        kind: 'realTimeSalary',
        tiers: [{ minTurnover: 0, minActive: 1, rateBp: 50 }],
      })
    ).json().value;
    // Accepted now, in force from the next slot; the bet is dated into that slot (the test clock runs ahead of the events' own time).
    now = new Date();
    const next = Math.floor(now.getTime() / SLOT) * SLOT + SLOT;
    await call(t, clients.c, 'POST', '/wps/agent/contracts/decide', { contractId: offer.id, action: 'accept' });
    // a ends its own salary from top with this slot, so nothing flows into a's wallet in the next one.
    const own = (await call(t, clients.a, 'GET', '/wps/agent/contracts')).json().value.held[0];
    expect(
      (await call(t, clients.a, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { contractId: own.id, action: 'terminate' })).json().value.endsAt,
    ).toBe(new Date(next).toISOString());
    const aBalance = await balance('a');
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'ag-empty-a',
      kind: 'withdrawal',
      from: { kind: 'player', memberId: ids.a },
      to: { kind: 'house', code: 'cashier' },
      amount: aBalance,
      currency: 'PHP',
    });
    await bet('c', 80_000, 0);
    await sql`update domain_events set occurred_at = ${new Date(next + 1_000)} where dedupe_key = ${`ag-bet-${betSeq}`}`.execute(t.portal.db);
    await t.portal.services.agents.drainEvents();
    now = new Date(next + SLOT + 1_000);
    await t.portal.services.agents.runSettlements();
    const page = (await call(t, clients.c, 'GET', '/wps/agent/contracts/page?kind=realTimeSalary')).json().value;
    expect(page.payouts[0]).toMatchObject({ status: 'owed', amount: 400, upline: 'ag_a' });
    expect(await balance('a')).toBe(0);
    expect(await balance('c')).toBe(0);
  });

  it('when either side terminates, then the contract ends with the current period', async () => {
    const view = (await call(t, clients.b, 'GET', '/wps/agent/contracts')).json().value;
    const id = view.held[0].id;
    const ended = (await call(t, clients.a, 'POST', '/wps/agent/contracts/decide', { contractId: id, action: 'terminate' })).json().value;
    expect(ended.status).toBe('terminated');
    expect(new Date(ended.endsAt).getTime()).toBe(Math.floor(now.getTime() / SLOT) * SLOT + SLOT);
    const stranger = await call(
      t,
      { host: AURORA, bearer: (await loginBearer(t, AURORA, 'ag_stranger', 'Secret123')).json().value.token },
      'POST',
      '/wps/agent/contracts/decide',
      {
        contractId: id,
        action: 'terminate',
      },
    );
    expect([stranger.status, stranger.json().message]).toEqual([404, en.errors.contractNotFound]);
  });
});
