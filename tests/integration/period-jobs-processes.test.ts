// Period jobs across two OS processes on one PostgreSQL (the guide: "jobs run exactly once per period
// across two server processes"): two real servers (server/main.ts, jobs on) start together on a database
// where yesterday's settled rounds are accrued and its automatic rebate is due. Every job runs at start,
// so both race for the period: the rebate is paid once per member, and the periods the two processes say
// they ran add up to the periods claimed — none ran twice.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { eventually, FIXTURE_TENANTS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { spawnServerProcess } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const MEMBERS = 4;
const ROUNDS = 3;
const STAKE = 10_000;
const text = (s: string) => ({ EN: s });
const PROMOTIONS = [
  {
    id: 'auto-rebate',
    type: 'rebate',
    category: 'rebate',
    title: text('Automatic rebate'),
    summary: text('1%'),
    rules: [text('Paid daily.')],
    award: { kind: 'cash' },
    rebate: { period: 'daily', claim: 'auto', ratesBasisPoints: { RNG: 100 } },
  },
];

interface Server {
  child: ChildProcess;
  /** What the process said about its rebate runs: the number of periods each run ran. */
  rebateRuns: number[];
}

function serve(database: TestDatabase, tenantsDir: string): Server {
  const child = spawnServerProcess(database, tenantsDir, { logLevel: 'debug', stdout: 'pipe' });
  const server: Server = { child, rebateRuns: [] };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.includes('"job":"rebate-periods"')) return;
    const done = /"done":(\d+)/.exec(line)?.[1];
    if (done !== undefined) server.rebateRuns.push(Number(done));
  });
  return server;
}

describe('period jobs in two server processes on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const aurora = { ...readFixtureTenant('aurora'), settings: { ...readFixtureTenant('aurora').settings, timeZone: 'UTC' }, promotions: PROMOTIONS };
    t = await startTestApp({ database, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'period-jobs-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(aurora, null, 2));
  });
  afterAll(async () => {
    for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    await database?.drop();
  });

  it("when two processes start together with yesterday's rebate due, then it is paid once per member and no period runs twice", async () => {
    const passwordHash = await hashPassword('Secret123');
    const yesterdayNoon = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 12));
    const members: number[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const account = `pj${Date.now() % 100_000}m${i}`;
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account,
        nickname: account,
        type: 0,
        registerMethod: 'seed',
        passwordHash,
      });
      if ('conflict' in created) throw new Error('member exists');
      members.push(created.id);
      for (let r = 0; r < ROUNDS; r++) {
        const round = `pj-r${r}-${created.id}`;
        await sql`select game_round_change('aurora', 'TEST', ${round}, ${created.id}::int8, 'g1', 'RNG', 'PHP', false, ${STAKE}::int8, 0::int8, 0::int8, true)`.execute(
          t.portal.db,
        );
        // Settled yesterday: the event's time is the transaction's, so move it.
        await sql`update domain_events set occurred_at = ${yesterdayNoon} where dedupe_key = ${`TEST:${round}:${created.id}`}`.execute(t.portal.db);
      }
    }
    // Accrued (yesterday's turnover per member) before the servers start: their first run finds the period ready.
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });

    servers.push(serve(database, tenantsDir), serve(database, tenantsDir));
    // Both have run the job at least once (every job runs at start).
    await eventually(() => expect(servers.map((s) => s.rebateRuns.length > 0)).toEqual([true, true]), 120_000);
    for (const { child } of servers) child.kill('SIGTERM');

    const grants = await sql<{ member_id: string; n: string; amount: string }>`
      select member_id, count(*) as n, sum(amount) as amount from promotion_grants
      where tenant_id = 'aurora' and promotion_id = 'auto-rebate' group by member_id order by member_id`.execute(t.portal.db);
    expect(grants.rows.map((g) => [Number(g.member_id), Number(g.n), Number(g.amount)])).toEqual(members.map((m) => [m, 1, (ROUNDS * STAKE) / 100]));
    const claimed = await sql<{ n: string }>`select count(*) as n from job_periods where job like 'rebate-%'`.execute(t.portal.db);
    expect(Number(claimed.rows[0].n)).toBeGreaterThan(0);
    const reported = servers.flatMap((s) => s.rebateRuns).reduce((a, b) => a + b, 0);
    expect(reported).toBe(Number(claimed.rows[0].n));
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
