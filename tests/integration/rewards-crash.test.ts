// The rewards engine killed -9 (issue 19 "event replay after kill -9 pays nothing twice"), on PostgreSQL: a
// real server process (server/main.ts, jobs on) consumes a backlog of registrations, deposits and settled
// rounds written by the real paths; it is killed with SIGKILL as soon as its first grant is visible, with a
// batch likely in flight, and a second process finishes the backlog. Every member then has each grant
// once, every bonus's progress is exactly the stakes settled after it (nothing counted twice), no event is
// set aside and the ledger is sound.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer } from './helpers/accounts-client.ts';
import { AURORA, eventually, FIXTURE_TENANTS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { spawnServerProcess } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const STAFF = { id: 1, username: 'cashier' };
const MEMBERS = 12;
const ROUNDS = 20;
const STAKE = 700;
const text = (s: string) => ({ EN: s });
const PROMOTIONS = [
  {
    id: 'crash-gift',
    type: 'newbie',
    category: 'newbie',
    title: text('Gift'),
    summary: text('500'),
    rules: [text('On sign-up.')],
    award: { kind: 'cash', fixedAmount: 500 },
  },
  {
    id: 'crash-welcome',
    type: 'deposit',
    category: 'deposit',
    title: text('Welcome'),
    summary: text('50%'),
    rules: [text('First deposit.')],
    deposit: { which: 'first' },
    award: { kind: 'bonus', percentBasisPoints: 5_000 },
    // Far more than the rounds stake: progress is never capped, so it must equal the stakes exactly.
    wagering: { multiplier: 100 },
  },
];

/** A server process on the test's database with jobs on (the rewards engine among them). */
function serve(database: TestDatabase, tenantsDir: string): ChildProcess {
  return spawnServerProcess(database, tenantsDir);
}

describe('rewards engine killed -9 on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const tenants = { aurora: { ...readFixtureTenant('aurora'), promotions: PROMOTIONS }, borealis: readFixtureTenant('borealis') };
    // The writer: an app without jobs, so only the server processes consume the events.
    t = await startTestApp({ database, tenants });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'rewards-crash-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(tenants.aurora, null, 2));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    await database?.drop();
  });

  it('when the engine process is killed -9 mid-backlog and another finishes it, then every grant is paid once and no stake counts twice', async () => {
    const passwordHash = await hashPassword('Secret123');
    /** New members, each with a first deposit credited (registration and deposit events). */
    const newMembers = async (n: number, tag: string): Promise<number[]> => {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const account = `crash${tag}${Date.now() % 100_000}m${i}`;
        const created = await t.portal.services.accounts.members.insert({
          tenantId: 'aurora',
          account,
          nickname: account,
          type: 0,
          registerMethod: 'seed',
          passwordHash,
        });
        if ('conflict' in created) throw new Error('member exists');
        ids.push(created.id);
        const client = { host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token };
        const res = await call(t, client, 'POST', '/wps/deposits/bank', {
          methodId: 'bank',
          bankAccountId: 'bdo-1',
          amount: 20_000,
          reference: 'TXN',
          idempotencyKey: `crash-dep-${tag}-${i}-${Date.now()}`,
        });
        expect(res.status).toBe(200);
        await t.portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
      }
      return ids;
    };
    // Players with their bonus already granted (a stake counts only for a bonus granted before its round closed)…
    const players = await newMembers(MEMBERS, 'p');
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
    // …then the backlog: their rounds, and new members whose gift and bonus are still to come.
    for (let r = 0; r < ROUNDS; r++) {
      for (const m of players) {
        await sql`select game_round_change('aurora', 'TEST', ${`crash-r${r}-${m}`}, ${m}::int8, 'g1', 'RNG', 'PHP', false, ${STAKE}::int8, 0::int8, 0::int8, true)`.execute(
          t.portal.db,
        );
      }
    }
    const late = await newMembers(MEMBERS, 'l');
    const members = [...players, ...late];
    const progress = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select coalesce(sum(wagering_done), 0) as n from bonuses where tenant_id = 'aurora' and member_id in (${sql.join(players)})`.execute(t.portal.db)
        ).rows[0].n,
      );

    const first = serve(database, tenantsDir);
    children.push(first);
    await eventually(async () => expect(await progress()).toBeGreaterThan(0), 120_000, 5);
    first.kill('SIGKILL');
    await eventually(() => expect(first.signalCode).toBe('SIGKILL'));

    const second = serve(database, tenantsDir);
    children.push(second);
    await eventually(async () => expect(await t.portal.services.events.caughtUp('rewards')).toBe(true), 120_000);
    second.kill('SIGTERM');

    const byMember = await sql<{ member_id: string; promotion_id: string; n: string; amount: string }>`
      select member_id, promotion_id, count(*) as n, sum(amount) as amount from promotion_grants
      where tenant_id = 'aurora' and member_id in (${sql.join(members)}) group by member_id, promotion_id`.execute(t.portal.db);
    expect(byMember.rows).toHaveLength(members.length * 2);
    for (const row of byMember.rows)
      expect([row.promotion_id, Number(row.n), Number(row.amount)]).toEqual([row.promotion_id, 1, row.promotion_id === 'crash-gift' ? 500 : 10_000]);
    const bonuses = await sql<{ member_id: string; wagering_done: string }>`
      select member_id, wagering_done from bonuses where tenant_id = 'aurora' and member_id in (${sql.join(members)}) order by member_id`.execute(t.portal.db);
    expect(bonuses.rows.map((b) => Number(b.wagering_done))).toEqual([...Array(MEMBERS).fill(ROUNDS * STAKE), ...Array(MEMBERS).fill(0)]);
    expect(await t.portal.services.events.failures('rewards')).toEqual([]);
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);
  });
});
