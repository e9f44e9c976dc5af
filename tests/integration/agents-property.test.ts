// Agent settlement against the closed form (issue 17 "property test"): a random tree (a top agent, agents of any
// depth under it, players under the agents), random real-time-salary (5-minute) and hourly-salary contracts
// within the rules (tiers rising in turnover and rate, never falling in active members; a top-level agent's rate
// at most the brand's cap, any other at most its upline's own top rate of the kind), random settled bets (wins,
// losses and pushes) over four 5-minute slots of one hour. The model sums, per contract and period, the
// holder's whole team (the holder included): valid turnover (a push is not) and the members with a bet, takes
// the highest tier met and pays floor(turnover × rate / 10 000). Every payout row and every balance is the
// model's; replaying the 'agents' consumer from the start and re-running the settlement jobs pays nothing more
// and leaves the team figures as they were, and the ledger stays sound. Every agent is funded, so nothing is owed (owed payouts: agents.test.ts).
// Contracts are written as rows (offers go through every rule in agents.test.ts); the figures and the pay go
// through the real consumer and the real period jobs. One app per engine; each run uses its own hour, two hours
// after the previous run's (the catch-up window claims the periods around a run's clock). PROPERTY_RUNS sets the
// number of runs (1 by default).
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { periodPay, type Tier } from '../../server/features/agents/contract-rules.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1);
const SLOT = 5 * 60_000;
const HOUR = 60 * 60_000;
const SLOTS = 4;
const FUNDS = 1_000_000_000;
/** The brand caps of agentTenants() for the two kinds settled here. */
const KINDS = [
  { kind: 'realTimeSalary', period: 'M5', cap: 50 },
  { kind: 'hourlySalary', period: 'HOUR', cap: 50 },
] as const;

const tierShapeArb = fc.record({
  drops: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 3 }),
  firstTurnover: fc.integer({ min: 0, max: 60_000 }),
  turnoverSteps: fc.array(fc.integer({ min: 1, max: 150_000 }), { minLength: 2, maxLength: 2 }),
  firstActive: fc.integer({ min: 0, max: 3 }),
  activeSteps: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 2, maxLength: 2 }),
});
type TierShape = typeof tierShapeArb extends fc.Arbitrary<infer T> ? T : never;

/** A rising tier table whose top rate is at most `cap` (empty when the cap leaves no room). */
function tiersOf(shape: TierShape, cap: number): Tier[] {
  const rates: number[] = [];
  let rate = cap - shape.drops[0];
  for (let i = 0; i < shape.drops.length && rate > 0; i += 1) {
    rates.unshift(rate);
    rate -= 1 + (shape.drops[i + 1] ?? 0);
  }
  let turnover = shape.firstTurnover;
  let active = shape.firstActive;
  return rates.map((rateBp, i) => {
    if (i > 0) {
      turnover += shape.turnoverSteps[i - 1];
      active += shape.activeSteps[i - 1];
    }
    return { minTurnover: turnover, minActive: active, rateBp };
  });
}

const scenarioArb = fc.record({ agents: fc.integer({ min: 1, max: 5 }), players: fc.integer({ min: 1, max: 4 }) }).chain(({ agents, players }) =>
  fc.record({
    // Agent i's upline: 0 is the top agent, j ≥ 1 is agent j (always an earlier one).
    agentParents: fc.tuple(...Array.from({ length: agents }, (_, i) => fc.integer({ min: 0, max: i }))),
    playerParents: fc.array(fc.integer({ min: 1, max: agents }), { minLength: players, maxLength: players }),
    // Per agent and kind: whether it holds a contract from its upline, and the shape of its tiers.
    contracts: fc.array(fc.tuple(fc.option(tierShapeArb, { freq: 3 }), fc.option(tierShapeArb, { freq: 3 })), {
      minLength: agents,
      maxLength: agents,
    }),
    bets: fc.array(
      fc.record({
        // Member index: 0 top, 1..agents agents, then players.
        who: fc.integer({ min: 0, max: agents + players }),
        slot: fc.integer({ min: 0, max: SLOTS - 1 }),
        stake: fc.integer({ min: 1, max: 120_000 }),
        outcome: fc.oneof(fc.constant<'push'>('push'), fc.integer({ min: 0, max: 240_000 })),
      }),
      { minLength: 1, maxLength: 25 },
    ),
  }),
);

interface ModelContract {
  holder: number;
  upline: number;
  kind: (typeof KINDS)[number]['kind'];
  period: 'M5' | 'HOUR';
  tiers: Tier[];
}

describe.each(DATABASE_KINDS)('agent settlement against the closed form on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  let passwordHash = '';
  let run = 0;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants(), rewardsClock: clock });
    passwordHash = await hashPassword('Secret123');
  });
  afterAll(() => t?.close());

  it('when a random tree with random contracts bets over a few 5-minute slots, then every payout is the closed form, once, after a replay too', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ agentParents, playerParents, contracts, bets }) => {
        run += 1;
        const base = Math.floor(Date.now() / HOUR) * HOUR + 2 * run * HOUR;
        // Members: index 0 the top agent, then the agents, then the players; parents[i] is an index.
        const parents: Array<number | null> = [null, ...agentParents, ...playerParents];
        const ids: number[] = [];
        for (let i = 0; i < parents.length; i += 1) {
          const account = `prop${run}${kind[0]}m${i}`;
          const created = await t.portal.services.accounts.members.insert({
            tenantId: 'aurora',
            account,
            nickname: account,
            type: i <= agentParents.length ? 1 : 0,
            registerMethod: 'seed',
            passwordHash,
            uplineId: parents[i] === null ? null : ids[parents[i]!],
          });
          if ('conflict' in created) throw new Error('member exists');
          ids.push(created.id);
          await t.portal.services.wallet.ensurePlayerWallet('aurora', created.id, 'PHP');
          if (i <= agentParents.length)
            await t.portal.services.wallet.transfer({
              tenantId: 'aurora',
              idempotencyKey: `prop-fund-${created.id}`,
              kind: 'deposit',
              from: { kind: 'house', code: 'cashier' },
              to: { kind: 'player', memberId: created.id },
              amount: FUNDS,
              currency: 'PHP',
            });
        }
        // Contracts within the rules, upline before downline so the cap is known.
        const model: Array<ModelContract & { id: number }> = [];
        for (let a = 1; a <= agentParents.length; a += 1) {
          const upline = parents[a]!;
          for (const [k, spec] of KINDS.entries()) {
            const shape = contracts[a - 1][k];
            if (!shape) continue;
            const own = model.find((c) => c.holder === upline && c.kind === spec.kind);
            const cap = upline === 0 ? spec.cap : own ? Math.max(...own.tiers.map((tier) => tier.rateBp)) : 0;
            const tiers = tiersOf(shape, cap);
            if (tiers.length === 0) continue;
            const { rows } = await sql<{ id: string }>`
              insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
              values ('aurora', ${BigInt(ids[upline])}, ${BigInt(ids[a])}, ${spec.kind}, ${spec.period}, ${JSON.stringify(tiers)}::jsonb, 'active',
                ${new Date(base)}, ${new Date(base)}, ${new Date(base)})
              returning id`.execute(t.portal.db);
            model.push({ id: Number(rows[0].id), holder: a, upline, kind: spec.kind, period: spec.period, tiers });
          }
        }
        for (const b of bets) {
          const key = `prop-bet-${kind}-${++seq}`;
          const win = b.outcome === 'push' ? b.stake : b.outcome;
          await t.portal.services.events.emit({
            tenantId: 'aurora',
            type: 'bet.settled',
            memberId: ids[b.who],
            key,
            payload: { bet: b.stake, win, currency: 'PHP', gameType: 'RNG' },
          });
          await sql`update domain_events set occurred_at = ${new Date(base + b.slot * SLOT + 60_000)} where dedupe_key = ${key}`.execute(t.portal.db);
        }
        await t.portal.services.agents.drainEvents();

        // The model: a member's team is itself and every descendant.
        const inTeam = (holder: number, member: number): boolean => {
          for (let m: number | null = member; m !== null; m = parents[m]) if (m === holder) return true;
          return false;
        };
        const expected: Array<{ contract: number; period: string; amount: number; status: string; turnover: number; active: number }> = [];
        const received = new Map<number, number>();
        let commission = 0;
        for (const c of model) {
          const periods = c.period === 'M5' ? Array.from({ length: SLOTS }, (_, s) => [base + s * SLOT, base + (s + 1) * SLOT]) : [[base, base + HOUR]];
          for (const [start, end] of periods) {
            const team = bets.filter((b) => inTeam(c.holder, b.who) && base + b.slot * SLOT >= start && base + b.slot * SLOT < end);
            if (team.length === 0) continue; // no figures, no row
            const turnover = team.filter((b) => b.outcome !== 'push' && b.outcome !== b.stake).reduce((sum, b) => sum + b.stake, 0);
            const active = new Set(team.map((b) => b.who)).size;
            const { amount } = periodPay(c.kind, c.tiers, { turnover, loss: 0, active });
            expected.push({
              contract: c.id,
              period: `${c.period}:${new Date(start).toISOString()}`,
              amount,
              status: amount > 0 ? 'paid' : 'none',
              turnover,
              active,
            });
            received.set(c.holder, (received.get(c.holder) ?? 0) + amount);
            // The top agent's contracts are the operator's: paid from the house commission account.
            if (c.upline === 0) commission += amount;
            else received.set(c.upline, (received.get(c.upline) ?? 0) - amount);
          }
        }
        const sortRows = <T extends { contract: number; period: string }>(rows: T[]) =>
          rows.sort((x, y) => x.contract - y.contract || x.period.localeCompare(y.period));

        const read = async () => {
          const ofRun = model.length ? model.map((c) => BigInt(c.id)) : [0n];
          const { rows } = await sql<{ contract_id: string; period_key: string; amount: string; status: string; turnover: string; active_members: number }>`
            select contract_id, period_key, amount, status, turnover, active_members from agent_payouts
            where tenant_id = 'aurora' and contract_id = any(${ofRun}::int8[])`.execute(t.portal.db);
          const payouts = sortRows(
            rows.map((r) => ({
              contract: Number(r.contract_id),
              period: r.period_key,
              amount: Number(r.amount),
              status: r.status,
              turnover: Number(r.turnover),
              active: Number(r.active_members),
            })),
          );
          const balances: number[] = [];
          for (const id of ids) balances.push((await t.portal.services.wallet.balance('aurora', id, 'PHP')).sumBalance);
          // The team figures the consumer keeps: a replay must not add its events again.
          const figures = (
            await sql<{ member_id: string; slot: Date; bets: number; stake: string; valid_turnover: string; win: string }>`
              select member_id::text, slot, bets, stake::text, valid_turnover::text, win::text from agent_figures
              where tenant_id = 'aurora' and member_id = any(${ids.map(BigInt)}::int8[]) order by member_id, slot`.execute(t.portal.db)
          ).rows;
          // The team rollup (what the overview reads) must not add a replayed event again either.
          const team = (
            await sql<{ ancestor_id: string; period_key: string; bets: string; stake: string; active_members: number }>`
              select ancestor_id::text, period_key, bets::text, stake::text, active_members from agent_team_periods
              where tenant_id = 'aurora' and ancestor_id = any(${ids.map(BigInt)}::int8[]) order by ancestor_id, period_key`.execute(t.portal.db)
          ).rows;
          const house = await t.portal.services.wallet.houseBalance('aurora', 'commission', 'PHP');
          return { payouts, balances, figures, team, house };
        };

        const commissionBefore = await t.portal.services.wallet.houseBalance('aurora', 'commission', 'PHP');
        now = new Date(base + HOUR + 5 * SLOT + 1_000);
        await t.portal.services.agents.runSettlements();
        const first = await read();
        expect(first.payouts).toEqual(sortRows(expected));
        expect(first.balances).toEqual(ids.map((_, i) => (i <= agentParents.length ? FUNDS : 0) + (received.get(i) ?? 0)));
        expect(commissionBefore - first.house).toBe(commission);

        // Replay the consumer from the start, run the jobs again (and once more later): nothing is paid twice, and
        // the figures stay as they were (the consumer's watermark skips every event it has already added).
        await sql`update event_cursors set tx_id = '0', event_id = 0 where consumer = 'agents'`.execute(t.portal.db);
        await t.portal.services.agents.drainEvents();
        expect(await t.portal.services.agents.runSettlements()).toBe(0);
        now = new Date(now.getTime() + SLOT);
        await t.portal.services.agents.runSettlements();
        expect(await read()).toEqual(first);
        expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
