// The agents' settlement killed -9 (issue 17 "exactly once after … a kill -9 mid-settlement"), on PostgreSQL: a
// real server process (server/main.ts, jobs on, the system clock) consumes a backlog of settled bets over the
// last two hours of 5-minute slots and settles the real-time salary of many contracts; it is killed with
// SIGKILL as soon as its first payout is visible, with a period's transaction likely in flight, and a second
// process finishes the backlog. Then each (contract, period) has exactly one payout equal to the closed form,
// every balance is the sum of its payouts, no event is set aside and the ledger is sound.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { eventually, FIXTURE_TENANTS, startTestApp, type TestApp } from './helpers/test-app.ts';
import { spawnServerProcess } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;
const RATE = 50;
const AGENTS = 24;
const SLOTS = 24;

/** A server process on the test's database with jobs on (the agents' consumer and settlement among them). */
function serve(database: TestDatabase, tenantsDir: string): ChildProcess {
  return spawnServerProcess(database, tenantsDir);
}

describe('agents settlement killed -9 on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const tenants = agentTenants();
    // The writer: an app without jobs, so only the server processes consume and settle.
    t = await startTestApp({ database, tenants });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'agents-crash-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(tenants.aurora, null, 2));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    await database?.drop();
  });

  it('when the settling process is killed -9 mid-backlog and another finishes it, then each (contract, period) is paid once, the closed form', async () => {
    const hash = await hashPassword('Secret123');
    const add = async (account: string, upline: number | null, type: number) => {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account,
        nickname: account,
        type,
        registerMethod: 'seed',
        passwordHash: hash,
        uplineId: upline,
      });
      if ('conflict' in created) throw new Error('exists');
      await t.portal.services.wallet.ensurePlayerWallet('aurora', created.id, 'PHP');
      return created.id;
    };
    const top = await add('kc_top', null, 1);
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'kc-fund',
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: top },
      amount: 100_000_000,
      currency: 'PHP',
    });
    // The backlog: the last SLOTS ended slots (well inside the job's 36-slot catch-up window).
    const from = Math.floor(Date.now() / SLOT) * SLOT - SLOTS * SLOT;
    const agents: number[] = [];
    const contracts: number[] = [];
    for (let a = 0; a < AGENTS; a += 1) {
      const agent = await add(`kc_agent${a}`, top, 1);
      const player = await add(`kc_player${a}`, agent, 0);
      agents.push(agent);
      const { rows } = await sql<{ id: string }>`
        insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
        values ('aurora', ${BigInt(top)}, ${BigInt(agent)}, 'realTimeSalary', 'M5', ${JSON.stringify([{ minTurnover: 0, minActive: 1, rateBp: RATE }])}::jsonb,
          'active', ${new Date(from)}, ${new Date(from)}, ${new Date(from)})
        returning id`.execute(t.portal.db);
      contracts.push(Number(rows[0].id));
      for (let s = 0; s < SLOTS; s += 1) {
        const key = `kc-bet-${a}-${s}`;
        await t.portal.services.events.emit({
          tenantId: 'aurora',
          type: 'bet.settled',
          memberId: player,
          key,
          payload: { bet: 1_000 * (a + s + 1), win: 0, currency: 'PHP', gameType: 'RNG' },
        });
        await sql`update domain_events set occurred_at = ${new Date(from + s * SLOT + 60_000)} where dedupe_key = ${key}`.execute(t.portal.db);
      }
    }
    const payoutRows = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from agent_payouts where tenant_id = 'aurora'`.execute(t.portal.db)).rows[0].n);

    const first = serve(database, tenantsDir);
    children.push(first);
    await eventually(async () => expect(await payoutRows()).toBeGreaterThan(0), 180_000, 5);
    first.kill('SIGKILL');
    await eventually(() => expect(first.signalCode).toBe('SIGKILL'));
    const atKill = await payoutRows();

    const second = serve(database, tenantsDir);
    children.push(second);
    await eventually(async () => expect(await payoutRows()).toBe(AGENTS * SLOTS), 240_000, 50);
    second.kill('SIGTERM');
    await eventually(() => expect(second.exitCode !== null || second.signalCode !== null).toBe(true));

    const { rows } = await sql<{ contract_id: string; period_key: string; amount: string; status: string }>`
      select contract_id, period_key, amount, status from agent_payouts where tenant_id = 'aurora' order by contract_id, period_key`.execute(t.portal.db);
    const expected = contracts.flatMap((id, a) =>
      Array.from({ length: SLOTS }, (_, s) => ({
        contract: id,
        period: `M5:${new Date(from + s * SLOT).toISOString()}`,
        amount: Math.floor((1_000 * (a + s + 1) * RATE) / 10_000),
        status: 'paid',
      })),
    );
    expect(rows.map((r) => ({ contract: Number(r.contract_id), period: r.period_key, amount: Number(r.amount), status: r.status }))).toEqual(expected);
    const ledgerMoves = await sql<{ n: string }>`
      select count(*) as n from ledger_transfers where tenant_id = 'aurora' and idempotency_key like 'agent:%'`.execute(t.portal.db);
    expect(Number(ledgerMoves.rows[0].n)).toBe(AGENTS * SLOTS);
    for (const [a, agent] of agents.entries()) {
      const owed = expected.filter((e) => e.contract === contracts[a]).reduce((sum, e) => sum + e.amount, 0);
      expect((await t.portal.services.wallet.balance('aurora', agent, 'PHP')).sumBalance).toBe(owed);
    }
    const paid = expected.reduce((sum, e) => sum + e.amount, 0);
    // kc_top has no upline: its contracts are the operator's, paid from the house commission account.
    expect((await t.portal.services.wallet.balance('aurora', top, 'PHP')).sumBalance).toBe(100_000_000);
    expect(await t.portal.services.wallet.houseBalance('aurora', 'commission', 'PHP')).toBe(-paid);
    expect(await t.portal.services.events.failures('agents')).toEqual([]);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
    // Killed mid-backlog: the first process had not finished it.
    expect(atKill).toBeLessThan(AGENTS * SLOTS);
  }, 600_000);
});
