// The rewards engine against a model (issue 19 "property test"): random deposit promotions (first, daily,
// reload; percent with cap and minimum or fixed; bonus with weighted wagering or cash; per-member limits),
// random players depositing through the real cashier and playing rounds closed by game_round_change. The
// model replays the same history with the rules' closed forms (promotion-rules.ts: what a deposit earns,
// what a bonus must be played through, how a stake spreads over bonuses): every grant the engine made is
// the model's, exactly once, and every bonus's progress is the weighted settled turnover the model counts.
// A full replay of the event log afterwards changes nothing, and the ledger stays sound. Deposits are at
// least the fixture brand's minimum (10,000); PROPERTY_RUNS sets the number of runs (each starts an app; 3 in the
// suite, 25 per engine passed when it was written).
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../schemas/generated/tenant.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { depositAward, depositQualifies, spreadStake, wageringRequired } from '../../server/features/promotions/promotion-rules.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { localDay } from '../../server/jobs/period-job.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const STAFF = { id: 1, username: 'cashier' };
const CATEGORIES = ['RNG', 'LIVE', 'FISH'] as const;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 3);
let seq = 0;

const text = (s: string) => ({ EN: s });

const promotionArb = (i: number): fc.Arbitrary<Promotion> =>
  fc
    .record({
      which: fc.constantFrom('first', 'daily', 'reload'),
      minAmount: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: undefined }),
      kind: fc.constantFrom('bonus', 'cash'),
      percent: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }),
      fixed: fc.integer({ min: 1, max: 20_000 }),
      cap: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: undefined }),
      multiplier: fc.integer({ min: 1, max: 4 }),
      base: fc.constantFrom('bonus', 'bonusAndDeposit'),
      weights: fc.dictionary(fc.constantFrom(...CATEGORIES), fc.integer({ min: 0, max: 100 }), { maxKeys: 3 }),
      perMember: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
    })
    .map((r) => {
      const p: Promotion = {
        id: `p${i}`,
        type: 'deposit',
        category: 'deposit',
        title: text(`Promotion ${i}`),
        summary: text('Random'),
        rules: [text('Random rules.')],
        deposit: r.minAmount === undefined ? { which: r.which } : { which: r.which, minAmount: r.minAmount },
        award:
          r.percent !== undefined ? { kind: r.kind, percentBasisPoints: r.percent, ...(r.cap ? { cap: r.cap } : {}) } : { kind: r.kind, fixedAmount: r.fixed },
      };
      if (r.kind === 'bonus') p.wagering = { multiplier: r.multiplier, base: r.base, weights: r.weights };
      if (r.perMember !== undefined) p.limits = { perMember: r.perMember };
      return p;
    });

type Action = { who: number; kind: 'deposit'; amount: number } | { who: number; kind: 'bet'; amount: number; category: (typeof CATEGORIES)[number] };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ who: fc.integer({ min: 0, max: 1 }), kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10_000, max: 60_000 }) }),
  fc.record({
    who: fc.integer({ min: 0, max: 1 }),
    kind: fc.constant('bet' as const),
    amount: fc.integer({ min: 100, max: 60_000 }),
    category: fc.constantFrom(...CATEGORIES),
  }),
);

const scenarioArb = fc.record({
  promotions: fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => promotionArb(i)))),
  actions: fc.array(actionArb, { minLength: 3, maxLength: 10 }),
});

interface ModelGrant {
  promotionId: string;
  amount: number;
}
interface ModelBonus {
  required: number;
  done: number;
  weights: Record<string, number>;
}

/** What the rules say each member gets, replaying the history in order. `days[k]` is the brand-local day of the member's k-th deposit. */
function model(promotions: readonly Promotion[], actions: readonly Action[], days: ReadonlyArray<readonly string[]>) {
  const grants: ModelGrant[][] = [[], []];
  const bonuses: ModelBonus[][] = [[], []];
  const deposits = [0, 0];
  const dailyDone = new Set<string>();
  for (const action of actions) {
    const who = action.who;
    if (action.kind === 'deposit') {
      const nth = ++deposits[who];
      const day = days[who][nth - 1];
      for (const p of promotions) {
        if (!depositQualifies(p.deposit!.which, nth)) continue;
        if (p.deposit!.which === 'daily' && dailyDone.has(`${p.id}:${who}:${day}`)) continue;
        const amount = depositAward(p, action.amount);
        if (amount <= 0) continue;
        if (p.limits?.perMember !== undefined && grants[who].filter((g) => g.promotionId === p.id).length >= p.limits.perMember) continue;
        if (p.deposit!.which === 'daily') dailyDone.add(`${p.id}:${who}:${day}`);
        grants[who].push({ promotionId: p.id, amount });
        if (p.award.kind === 'bonus') bonuses[who].push({ required: wageringRequired(p, amount, action.amount), done: 0, weights: p.wagering?.weights ?? {} });
      }
    } else {
      const open = bonuses[who].filter((b) => b.done < b.required);
      const counted = spreadStake(
        action.amount,
        action.category,
        open.map((b) => ({ remaining: b.required - b.done, weights: b.weights })),
      );
      open.forEach((b, i) => (b.done += counted[i]));
    }
  }
  return { grants, bonuses };
}

describe.each(DATABASE_KINDS)('rewards engine against the closed form on %s', (kind) => {
  it('when random players deposit and play under random deposit promotions, then every grant and every wagering figure is the closed form, once', async () => {
    const passwordHash = await hashPassword('Secret123');
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ promotions, actions }) => {
        const t: TestApp = await startTestApp({
          database: kind,
          tenants: { aurora: { ...readFixtureTenant('aurora'), promotions }, borealis: readFixtureTenant('borealis') },
        });
        try {
          const drain = () =>
            eventually(async () => {
              await t.portal.services.promotions.drainEvents();
              expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
            });
          const players: Array<{ client: Client; memberId: number }> = [];
          for (let i = 0; i < 2; i++) {
            const account = `prop${++seq}x${i}`;
            const created = await t.portal.services.accounts.members.insert({
              tenantId: 'aurora',
              account,
              nickname: account,
              type: 0,
              registerMethod: 'seed',
              passwordHash,
            });
            if ('conflict' in created) throw new Error('member exists');
            players.push({ client: { host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token }, memberId: created.id });
          }
          for (const action of actions) {
            const p = players[action.who];
            if (action.kind === 'deposit') {
              const res = await call(t, p.client, 'POST', '/wps/deposits/bank', {
                methodId: 'bank',
                bankAccountId: 'bdo-1',
                amount: action.amount,
                reference: 'TXN',
                idempotencyKey: `prop-key-${++seq}`,
              });
              expect([res.status, res.json().message]).toEqual([200, '']);
              await t.portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
            } else {
              await sql`select game_round_change('aurora', 'TEST', ${`prop-r${++seq}`}, ${p.memberId}::int8, 'g1', ${action.category}, 'PHP', false, ${action.amount}::int8, 0::int8, 0::int8, true)`.execute(
                t.portal.db,
              );
            }
            // One action at a time through the engine: the model's order is the log's.
            await drain();
          }
          const zone = readFixtureTenant('aurora').settings?.timeZone ?? 'UTC';
          const days: string[][] = [];
          for (const p of players) {
            const events = await sql<{ occurred_at: Date }>`
              select occurred_at from domain_events where tenant_id = 'aurora' and type = 'deposit.credited' and member_id = ${p.memberId}::int8 order by id`.execute(
              t.portal.db,
            );
            days.push(events.rows.map((e) => localDay(new Date(e.occurred_at), zone)));
          }
          const expected = model(promotions, actions, days);
          const read = async () => {
            const result = [];
            for (const p of players) {
              const grants = await sql<{ promotion_id: string; amount: string }>`
                select promotion_id, amount from promotion_grants where tenant_id = 'aurora' and member_id = ${p.memberId}::int8 order by id`.execute(
                t.portal.db,
              );
              const bonuses = await sql<{ wagering_required: string; wagering_done: string }>`
                select wagering_required, wagering_done from bonuses where tenant_id = 'aurora' and member_id = ${p.memberId}::int8 order by id`.execute(
                t.portal.db,
              );
              result.push({
                grants: grants.rows.map((g) => ({ promotionId: g.promotion_id, amount: Number(g.amount) })),
                bonuses: bonuses.rows.map((b) => ({ required: Number(b.wagering_required), done: Number(b.wagering_done) })),
              });
            }
            return result;
          };
          const actual = await read();
          expect(actual).toEqual(
            [0, 1].map((who) => ({
              grants: expected.grants[who],
              bonuses: expected.bonuses[who].map((b) => ({ required: b.required, done: b.done })),
            })),
          );
          // Replaying the whole log changes nothing.
          await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'rewards'`.execute(t.portal.db);
          await drain();
          expect(await read()).toEqual(actual);
          const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
          expect(audit.problems).toEqual([]);
          expect(await t.portal.services.events.failures('rewards')).toEqual([]);
        } finally {
          await t.close();
        }
      }),
      { numRuns: RUNS },
    );
  });
});
