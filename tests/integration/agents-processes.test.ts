// The real-time salary across two OS processes on one PostgreSQL (issue 17): both walk their test clocks over the
// same hour in 5-minute steps and race for every period; each (contract, period) is paid once, the pay equals
// the closed form, and the periods the two say they ran add up to the periods claimed.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { FIXTURE_TENANTS, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;
const RATE = 50;

function runProcess(database: TestDatabase, tenantsDir: string, from: Date): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/helpers/agents-job-process.ts'], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: { ...process.env, TENANTS_DIR: tenantsDir, REDIS_URL: '', AGENTS_FROM: from.toISOString(), ...database.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') child.stdin!.write('go\n');
      const ran = /^ran (\d+)$/.exec(line);
      if (ran) resolve(Number(ran[1]));
    });
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`process exited ${code}`))));
  });
}

describe('real-time salary in two processes on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const tenants = agentTenants();
    t = await startTestApp({ database, tenants });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'agents-proc-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(tenants.aurora, null, 2));
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('when two processes settle the same hour, then each (contract, period) is paid once', async () => {
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
    const top = await add('pp_top', null, 1);
    const agent = await add('pp_agent', top, 1);
    const player = await add('pp_player', agent, 0);
    await t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: 'pp-fund',
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: top },
      amount: 10_000_000,
      currency: 'PHP',
    });
    const from = new Date(Math.floor(Date.now() / SLOT) * SLOT - 13 * SLOT);
    const { rows } = await sql<{ id: string }>`
      insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
      values ('aurora', ${BigInt(top)}, ${BigInt(agent)}, 'realTimeSalary', 'M5', ${JSON.stringify([{ minTurnover: 0, minActive: 1, rateBp: RATE }])}::jsonb, 'active', ${from}, ${from}, ${from})
      returning id`.execute(t.portal.db);
    const contractId = Number(rows[0].id);
    // One bet in each of the 12 slots of the hour, stake 10,000 × (slot + 1).
    const stakes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const stake = 10_000 * (i + 1);
      stakes.push(stake);
      await t.portal.services.events.emit({
        tenantId: 'aurora',
        type: 'bet.settled',
        memberId: player,
        key: `pp-bet-${i}`,
        payload: { bet: stake, win: 0, currency: 'PHP' },
      });
      await sql`update domain_events set occurred_at = ${new Date(from.getTime() + i * SLOT + 60_000)} where dedupe_key = ${`pp-bet-${i}`}`.execute(
        t.portal.db,
      );
    }
    await t.portal.services.agents.drainEvents();

    const ran = await Promise.all([runProcess(database, tenantsDir, from), runProcess(database, tenantsDir, from)]);
    const payouts = await sql<{ period_key: string; n: string; amount: string }>`
      select period_key, count(*) as n, sum(amount) as amount from agent_payouts where tenant_id = 'aurora' and contract_id = ${BigInt(contractId)}
      group by period_key order by period_key`.execute(t.portal.db);
    expect(payouts.rows.map((p) => Number(p.n))).toEqual(stakes.map(() => 1));
    expect(payouts.rows.map((p) => Number(p.amount))).toEqual(stakes.map((s) => Math.floor((s * RATE) / 10_000)));
    const expected = stakes.reduce((sum, s) => sum + Math.floor((s * RATE) / 10_000), 0);
    expect((await t.portal.services.wallet.balance('aurora', agent, 'PHP')).sumBalance).toBe(expected);
    const claimed = await sql<{ n: string }>`select count(*) as n from job_periods where tenant_id = 'aurora' and job = 'agents-M5'`.execute(t.portal.db);
    // runDue(['M5']) runs every 5-minute job of the agents: the settlement and the owed payouts' retry.
    const claimedAll = await sql<{ n: string }>`select count(*) as n from job_periods where job in ('agents-M5', 'agents-owed')`.execute(t.portal.db);
    expect(ran[0] + ran[1]).toBe(Number(claimedAll.rows[0].n));
    expect(Number(claimed.rows[0].n)).toBeGreaterThanOrEqual(12);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  }, 240_000);
});
