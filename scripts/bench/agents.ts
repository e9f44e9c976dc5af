// bench-agents (issue 17 "Checks"): the agent centre at scale. A brand with a member tree of BENCH_MEMBERS
// members over BENCH_LEVELS levels (a complete tree, level by level, with the smallest branching factor that fits:
// 6 for 100,000 members in 8 levels; every member above the last level is an agent), BENCH_BETS settled bets as
// 'bet.settled' domain events (a tenth of them in the 5-minute slot that is settled below, the rest over the last
// 30 days), and BENCH_CONTRACTS active real-time salary (M5) contracts held by the first agents below the top one.
// Members and events are written set-based (insert … select generate_series): the members' closure table
// (member_tree_paths) is filled by its trigger on members, row by row, as for every registration; the events go
// straight into the outbox (as game_round_change writes them, in one transaction per 100,000) and the real 'agents'
// consumer (AgentsSettlement.handleBatch through DomainEventsService.drain, the app's job) aggregates them into
// agent_figures — its catch-up is timed. Then:
//   (1) the team overview of the top agent (AgentsService.overview, what GET /wps/agent/team/overview answers) for
//       today / week / month, BENCH_CALLS calls each: p50 / p95 / p99; goal p95 ≤ 50 ms on PostgreSQL;
//   (2) one real-time salary cycle: the agents-M5 job's work for the settled slot (AgentsSettlement.settle in one
//       transaction, as runDuePeriods runs it) over every contract, each paying through the real ledger transfer;
//       its wall time; goal ≤ 30 s (a tenth of the 5-minute budget) on PostgreSQL.
// PGlite runs the same beside it. Load average is printed with the figures: other work on the machine counts.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import type { PortalApp } from '../../server/app.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { SLOT_MS, type RangeName } from '../../server/features/agents/agent-periods.ts';
import { AGENTS_CONSUMER } from '../../server/features/agents/agents-settlement.service.ts';
import { AgentsRepository } from '../../server/features/agents/agents.repository.ts';
import { ADMIN_URL, admin, ms, nearestRank, startBenchPortal } from './bench-support.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const LEVELS = Number(process.env.BENCH_LEVELS ?? 8);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
/** A range stops early (fewer calls, said so) when its calls take longer than this: a missed goal still ends. */
const RANGE_SECONDS = Number(process.env.BENCH_RANGE_SECONDS ?? 90);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const TENANT = 'aurora';
const GOAL_OVERVIEW_P95_MS = 50;
const GOAL_CYCLE_S = 30;
const RANGES: RangeName[] = ['today', 'week', 'month'];
const CHUNK = 100_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The smallest branching factor whose complete tree of `levels` levels holds `members`. */
function branching(members: number, levels: number): number {
  for (let b = 1; ; b += 1) {
    let total = 0;
    for (let l = 0, width = 1; l < levels; l += 1, width *= b) total += width;
    if (total >= members) return b;
  }
}

const seconds = (t0: number) => (performance.now() - t0) / 1000;

interface Result {
  engine: string;
  lines: string[];
  overviewP95: number;
  cycleSeconds: number;
}

async function run(engine: string, portal: PortalApp): Promise<Result> {
  const db = portal.db;
  const tenant = portal.tenants.get(TENANT)!;
  const currency = tenant.config.currency.code;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(`  ${engine}: ${line}`);
  };
  const b = branching(MEMBERS, LEVELS);
  // Members 0 … MEMBERS-1 in level order: member i's upline is (i - 1) / b; the last level holds players.
  let lastLevelStart = 0;
  for (let l = 0, width = 1; l < LEVELS - 1; l += 1, width *= b) lastLevelStart += width;
  const {
    rows: [{ base }],
  } = await sql<{ base: string }>`select (coalesce(max(id), 0) + 1000)::text as base from members`.execute(db);
  const id0 = BigInt(base);

  let t0 = performance.now();
  for (let from = 0; from < MEMBERS; from += CHUNK) {
    const to = Math.min(MEMBERS, from + CHUNK) - 1;
    await sql`
      insert into members (tenant_id, id, account, account_key, type, nickname, upline_id, register_method, created_at)
      overriding system value
      select ${TENANT}, ${id0}::int8 + i, 'bench' || i, 'bench' || i, case when i < ${lastLevelStart} then 1 else 0 end, 'bench' || i,
        case when i = 0 then null else ${id0}::int8 + (i - 1) / ${b} end, 'seed', now() - make_interval(mins => (i * 37) % (60 * 24 * 60))
      from generate_series(${from}::int, ${to}::int) i
      order by i`.execute(db);
  }
  await sql`select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`.execute(db);
  const memberSeconds = seconds(t0);
  const {
    rows: [{ paths }],
  } = await sql<{ paths: string }>`select count(*)::text as paths from member_tree_paths where tenant_id = ${TENANT}`.execute(db);
  say(`${MEMBERS} members (branching ${b}, ${LEVELS} levels, ${lastLevelStart} agents) in ${memberSeconds.toFixed(1)} s, ${paths} closure rows by the trigger`);

  // The settled slot: the last whole 5-minute slot; a tenth of the bets fall in it, the rest over 30 days.
  const slotStart = new Date(Math.floor(Date.now() / SLOT_MS) * SLOT_MS - SLOT_MS);
  const inSlot = Math.floor(BETS / 10);
  t0 = performance.now();
  for (let from = 0; from < BETS; from += CHUNK) {
    const to = Math.min(BETS, from + CHUNK) - 1;
    await sql`
      insert into domain_events (tenant_id, type, member_id, dedupe_key, payload, occurred_at)
      select ${TENANT}, 'bet.settled', ${id0}::int8 + (i::int8 * 7919) % ${MEMBERS}, 'bench-bet-' || i,
        jsonb_build_object('bet', 100 + i % 900, 'win', case i % 3 when 0 then 0 when 1 then 2 * (100 + i % 900) else 100 + i % 900 end,
          'currency', ${currency}::text, 'gameType', 'RNG'),
        case when i < ${inSlot} then ${slotStart}::timestamptz + make_interval(secs => i % 300)
          else ${slotStart}::timestamptz - make_interval(secs => 1 + (i::int8 * 104729) % (30 * 86400)) end
      from generate_series(${from}::int, ${to}::int) i`.execute(db);
  }
  say(`${BETS} bet.settled events written set-based in ${seconds(t0).toFixed(1)} s`);

  t0 = performance.now();
  const consumed = await portal.services.agents.drainEvents();
  const drainSeconds = seconds(t0);
  const {
    rows: [figures],
  } = await sql<{ rows: string; bets: string }>`select count(*)::text as rows, coalesce(sum(bets), 0)::text as bets from agent_figures`.execute(db);
  say(
    `'agents' consumer catch-up: ${consumed} events in ${drainSeconds.toFixed(1)} s (${(consumed / drainSeconds).toFixed(0)} events/s), ${figures.rows} figure rows holding ${figures.bets} bets, caught up: ${await portal.services.events.caughtUp(AGENTS_CONSUMER)}`,
  );
  if (Number(figures.bets) !== BETS) throw new Error(`figures hold ${figures.bets} bets, not ${BETS}`);
  // Statistics, as autovacuum would gather them after a load this size: without them the planner takes the fresh
  // tables for empty and nests loops over the figures (94 s for one overview of 2,000 members on PostgreSQL, seen;
  // PGlite has no autovacuum and nothing in the app analyzes, so BENCH_ANALYZE=0 shows PGlite as it runs today).
  if (process.env.BENCH_ANALYZE !== '0') await sql`analyze`.execute(db);

  // (1) The top agent's team overview.
  let overviewP95 = 0;
  for (const range of RANGES) {
    for (let i = 0; i < 3; i++) await portal.services.agents.service.overview(tenant, Number(id0), range);
    const took: number[] = [];
    let last;
    const started = performance.now();
    while (took.length < CALLS && performance.now() - started < RANGE_SECONDS * 1000) {
      const s = performance.now();
      last = await portal.services.agents.service.overview(tenant, Number(id0), range);
      took.push(performance.now() - s);
    }
    const times = Float64Array.from(took).sort();
    overviewP95 = Math.max(overviewP95, nearestRank(times, 95));
    say(
      `overview ${range.padEnd(5)} (${took.length} calls): p50 ${ms(nearestRank(times, 50))}  p95 ${ms(nearestRank(times, 95))}  p99 ${ms(nearestRank(times, 99))} — team ${last!.teamSize}, active ${last!.activeMembers}, stakes ${last!.stakes}; load ${load()}`,
    );
  }

  // (2) One real-time salary cycle. Contracts: member k (1 … CONTRACTS) holds one from its upline; every holder and
  // upline is funded from the house so every payout moves money (the worst case: 10,000 ledger transfers).
  const contracts = Math.min(CONTRACTS, lastLevelStart - 1);
  await sql`
    insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
    select ${TENANT}, ${id0}::int8 + (k - 1) / ${b}, ${id0}::int8 + k, 'realTimeSalary', 'M5',
      '[{"minTurnover":0,"minActive":0,"rateBp":100},{"minTurnover":100000,"minActive":2,"rateBp":200}]'::jsonb, 'active',
      ${new Date(slotStart.getTime() - 86_400_000)}, ${new Date(slotStart.getTime() - 86_400_000)}, ${new Date(slotStart.getTime() - 86_400_000)}
    from generate_series(1, ${contracts}::int) k`.execute(db);
  t0 = performance.now();
  const funded = Array.from({ length: contracts + 1 }, (_, k) => k);
  const workers = engine === 'postgres' ? 8 : 1;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let k = w; k < funded.length; k += workers)
        await portal.services.wallet.transfer({
          tenantId: TENANT,
          idempotencyKey: `bench-fund-${k}`,
          kind: 'deposit',
          from: { kind: 'house', code: 'cashier' },
          to: { kind: 'player', memberId: Number(id0) + k },
          amount: 1_000_000_000,
          currency,
        });
    }),
  );
  say(`${contracts} active real-time salary contracts; ${funded.length} wallets funded in ${seconds(t0).toFixed(1)} s`);
  const key = `M5:${slotStart.toISOString()}`;
  t0 = performance.now();
  const outcome = await inTransaction(db, (trx) => portal.services.agents.settlement.settle(tenant, key, trx));
  const cycleSeconds = seconds(t0);
  const {
    rows: [check],
  } = await sql<{ paid: string; transfers: string }>`
    select (select count(*) from agent_payouts where period_key = ${key} and status = 'paid')::text as paid,
           (select count(*) from ledger_transfers where idempotency_key like 'agent:%')::text as transfers`.execute(db);
  say(
    `real-time salary cycle ${key}: ${seconds(t0) > 0 ? cycleSeconds.toFixed(2) : '?'} s for ${JSON.stringify(outcome)}; ${check.paid} paid payout rows, ${check.transfers} ledger transfers; load ${load()}`,
  );
  // The cycle's split: its one read (every contract's team figures for the slot, closure ⋈ figures) timed again
  // alone, warm; the rest of the cycle is the ledger transfers (ledger_pay_many, up to 5,000 a call) and the payout rows.
  t0 = performance.now();
  const inputs = await new AgentsRepository(db).settlementInputs(TENANT, 'M5', slotStart, new Date(slotStart.getTime() + SLOT_MS));
  say(`of which the settlement read (${inputs.length} contracts' team figures), again alone: ${seconds(t0).toFixed(2)} s; load ${load()}`);
  return { engine, lines, overviewP95, cycleSeconds };
}

console.log(
  `bench-agents: ${MEMBERS} members in ${LEVELS} levels, ${BETS} settled bets, ${CONTRACTS} real-time salary contracts, ${CALLS} overview calls per range; ${cpus().length} cores, load ${load()}`,
);
const results: Result[] = [];
for (const engine of ENGINES) {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'benchagents'}_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  if (engine === 'postgres') await admin(`create database "${name}"`);
  const running = await startBenchPortal({
    ...(engine === 'postgres' ? { DATABASE_URL: url.toString() } : {}),
    DATA_DIR: 'memory://',
  });
  try {
    results.push(await run(engine, running.portal));
  } finally {
    await running.close();
    // BENCH_KEEP_DB=1 keeps the scratch database to look into (its name is printed).
    if (engine === 'postgres' && process.env.BENCH_KEEP_DB !== '1') await admin(`drop database if exists "${name}" with (force)`);
    else if (engine === 'postgres') console.log(`  kept database ${name}`);
  }
}
console.log('\n| engine | overview p95 (worst range) | goal | M5 cycle | goal |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of results) {
  const goals = r.engine === 'postgres';
  console.log(
    `| ${r.engine} | ${ms(r.overviewP95)} | ${goals ? (r.overviewP95 <= GOAL_OVERVIEW_P95_MS ? `≤ ${GOAL_OVERVIEW_P95_MS} ms met` : `≤ ${GOAL_OVERVIEW_P95_MS} ms NOT met`) : '—'} | ${r.cycleSeconds.toFixed(2)} s | ${goals ? (r.cycleSeconds <= GOAL_CYCLE_S ? `≤ ${GOAL_CYCLE_S} s met` : `≤ ${GOAL_CYCLE_S} s NOT met`) : '—'} |`,
  );
  if (goals && (r.overviewP95 > GOAL_OVERVIEW_P95_MS || r.cycleSeconds > GOAL_CYCLE_S)) process.exitCode = 1;
}
