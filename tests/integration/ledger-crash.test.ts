// Crash test on PostgreSQL: a separate process moves money (helpers/ledger-load.ts) and prints each
// operation once its call has returned, i.e. committed; it is killed with SIGKILL in the middle of
// the load, with calls in flight. Afterwards ledger:check passes and every acknowledged operation is
// in the ledger with the id it was acknowledged with. A restarted run replays the same requests:
// what was applied is answered from the ledger, what was in flight is applied exactly once.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import type { AccountRef } from '../../server/features/wallet/wallet.types.ts';
import { addMember, newTenant, openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';

const LOAD = new URL('./helpers/ledger-load.ts', import.meta.url).pathname;

interface Run {
  acks: Map<string, { id: number; replayed: boolean }>;
  lines: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs the load process; kills it with SIGKILL after `killAfter` answered operations (if given). */
function load(env: Record<string, string>, killAfter?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const run: Run = { acks: new Map(), lines: 0, code: null, signal: null };
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      run.lines++;
      const [what, key, id, , replayed] = line.split(' ');
      if (what === 'ack') run.acks.set(key, { id: Number(id), replayed: replayed === 'true' });
      if (killAfter !== undefined && run.lines === killAfter) child.kill('SIGKILL');
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      Object.assign(run, { code, signal });
      if (code !== 0 && signal !== 'SIGKILL') reject(new Error(`load process failed (${code}): ${stderr}`));
      else resolve(run);
    });
  });
}

describe('ledger crash on postgres', () => {
  let world: LedgerWorld;

  beforeAll(async () => {
    world = await openLedger('postgres');
  });
  afterAll(() => world?.close());

  it('when the process moving money is killed -9 mid-load, then ledger:check passes, every acknowledged operation is there, and a restart applies the rest exactly once', async () => {
    const { db, wallet } = world;
    const tenant = newTenant('crash');
    const members: number[] = [];
    for (let i = 0; i < 4; i++) {
      const m = await addMember(db, tenant);
      members.push(m);
      await wallet.transfer({
        tenantId: tenant,
        idempotencyKey: `seed-${m}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' } as AccountRef,
        to: { kind: 'player', memberId: m },
        amount: 20_000,
        currency: 'PHP',
      });
    }
    const env = { DATABASE_URL: world.database.env.DATABASE_URL!, LOAD_TENANT: tenant, LOAD_MEMBERS: members.join(','), LOAD_CONCURRENCY: '8' };

    const crashed = await load(env, 300);
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.acks.size).toBeGreaterThan(100);

    // The check, as an operator runs it after the crash.
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts', '--tenant', tenant], {
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toMatch(/ledger:check: sound/);
    expect(check.status).toBe(0);

    // Every acknowledged operation is in the ledger, under its key, with its id.
    const ids = [...crashed.acks.values()].map((a) => BigInt(a.id));
    const stored = await sql<{ id: bigint; idempotency_key: string; pending_key: string | null }>`
      select t.id, t.idempotency_key, p.idempotency_key as pending_key from ledger_transfers t
      left join ledger_transfers p on p.tenant_id = t.tenant_id and p.id = t.pending_id
      where t.tenant_id = ${tenant} and t.id = any(${ids}::int8[])`.execute(db);
    const byId = new Map(stored.rows.map((r) => [Number(r.id), r.pending_key ? `resolve:${r.pending_key}` : r.idempotency_key]));
    for (const [key, ack] of crashed.acks) expect(byId.get(ack.id), key).toBe(key);

    // Restart: the same operations again (and some new). Acknowledged ones come back from the ledger
    // with their ids; nothing is applied twice.
    const restarted = await load({ ...env, LOAD_COUNT: String(crashed.lines + 100) });
    expect(restarted.code).toBe(0);
    for (const [key, ack] of crashed.acks) {
      const again = restarted.acks.get(key);
      expect(again, key).toEqual({ id: ack.id, replayed: true });
    }
    const twice = await sql<{ n: bigint }>`
      select count(*)::int8 as n from (select idempotency_key from ledger_transfers where tenant_id = ${tenant} group by idempotency_key having count(*) > 1) x`.execute(
      db,
    );
    expect(Number(twice.rows[0].n)).toBe(0);
    const report = await auditLedger(db, { tenantId: tenant });
    expect(report.problems).toEqual([]);
    expect(report.tenants[0].transfers).toBeGreaterThan(crashed.acks.size);
  });
});
