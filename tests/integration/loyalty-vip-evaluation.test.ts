// The VIP job's set-based evaluation (one SQL statement for every member, issue 20) against the threshold rule
// of vip-rules.ts on both engines: for random levels (entry and keep thresholds, each qualify mode), random
// period counters and random levels held (some of a level no longer configured), every member's new rank is
// nextRank's, exactly the changed ranks are written, and the counters of other periods and brands are ignored.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vip } from '../../schemas/generated/tenant.ts';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { LoyaltyRepository } from '../../server/features/loyalty/loyalty.repository.ts';
import { nextRank } from '../../server/features/loyalty/vip-rules.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const PERIOD = '2026-05';

const levelsArb = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 5 }).chain((ranks) =>
  fc.tuple(
    ...ranks.map((rank) =>
      fc.record({
        rank: fc.constant(rank),
        minDeposit: fc.integer({ min: 0, max: 5_000 }),
        minTurnover: fc.integer({ min: 0, max: 50_000 }),
        keepDeposit: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
        keepTurnover: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
      }),
    ),
  ),
);

const memberArb = fc.record({
  deposit: fc.option(fc.integer({ min: 0, max: 6_000 }), { nil: undefined }),
  turnover: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
  held: fc.integer({ min: 0, max: 9 }),
});

describe.each(DATABASE_KINDS)('VIP evaluation in SQL on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind, 'migrated');
    ({ db } = await createDatabase(database.env, { warn: () => {} }, { pgliteData: database.pgliteData }));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('when levels, counters and held levels are drawn at random, then every member gets the rank of the threshold rule and only changes are written', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        levelsArb,
        fc.constantFrom<NonNullable<Vip['qualify']>>('either', 'both', 'deposit', 'turnover'),
        fc.array(memberArb, { minLength: 1, maxLength: 40 }),
        async (levels, qualify, members) => {
          const tenant = `vipeval${++run}`;
          const vip: Vip = { period: 'month', qualify, levels: levels.map((l) => ({ ...l, name: { EN: `L${l.rank}` } })) as unknown as Vip['levels'] };
          const ids = members.map((_, i) => 1_000 + i);
          const written = await inTransaction(db, async (trx) => {
            for (const [i, m] of members.entries()) {
              const id = ids[i];
              if (m.deposit !== undefined)
                await sql`insert into loyalty_accruals (tenant_id, member_id, category, turnover) values (${tenant}, ${id}, ${`vip-deposit@${PERIOD}`}, ${m.deposit})`.execute(
                  trx,
                );
              if (m.turnover !== undefined)
                await sql`insert into loyalty_accruals (tenant_id, member_id, category, turnover) values (${tenant}, ${id}, ${`vip-turnover@${PERIOD}`}, ${m.turnover})`.execute(
                  trx,
                );
              // Counters of another period and of another brand must not count.
              await sql`insert into loyalty_accruals (tenant_id, member_id, category, turnover) values (${tenant}, ${id}, 'vip-deposit@2026-04', 1000000)`.execute(
                trx,
              );
              await sql`insert into loyalty_accruals (tenant_id, member_id, category, turnover) values (${`${tenant}x`}, ${id}, ${`vip-deposit@${PERIOD}`}, 1000000)`.execute(
                trx,
              );
              if (m.held > 0)
                await sql`insert into loyalty_vip (tenant_id, member_id, rank, period) values (${tenant}, ${id}, ${m.held}, '2026-04')`.execute(trx);
            }
            const result = await new LoyaltyRepository(trx).evaluateVip(tenant, PERIOD, {
              qualify,
              levels: levels.map((l) => ({ ...l, keepDeposit: l.keepDeposit ?? l.minDeposit, keepTurnover: l.keepTurnover ?? l.minTurnover })),
            });
            const { rows } = await sql<{ member_id: string; rank: number; period: string }>`
              select member_id::text, rank, period from loyalty_vip where tenant_id = ${tenant}`.execute(trx);
            return { result, rows };
          });
          // Evaluated: members with a counter of the period or a level above 0 (the job's members); the rest keep 0.
          const evaluated = (m: (typeof members)[number]) => m.deposit !== undefined || m.turnover !== undefined || m.held > 0;
          const expected = members.map((m, i) => ({
            memberId: ids[i],
            from: m.held,
            rank: evaluated(m) ? nextRank(vip, m.held, { deposit: m.deposit ?? 0, turnover: m.turnover ?? 0 }) : m.held,
          }));
          expect(written.result.members).toBe(members.filter(evaluated).length);
          const changed = expected.filter((e) => e.rank !== e.from);
          expect([...written.result.changes].sort((a, b) => a.memberId - b.memberId)).toEqual(changed);
          const now = new Map(written.rows.map((r) => [Number(r.member_id), r]));
          for (const e of expected) {
            expect(now.get(e.memberId)?.rank ?? 0).toBe(e.rank);
            if (e.rank !== e.from) expect(now.get(e.memberId)?.period).toBe(PERIOD);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
  });
});
