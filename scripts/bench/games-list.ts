// bench-games-list: latency of GCSGAME_gameList over HTTP on a brand whose catalogue holds
// BENCH_GAMES (20,000) games. The real portal (createApp) runs in this process with the repository's
// demo brands (development mode); the brand's catalogue is topped up with generated games of its RNG
// vendors through GamesRepository.importGames (the vendors' import path), then ANALYZEd. One client
// sends BENCH_QUERIES requests one after the other (after a warm-up), a random mix of the filters the
// games page uses: all slots at a random page, one vendor (random page), vendor + classification,
// name search (EN and CN), min bet, min lines, and combinations. Prints p50/p95/p99 overall and per
// shape, on PostgreSQL (a scratch database) and on the embedded PGlite. Goal: p95 ≤ 15 ms.
// Env: BENCH_DATABASE_URL (admin URL; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_GAMES
// (20000), BENCH_QUERIES (2000), BENCH_WARMUP (200), BENCH_TENANT (aurora), BENCH_ENGINES
// (postgres,pglite), BENCH_SEED (42).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { catalogueScope } from '../../server/features/games/catalogue-scope.ts';
import { GamesRepository } from '../../server/features/games/games.repository.ts';
import type { CatalogueGame, GameClassify } from '../../server/providers/games/catalogue-game.ts';
import { ADMIN_URL, admin, ms, nearestRank, startBenchPortal, type BenchPortal } from './bench-support.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2_000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const TENANT = process.env.BENCH_TENANT ?? 'aurora';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
const GOAL_P95_MS = 15;

/** Deterministic pseudo-random numbers (mulberry32), so two runs query the same things. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = [
  'Golden',
  'Dragon',
  'Fortune',
  'Lucky',
  'Treasure',
  'Wild',
  'Mega',
  'Jungle',
  'Pharaoh',
  'Ocean',
  'Fire',
  'Ice',
  'Thunder',
  'Panda',
  'Tiger',
  'Phoenix',
  'Gems',
  'Fruit',
  'Candy',
  'Samurai',
  'Viking',
  'Aztec',
  'Galaxy',
  'Rocket',
  'Pirate',
  'Wolf',
  'Buffalo',
  'Koi',
  'Lotus',
  'Diamond',
  'Ruby',
  'Emerald',
  'Queen',
  'King',
  'Magic',
  'Mystic',
  'Night',
  'Sun',
  'Moon',
  'Star',
];
const CN = [
  '金',
  '龙',
  '财富',
  '幸运',
  '宝藏',
  '狂野',
  '超级',
  '丛林',
  '法老',
  '海洋',
  '火',
  '冰',
  '雷',
  '熊猫',
  '虎',
  '凤凰',
  '宝石',
  '水果',
  '糖果',
  '武士',
  '维京',
  '阿兹特克',
  '银河',
  '火箭',
  '海盗',
  '狼',
  '水牛',
  '锦鲤',
  '莲花',
  '钻石',
  '红宝石',
  '翡翠',
  '女王',
  '国王',
  '魔法',
  '神秘',
  '夜',
  '太阳',
  '月亮',
  '星',
];
const CLASSIFIES: Array<GameClassify | null> = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG', null];
/** Minor units of the min-bet filter's values (0.01, 0.05, 0.1, 0.5, 0.75 at two decimals) and a few others. */
const MIN_BETS = [1, 5, 10, 50, 75, 20, 100];
const MIN_BET_FILTER = [0.01, 0.05, 0.1, 0.5, 0.75];
const LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];

function generate(vendors: readonly string[], count: number, rnd: () => number): CatalogueGame[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)];
  const out: CatalogueGame[] = [];
  for (let i = 0; i < count; i++) {
    const vendor = vendors[i % vendors.length];
    const [a, b, c] = [Math.floor(rnd() * WORDS.length), Math.floor(rnd() * WORDS.length), Math.floor(rnd() * WORDS.length)];
    const names: CatalogueGame['names'] = { EN: `${WORDS[a]} ${WORDS[b]} ${WORDS[c]} ${i}` };
    if (rnd() < 0.5) names.CN = `${CN[a]}${CN[b]}${CN[c]}${i}`;
    out.push({
      vendor,
      gameCode: `bench-${vendor.toLowerCase().replaceAll('_', '-')}-${i}`,
      gameType: 'RNG',
      classify: pick(CLASSIFIES),
      names,
      minBet: pick(MIN_BETS),
      lines: pick(LINES),
      isTop: rnd() < 0.01,
      hot: rnd() < 0.03,
      sort: Math.floor(i / vendors.length),
    });
  }
  return out;
}

interface Shape {
  name: string;
  query: (rnd: () => number) => Record<string, string | number>;
  /** Ask a random page (the page count comes from an untimed first request of the same filter). */
  randomPage?: boolean;
}

function shapes(vendors: readonly string[]): Shape[] {
  const pick = <T>(rnd: () => number, items: readonly T[]) => items[Math.floor(rnd() * items.length)];
  const classify = (rnd: () => number) =>
    pick(
      rnd,
      CLASSIFIES.filter((c) => c !== null),
    );
  return [
    { name: 'all slots, random page', query: () => ({ gameType: 'RNG' }), randomPage: true },
    { name: 'vendor, random page', query: (r) => ({ gameType: 'RNG', vassalage: pick(r, vendors) }), randomPage: true },
    { name: 'vendor + classification', query: (r) => ({ gameType: 'RNG', vassalage: pick(r, vendors), gameClassify: classify(r) }), randomPage: true },
    { name: 'classification, 50 a page', query: (r) => ({ gameType: 'RNG', gameClassify: classify(r), pageSize: 50 }), randomPage: true },
    { name: 'name search (EN word)', query: (r) => ({ gameType: 'RNG', gameName: pick(r, WORDS).toLowerCase() }) },
    { name: 'name search (rare, no type)', query: (r) => ({ gameName: `${pick(r, WORDS)} ${pick(r, WORDS)}` }) },
    { name: 'name search (CN)', query: (r) => ({ gameType: 'RNG', gameName: pick(r, CN), language: 'CN' }) },
    { name: 'min bet', query: (r) => ({ gameType: 'RNG', minBet: pick(r, MIN_BET_FILTER) }), randomPage: true },
    {
      name: 'vendor + min lines + min bet',
      query: (r) => ({ gameType: 'RNG', vassalage: pick(r, vendors), minLineNum: pick(r, [20, 50, 243]), minBet: pick(r, MIN_BET_FILTER) }),
    },
    { name: 'vendor + name', query: (r) => ({ gameType: 'RNG', vassalage: pick(r, vendors), gameName: pick(r, WORDS) }) },
  ];
}

function get(
  agent: Agent,
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; json: () => { value: { totalPages: number; games: unknown[] } } }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host, accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

async function bench(label: string, databaseEnv: { DATABASE_URL?: string; DATA_DIR: string }): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-games-'));
  let running: BenchPortal | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    running = await startBenchPortal({ ...databaseEnv, TENANTS_DIR: resolve('tenants'), DIST_DIR: join(scratch, 'dist') });
    const { portal, port } = running;
    const tenant = portal.tenants.get(TENANT);
    if (!tenant) throw new Error(`no tenant ${TENANT} in tenants/`);
    const host = tenant.config.hostnames[0];
    const vendors = tenant.config.games.categories.find((c) => c.id === 'RNG')?.vendors ?? [];
    if (vendors.length === 0) throw new Error(`tenant ${TENANT} shows no RNG vendor`);

    const count = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from games where tenant_id = ${TENANT}`.execute(portal!.db)).rows[0].n);
    const imported = await count();
    const started = performance.now();
    const repo = new GamesRepository(portal.db);
    await repo.importGames(TENANT, generate(vendors, Math.max(0, GAMES - imported), random(Number(process.env.BENCH_SEED ?? 42))));
    // As the import path does: each game's place in the brand's order.
    await repo.reorder(catalogueScope(tenant));
    await sql`analyze games`.execute(portal.db);
    const total = await count();
    console.log(
      `${label}: tenant ${TENANT} with ${total} games (${imported} from its vendors, ${total - imported} generated for ${vendors.length} RNG vendors in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    const rnd = random(7);
    const all = shapes(vendors);
    const pages = new Map<string, number>();
    const path = (q: Record<string, string | number>) =>
      `/wps/relay/GCSGAME_gameList?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`;
    const latencies = new Map<string, number[]>(all.map((s) => [s.name, []]));
    let returned = 0;
    for (let i = 0; i < WARMUP + QUERIES; i++) {
      const shape = all[i % all.length];
      const q = shape.query(rnd);
      if (shape.randomPage) {
        const key = JSON.stringify(q);
        let last = pages.get(key);
        if (last === undefined) {
          const probe = await get(agent, port, host, path(q));
          last = Math.max(1, probe.json().value.totalPages);
          pages.set(key, last);
        }
        q.pageNo = 1 + Math.floor(rnd() * last);
      }
      const t0 = performance.now();
      const res = await get(agent, port, host, path(q));
      const body = res.json();
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${path(q)} answered ${res.status}: ${JSON.stringify(body)}`);
      if (i >= WARMUP) {
        latencies.get(shape.name)!.push(elapsed);
        returned += body.value.games.length;
      }
    }
    const everything = Float64Array.from([...latencies.values()].flat()).sort();
    const p95 = nearestRank(everything, 95);
    console.log(`  ${QUERIES} requests, one at a time (${WARMUP} warm-up first), ${(returned / QUERIES).toFixed(1)} games per answer on average`);
    console.log(
      `  all shapes:  p50 ${ms(nearestRank(everything, 50))}   p95 ${ms(p95)}   p99 ${ms(nearestRank(everything, 99))}   max ${ms(everything[everything.length - 1])}   — goal p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`,
    );
    for (const [name, values] of latencies) {
      const sorted = Float64Array.from(values).sort();
      console.log(
        `    ${name.padEnd(30)} p50 ${ms(nearestRank(sorted, 50)).padStart(9)}   p95 ${ms(nearestRank(sorted, 95)).padStart(9)}   p99 ${ms(nearestRank(sorted, 99)).padStart(9)}`,
      );
    }
    return p95;
  } finally {
    agent.destroy();
    await running?.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

console.log(`${cpus().length} cores`);
let worst = 0;
for (const engine of ENGINES) {
  if (engine === 'postgres') {
    const name = `bench_games_${randomBytes(4).toString('hex')}`;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await admin(`create database "${name}"`);
    try {
      worst = Math.max(worst, await bench('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' }));
    } finally {
      await admin(`drop database if exists "${name}" with (force)`);
    }
  } else if (engine === 'pglite') {
    worst = Math.max(worst, await bench('PGlite (in memory)', { DATA_DIR: 'memory://' }));
  } else {
    throw new Error(`unknown engine ${engine} (postgres, pglite)`);
  }
}
console.log(`worst p95 ${ms(worst)} — goal ≤ ${GOAL_P95_MS} ms: ${worst <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
