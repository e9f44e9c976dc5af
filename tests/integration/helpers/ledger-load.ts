// A process that moves money until it is killed (or has run LOAD_COUNT operations), for the crash
// test. Operation i is always the same movement with the key `op-i` (deposits, withdrawals, member
// transfers, bets, wins, holds and their posts and voids), so a restarted run replays the same
// requests. After each call returns — committed — it prints one line:
//   ack <key> <transfer id> <phase> <replayed>     or     refused <key> <error code>
// Env: DATABASE_URL, LOAD_TENANT, LOAD_MEMBERS (comma-separated member ids), LOAD_CURRENCY (PHP),
// LOAD_CONCURRENCY (8), LOAD_COUNT (unbounded).
import { createDatabase } from '../../../server/db/database.ts';
import { AppError } from '../../../server/http/app-error.ts';
import { LedgerRepository } from '../../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../../server/features/wallet/wallet.service.ts';
import type { AccountRef, Transfer } from '../../../server/features/wallet/wallet.types.ts';

const tenantId = process.env.LOAD_TENANT!;
const members = process.env.LOAD_MEMBERS!.split(',').map(Number);
const currency = process.env.LOAD_CURRENCY ?? 'PHP';
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 8);
const count = Number(process.env.LOAD_COUNT ?? Number.POSITIVE_INFINITY);

const { db } = await createDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: 'memory://' });
const wallet = new WalletService(new LedgerRepository(db));

/** A small deterministic hash of the operation number: the same i always yields the same movement. */
const rand = (i: number, salt: number) => {
  let x = (i * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822519) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
};
const player = (i: number, salt: number): AccountRef => ({ kind: 'player', memberId: members[rand(i, salt) % members.length] });
const TYPES = ['deposit', 'withdrawal', 'member_transfer', 'bet', 'bet', 'win', 'hold', 'hold', 'post', 'void'] as const;
const typeOf = (i: number) => TYPES[rand(i, 1) % TYPES.length];

function operation(i: number): { key: string; run: () => Promise<Transfer> } {
  const key = `op-${i}`;
  const amount = 1 + (rand(i, 2) % 400);
  const base = { tenantId, idempotencyKey: key, currency, amount };
  const type = typeOf(i);
  switch (type) {
    case 'deposit':
      return { key, run: () => wallet.transfer({ ...base, kind: 'deposit', from: { kind: 'house', code: 'cashier' }, to: player(i, 3) }) };
    case 'withdrawal':
      return { key, run: () => wallet.transfer({ ...base, kind: 'withdrawal', from: player(i, 3), to: { kind: 'house', code: 'cashier' } }) };
    case 'member_transfer': {
      const a = rand(i, 3) % members.length;
      const b = (a + 1 + (rand(i, 4) % (members.length - 1))) % members.length;
      return {
        key,
        run: () =>
          wallet.transfer({ ...base, kind: 'member_transfer', from: { kind: 'player', memberId: members[a] }, to: { kind: 'player', memberId: members[b] } }),
      };
    }
    case 'bet':
      return { key, run: () => wallet.transfer({ ...base, kind: 'bet', from: player(i, 3), to: { kind: 'house', code: 'game_bets' } }) };
    case 'win':
      return { key, run: () => wallet.transfer({ ...base, kind: 'win', from: { kind: 'house', code: 'game_bets' }, to: player(i, 3) }) };
    case 'hold':
      return {
        key,
        run: () =>
          wallet.createPending({
            ...base,
            kind: 'withdrawal',
            from: { kind: 'player', memberId: members[rand(i, 3) % members.length] },
            to: { kind: 'house', code: 'cashier' },
          }),
      };
    case 'post':
    case 'void': {
      const target = i - 1 - (rand(i, 5) % 12);
      if (target < 0 || typeOf(target) !== 'hold')
        return { key, run: () => wallet.transfer({ ...base, kind: 'deposit', from: { kind: 'house', code: 'cashier' }, to: player(i, 3) }) };
      const pendingKey = `op-${target}`;
      return {
        key: `resolve:${pendingKey}`,
        run: () => (type === 'post' ? wallet.postPending(tenantId, pendingKey) : wallet.voidPending(tenantId, pendingKey)),
      };
    }
  }
}

let next = 0;
async function worker(): Promise<void> {
  while (next < count) {
    const op = operation(next++);
    try {
      const t = await op.run();
      process.stdout.write(`ack ${op.key} ${t.id} ${t.phase} ${t.replayed}\n`);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      process.stdout.write(`refused ${op.key} ${err.code}\n`);
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, worker));
await db.destroy();
