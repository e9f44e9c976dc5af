// Property (issue 20 "checks"): missions complete exactly when their condition holds. Random sequences of domain
// events — settled bets per category and game, credited deposits, sign-ins — on random local days go through the
// missions consumer's handler over a real database, in random batches and then all again (a redelivery counts
// nothing); the member's summary on a later day must equal a model written from the words, not from
// mission-rules.ts: per period in the brand's time zone (the local day, the local week from Monday, or ever),
// "bet X on a category" sums the settled stakes on that category, "deposit Y" the credited amounts, "play N rounds
// of a game" counts that game's settled rounds, all in the brand's currency; "log in N days in a row" holds once N
// consecutive local days each have a sign-in, and its progress is the run that ends at the last sign-in. The summary
// shows the current period, or the previous one while it is complete and unclaimed (the claim's grace window).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mission } from '../../schemas/generated/tenant.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import type { StoredDomainEvent } from '../../server/features/domain-events/domain-events.service.ts';
import { readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { seedMember } from './helpers/seed-player.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const name = { EN: 'm' };
const MISSIONS: Mission[] = [
  { id: 'd-bet-rng', period: 'daily', task: 'bet', category: 'RNG', target: 1_000, score: 1, name },
  { id: 'd-deposit', period: 'daily', task: 'deposit', target: 500, score: 1, name },
  { id: 'w-deposit', period: 'weekly', task: 'deposit', target: 3_000, score: 1, name },
  { id: 'o-rounds-g1', period: 'once', task: 'rounds', category: 'RNG', gameCode: 'g1', target: 4, score: 1, name },
  { id: 'w-rounds-g2', period: 'weekly', task: 'rounds', gameCode: 'g2', target: 3, score: 1, name },
  { id: 'o-streak', period: 'once', task: 'loginStreak', target: 3, score: 1, name },
  { id: 'w-streak', period: 'weekly', task: 'loginStreak', target: 2, score: 1, name },
];

// The brand's zone is Manila (UTC+8 all year): the model counts local days itself, from a local Monday.
const ZONE_OFFSET_MS = 8 * 3_600_000;
const MONDAY = Date.UTC(2026, 2, 2); // 2026-03-02 is a Monday
const DAY = 86_400_000;
const at = (day: number, minute: number) => new Date(MONDAY + day * DAY + minute * 60_000 - ZONE_OFFSET_MS);

interface Ev {
  type: 'bet.settled' | 'deposit.credited' | 'member.signed_in' | 'reward.granted';
  day: number;
  minute: number;
  amount: number;
  gameType: 'RNG' | 'LIVE';
  gameCode: 'g1' | 'g2';
  currency: 'PHP' | 'USD';
}

const eventArb: fc.Arbitrary<Ev> = fc.record({
  type: fc.constantFrom('bet.settled', 'deposit.credited', 'member.signed_in', 'reward.granted'),
  day: fc.integer({ min: 0, max: 15 }),
  minute: fc.integer({ min: 0, max: 1_439 }),
  amount: fc.integer({ min: 1, max: 900 }),
  gameType: fc.constantFrom('RNG', 'LIVE'),
  gameCode: fc.constantFrom('g1', 'g2'),
  currency: fc.constantFrom('PHP', 'PHP', 'PHP', 'USD'),
});

/** The model's period of a local day: the day, the week from Monday, or one for ever. */
const periodOf = (m: Mission, day: number) => (m.period === 'daily' ? day : m.period === 'weekly' ? Math.floor(day / 7) : 0);

/** What the model says of mission `m` in period `p`: whether its condition held, and its progress. */
function modelOf(m: Mission, events: readonly Ev[], p: number): { complete: boolean; progress: number } {
  const mine = events.filter((e) => periodOf(m, e.day) === p);
  if (m.task === 'loginStreak') {
    const days = [...new Set(mine.filter((e) => e.type === 'member.signed_in').map((e) => e.day))].sort((a, b) => a - b);
    let run = 0;
    let best = 0;
    days.forEach((d, i) => {
      run = i > 0 && d === days[i - 1] + 1 ? run + 1 : 1;
      best = Math.max(best, run);
    });
    return { complete: best >= m.target, progress: run };
  }
  const inCurrency = mine.filter((e) => e.currency === 'PHP');
  const sum =
    m.task === 'deposit'
      ? inCurrency.filter((e) => e.type === 'deposit.credited').reduce((s, e) => s + e.amount, 0)
      : m.task === 'bet'
        ? inCurrency.filter((e) => e.type === 'bet.settled' && e.gameType === m.category).reduce((s, e) => s + e.amount, 0)
        : inCurrency.filter((e) => e.type === 'bet.settled' && (m.category === undefined || e.gameType === m.category) && e.gameCode === m.gameCode).length;
  return { complete: sum >= m.target, progress: sum };
}

/** The summary the model expects on local day `today`: the previous period while complete (nothing is claimed here), else the current one. */
function expectedView(m: Mission, events: readonly Ev[], today: number) {
  const current = periodOf(m, today);
  const previous = m.period === 'once' ? null : current - 1;
  const before = previous === null ? null : modelOf(m, events, previous);
  const now = modelOf(m, events, current);
  const shown = before?.complete ? before : now;
  return {
    view: {
      id: m.id,
      status: shown.complete ? 'claimable' : 'inProgress',
      progress: shown.complete ? m.target : Math.min(m.target, shown.progress),
      previousPeriod: shown === before,
    },
    claimable: Number(now.complete) + Number(before?.complete ?? false),
  };
}

describe.each(DATABASE_KINDS)('mission completion property on %s', (kind) => {
  let t: TestApp;
  let eventId = 0;

  beforeAll(async () => {
    const fixture = readFixtureTenant('aurora');
    const aurora = { ...fixture, settings: { ...fixture.settings, timeZone: 'Asia/Manila' }, missions: MISSIONS };
    t = await startTestApp({ database: kind, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  });
  afterAll(() => t?.close());

  it('when random bets, deposits and sign-ins on random days are consumed in random batches and again, then each mission is complete exactly when its condition holds', async () => {
    const tenant = t.portal.tenants.get('aurora')!;
    const missions = t.portal.services.missions.service;
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 9 }),
        async (raw, cuts, daysAfter) => {
          const created = { id: (await seedMember(t, 'aurora', 'mp')).memberId };
          // The event log is in time order; each event its own transaction, as emitted.
          const events = [...raw].sort((a, b) => a.day - b.day || a.minute - b.minute);
          const stored: StoredDomainEvent[] = events.map((e) => {
            eventId += 1;
            return {
              id: eventId,
              txId: String(eventId),
              tenantId: 'aurora',
              memberId: created.id,
              type: e.type,
              key: `mp-${eventId}`,
              occurredAt: at(e.day, e.minute),
              payload: { bet: e.amount, amount: e.amount, gameType: e.gameType, gameCode: e.gameCode, currency: e.currency },
            };
          });
          const bounds = [...new Set(cuts.filter((c) => c < stored.length))].sort((a, b) => a - b);
          const batches = [0, ...bounds].map((from, i) => stored.slice(from, [...bounds, stored.length][i]));
          for (const batch of [...batches, stored]) await inTransaction(t.portal.db, (trx) => missions.handleBatch(batch, trx));

          const today = (events.at(-1)?.day ?? 0) + daysAfter;
          const summary = await missions.summary(tenant, created.id, 'EN', at(today, 12 * 60));
          const expected = MISSIONS.map((m) => expectedView(m, events, today));
          expect(summary.missions.map((v) => ({ id: v.id, status: v.status, progress: v.progress, previousPeriod: v.previousPeriod }))).toEqual(
            expected.map((x) => x.view),
          );
          expect(summary.claimable).toBe(expected.reduce((s, x) => s + x.claimable, 0));
        },
      ),
      { numRuns: 60 },
    );
  }, 300_000);
});
