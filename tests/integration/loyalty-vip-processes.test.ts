// The VIP levels job across two OS processes on one PostgreSQL (issue 20: "evaluated by a job exactly once per
// period"): last month's settled turnover of a few members is counted by the points consumer, then two real
// servers (server/main.ts, jobs on, the system clock) start together. Every job runs at start, so both race for
// last month: each member gets the level its turnover reached and each upgrade bonus once, the month is
// claimed once, and the periods the two processes say they ran add up to the periods claimed — none ran twice.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, cpSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vip } from '../../schemas/generated/tenant.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { spawnServerProcess } from './helpers/server-process.ts';
import { eventually, FIXTURE_TENANTS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const VIP: Vip = {
  period: 'month',
  levels: [
    { rank: 0, name: { EN: 'Member' }, minDeposit: 0, minTurnover: 0 },
    { rank: 1, name: { EN: 'Bronze' }, minDeposit: 1_000, minTurnover: 10_000, benefits: { upgradeBonus: 100 } },
    { rank: 3, name: { EN: 'Gold' }, minDeposit: 5_000, minTurnover: 50_000, benefits: { upgradeBonus: 300 } },
  ],
};
// Last month's turnover per member and what the job owes each: the level reached and its bonuses (every level passed).
const PLAYERS = [
  { turnover: 60_000, rank: 3, bonus: 400 },
  { turnover: 20_000, rank: 1, bonus: 100 },
  { turnover: 5_000, rank: 0, bonus: 0 },
  { turnover: 75_000, rank: 3, bonus: 400 },
];

interface Server {
  child: ChildProcess;
  /** What the process said about its VIP runs: the number of periods each run ran. */
  vipRuns: number[];
}

function serve(database: TestDatabase, tenantsDir: string): Server {
  const child = spawnServerProcess(database, tenantsDir, { logLevel: 'debug', stdout: 'pipe' });
  const server: Server = { child, vipRuns: [] };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.includes('"job":"vip-levels"')) return;
    const done = /"done":(\d+)/.exec(line)?.[1];
    if (done !== undefined) server.vipRuns.push(Number(done));
  });
  return server;
}

describe('VIP levels job in two server processes on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    const fixture = readFixtureTenant('aurora');
    const aurora = { ...fixture, settings: { ...fixture.settings, timeZone: 'UTC' }, vip: VIP };
    t = await startTestApp({ database, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'vip-processes-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(aurora, null, 2));
  });
  afterAll(async () => {
    for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    await database?.drop();
  });

  it('when two processes start together with last month ended, then each member gets its level and bonus once and the month runs once', async () => {
    const now = new Date();
    const lastMonthMid = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    const period = lastMonthMid.toISOString().slice(0, 7);
    const members: number[] = [];
    for (const [i, p] of PLAYERS.entries()) {
      const account = `vpp${Date.now() % 100_000}m${i}`;
      const created = await t.portal.services.accounts.members.insert({ tenantId: 'aurora', account, nickname: account, type: 0, registerMethod: 'seed' });
      if ('conflict' in created) throw new Error('member exists');
      members.push(created.id);
      const round = `vpp-${created.id}`;
      await sql`select game_round_change('aurora', 'TEST', ${round}, ${created.id}::int8, 'g1', 'RNG', 'PHP', false, ${p.turnover}::int8, 0::int8, 0::int8, true)`.execute(
        t.portal.db,
      );
      // Settled last month: the event's time is its transaction's, so move it.
      await sql`update domain_events set occurred_at = ${lastMonthMid} where dedupe_key = ${`TEST:${round}:${created.id}`}`.execute(t.portal.db);
    }
    // Counted before the servers start: their first run finds last month ready.
    await eventually(async () => {
      await t.portal.services.loyalty.drainEvents();
      expect(await t.portal.services.events.caughtUp('loyalty-points')).toBe(true);
    });

    servers.push(serve(database, tenantsDir), serve(database, tenantsDir));
    const claims = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from job_periods where job = 'vip-levels'`.execute(t.portal.db)).rows[0].n);
    // Both have run the job at least once (every job runs at start) and the month is claimed.
    await eventually(async () => {
      expect(servers.map((s) => s.vipRuns.length > 0)).toEqual([true, true]);
      expect(await claims()).toBeGreaterThan(0);
    }, 120_000);
    for (const { child } of servers) child.kill('SIGTERM');

    const claimed = await sql<{ tenant_id: string; period_key: string }>`select tenant_id, period_key from job_periods where job = 'vip-levels'`.execute(
      t.portal.db,
    );
    expect(claimed.rows).toEqual([{ tenant_id: 'aurora', period_key: period }]);
    expect(servers.flatMap((s) => s.vipRuns).reduce((a, b) => a + b, 0)).toBe(1);
    const ranks = await sql<{ member_id: string; rank: number }>`
      select member_id::text, rank from loyalty_vip where tenant_id = 'aurora' and member_id = any(${members}::int8[])`.execute(t.portal.db);
    const rankOf = new Map(ranks.rows.map((r) => [Number(r.member_id), r.rank]));
    expect(members.map((m) => rankOf.get(m) ?? 0)).toEqual(PLAYERS.map((p) => p.rank));
    const bonuses = await sql<{ member_id: string; amount: string }>`
      select a.owner_member_id::text as member_id, sum(t.amount)::text as amount
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      where t.tenant_id = 'aurora' and t.kind = 'vip_upgrade_bonus' group by 1`.execute(t.portal.db);
    const paid = new Map(bonuses.rows.map((b) => [Number(b.member_id), Number(b.amount)]));
    expect(members.map((m) => paid.get(m) ?? 0)).toEqual(PLAYERS.map((p) => p.bonus));
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
