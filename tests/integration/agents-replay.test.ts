// The 'agents' consumer adds every event to the team figures once (issue 17 follow-up): replaying it from cursor 0
// leaves the figures as they were, and two transactions handling the same events at once (two processes) add them
// once. Both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/transaction.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { AURORA, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

describe.each(DATABASE_KINDS)('agent figures once per event on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let top: Client;
  let betSeq = 0;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants() });
    const hash = await hashPassword('Secret123');
    for (const [name, upline, type] of [
      ['rtop', null, 1],
      ['ra', 'rtop', 1],
      ['rp', 'ra', 0],
    ] as const) {
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
    }
    top = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'ag_rtop', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  const bet = (name: string, stake: number, win: number) =>
    t.portal.services.events.emit({
      tenantId: 'aurora',
      type: 'bet.settled',
      memberId: ids[name],
      key: `ag-replay-${kind}-${++betSeq}`,
      payload: { bet: stake, win, currency: 'PHP', gameType: 'RNG' },
    });
  const overview = async () => (await call(t, top, 'GET', '/wps/agent/team/overview?range=today')).json().value;
  const figureRows = async () =>
    (
      await sql<{ member_id: string; bets: number; stake: string; valid_turnover: string; win: string }>`
        select member_id::text, bets, stake::text, valid_turnover::text, win::text from agent_figures
        where tenant_id = 'aurora' and member_id = any(${Object.values(ids).map(BigInt)}::int8[]) order by member_id, slot`.execute(t.portal.db)
    ).rows;

  it('when the agents consumer is replayed from cursor 0, then the team figures stay as they were', async () => {
    await bet('rp', 10_000, 4_000);
    await bet('ra', 3_000, 9_000);
    await bet('rp', 2_000, 2_000);
    await t.portal.services.agents.drainEvents();
    const before = await overview();
    expect(before).toMatchObject({ activeMembers: 2, stakes: 15_000, validTurnover: 13_000, teamProfit: 0 });
    const rows = await figureRows();

    await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'agents'`.execute(t.portal.db);
    expect(await t.portal.services.agents.drainEvents()).toBeGreaterThanOrEqual(3);
    expect(await overview()).toEqual(before);
    expect(await figureRows()).toEqual(rows);

    // New events after the replay still count, once.
    await bet('rp', 1_000, 0);
    await t.portal.services.agents.drainEvents();
    expect(await overview()).toMatchObject({ stakes: 16_000, validTurnover: 14_000, teamProfit: -1_000 });
  });

  it('when two transactions handle the same new events at once, then the figures count them once', async () => {
    const before = await overview();
    await bet('rp', 7_000, 0);
    await bet('ra', 5_000, 0);
    const events = [
      ...(await t.portal.services.events.ofMember('aurora', ids.rp, 'bet.settled')),
      ...(await t.portal.services.events.ofMember('aurora', ids.ra, 'bet.settled')),
    ].sort((x, y) => (BigInt(x.txId) === BigInt(y.txId) ? x.id - y.id : BigInt(x.txId) < BigInt(y.txId) ? -1 : 1));
    const handle = () => inTransaction(t.portal.db, (trx) => t.portal.services.agents.settlement.handleBatch(events, trx));
    await Promise.all([handle(), handle()]);
    await t.portal.services.agents.drainEvents();
    expect(await overview()).toMatchObject({ stakes: before.stakes + 12_000, validTurnover: before.validTurnover + 12_000 });
  });
});
