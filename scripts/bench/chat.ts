// bench-chat: the live chat (server/features/support over the push channel) with BENCH_CONNECTIONS (1,000)
// signed-in players, each with the push stream open and a live chat with staff, on ONE server instance
// (`node server/main.ts` in its own process) on a fresh PostgreSQL database; fan-out through the database
// (LISTEN/NOTIFY) or, with BENCH_FANOUT=redis, Redis pub/sub. A signed-in member of staff (real two-step
// sign-in with TOTP, console presence kept alive, console stream open) answers the chats over the back
// office's own route, BENCH_CONCURRENCY answers in flight; each answer is timed from the request's start until
// the `support` post event reaches that player's stream (read here, over node:http). Memory per connection:
// the server's RSS and heap (after a full GC, read over IPC by scripts/bench/memory-probe.ts) with every
// stream open minus before any, divided by the connections. Goal (issue 21): fan-out p99 ≤ 200 ms.
//
// Seeding is not benched: members are inserted and their sessions started through the accounts services (the
// same rows and SharedState entries a sign-in writes; argon2id sign-ins would only slow the setup). No push
// limit is raised: each player comes from its own address (X-Forwarded-For, trusted from loopback by the
// default TRUST_PROXY), as real players do, so the per-address limit (20) is never reached, and 1,000 streams
// are far below the per-instance limit (10,000).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { hashToken } from '../../server/features/staff/staff-auth.service.ts';
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, totpCodeAt } from '../../server/features/staff/staff-totp.ts';
import { cookieValue } from '../../tests/integration/helpers/accounts-client.ts';
import { openEventStream, type EventStream } from '../../tests/integration/helpers/event-stream.ts';
import { request as httpRequest, type TestResponse } from '../../tests/integration/helpers/http-client.ts';
import { ADMIN_URL, admin, ms, nearestRank, startBenchPortal } from './bench-support.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3050);
const FAN_OUT = process.env.BENCH_FANOUT === 'redis' ? 'redis' : 'database';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const HOST = 'aurora.localhost';
const TENANT = 'aurora';
const ROOT = new URL('../../', import.meta.url).pathname;
const STAFF_STREAM = `/bo/api/brands/${TENANT}/support/events`;

interface Player {
  bearer: string;
  address: string;
  threadId: number;
  stream?: EventStream;
}

type Memory = NodeJS.MemoryUsage;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

const playerHeaders = (p: Player) => ({ authorization: `Bearer ${p.bearer}`, 'x-forwarded-for': p.address, 'x-language': 'EN' });

const playerCall = (p: Player, method: string, path: string, body: unknown) =>
  httpRequest(PORT, path, { method, host: HOST, headers: { 'content-type': 'application/json', ...playerHeaders(p) }, body: JSON.stringify(body) });

const staffCall = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  httpRequest(PORT, path, { method, host: 'ops.localhost', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

function must(res: TestResponse, what: string): TestResponse {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res;
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (how the hot path was found).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', '--import', './scripts/bench/memory-probe.ts', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (i > 2400) throw new Error('the server did not start within 10 minutes');
    const up = await httpRequest(PORT, '/wps/system/status', { host: HOST }).then(
      (r) => r.status,
      () => 0,
    );
    if (up === 200) return child;
    await sleep(250);
  }
}

/** One reading (after a full GC) in the server process. */
function readMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { memory?: Memory }) => {
      if (!message.memory) return;
      child.off('message', onMessage);
      resolve(message.memory);
    };
    child.on('message', onMessage);
    if (!child.send('memory')) reject(new Error('the server has no IPC channel'));
  });
}

/** Readings until RSS settles (two in a row within 256 KiB: pages the GC gave back have left RSS), at most 20. */
async function memoryOf(child: ChildProcess): Promise<Memory> {
  let last = await readMemory(child);
  for (let i = 0; i < 20; i++) {
    const next = await readMemory(child);
    if (Math.abs(next.rss - last.rss) < 256 * 1024) return next;
    last = next;
  }
  return last;
}

/**
 * Waits until the server's domain-event consumers (rewards, agents, loyalty, messages, …) have read the backlog
 * the seeding wrote (one member.registered per player): timing chat answers while they chew through 1,000
 * registrations measured that catch-up, not the chat (the first profile showed it beside the answers). At most 3 minutes.
 */
async function untilConsumersCaughtUp(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ behind: string }>(
        `select count(*)::text as behind from event_cursors c
         where exists (select 1 from domain_events e where (e.tx_id, e.id) > (c.tx_id, c.event_id))`,
      );
      if (rows[0].behind === '0') return performance.now() - started;
      if (performance.now() - started > 180_000) throw new Error(`${rows[0].behind} event consumers still behind after 3 minutes`);
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Members with live sessions, and one member of staff enrolled with a known TOTP secret, written through the services. */
async function seed(env: Record<string, string>): Promise<{ players: Player[]; staff: { username: string; password: string; secret: string } }> {
  const seeder = await startBenchPortal(env);
  try {
    const { members, sessions } = seeder.portal.services.accounts;
    const passwordHash = await hashPassword(`bench-chat-${randomBytes(6).toString('hex')}`);
    const players: Player[] = new Array(CONNECTIONS);
    await pool(
      Array.from({ length: CONNECTIONS }, (_, i) => i),
      16,
      async (i) => {
        const account = `benchchat${i}`;
        const created = await members.insert({ tenantId: TENANT, account, nickname: account, type: 0, registerMethod: 'seed', passwordHash });
        if ('conflict' in created) throw new Error(`member ${account} exists`);
        const session = await sessions.start({ tenantId: TENANT, memberId: created.id, account, type: 0, loginMethod: 'password', mustChangePassword: false });
        players[i] = { bearer: session.token, address: `10.21.${i >> 8}.${i & 255}`, threadId: 0 };
      },
    );
    const username = `bench-chat-${randomBytes(3).toString('hex')}`;
    const password = 'bench-chat-password';
    const repo = seeder.portal.services.staff.repo;
    const created = await repo.create({ username, passwordHash: await hashPassword(password), role: 'operations', tenantIds: [] });
    if (!created) throw new Error('cannot create the bench staff account');
    const secret = newTotpSecret();
    await repo.seedConfirmedTotp(
      created.id,
      secret,
      newRecoveryCodes().map((c) => hashToken(normaliseRecoveryCode(c))),
    );
    return { players, staff: { username, password, secret } };
  } finally {
    await seeder.close();
  }
}

async function run(tenantsDir: string): Promise<void> {
  const database = `portal_bench_chat_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${database}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const env: Record<string, string> = { DATABASE_URL: url.toString(), TENANTS_DIR: tenantsDir, REDIS_URL: FAN_OUT === 'redis' ? REDIS_URL : '' };
  let server: ChildProcess | null = null;
  let presence: NodeJS.Timeout | undefined;
  const streams: EventStream[] = [];
  try {
    const { players, staff } = await seed(env);
    server = await startServer(env);

    // The member of staff signs in (two steps), is online in the console (presence every 20 s, as the console does), and listens.
    const first = must(await staffCall('POST', '/bo/api/session', { username: staff.username, password: staff.password }), 'staff sign-in');
    const second = must(
      await staffCall('POST', '/bo/api/session/verify', { challenge: first.json().value.challenge, code: totpCodeAt(staff.secret, Date.now()) }),
      'staff TOTP',
    );
    const staffHeaders = { cookie: `ops_sid=${cookieValue(second, 'ops_sid')}`, 'x-csrf-token': String(second.json().value.csrfToken) };
    const beOnline = async () => must(await staffCall('POST', `/bo/api/brands/${TENANT}/support/presence`, {}, staffHeaders), 'presence');
    await beOnline();
    presence = setInterval(() => void beOnline().catch((err: unknown) => console.error(err)), 20_000);
    const console_ = await openEventStream(PORT, STAFF_STREAM, { host: 'ops.localhost', headers: { cookie: staffHeaders.cookie } });
    streams.push(console_);
    await console_.waitFor((e) => e.event === 'ready');

    // Every player opens a live chat (the first message), which also warms the routes before the baseline.
    await pool(players, 16, async (p) => {
      const sent = must(await playerCall(p, 'POST', '/wps/support/chat/messages', { text: 'Hello, I need help with my deposit.' }), 'chat message');
      if (sent.json().value.offline) throw new Error('the chat went offline (staff presence lost)');
      p.threadId = sent.json().value.threadId;
    });
    const warm = await openEventStream(PORT, '/wps/push/events', { host: HOST, headers: playerHeaders(players[0]) });
    await warm.waitFor((e) => e.event === 'ready');
    warm.close();
    await warm.ended;

    const catchUpMs = await untilConsumersCaughtUp(env.DATABASE_URL);
    const loadBefore = loadavg();
    const before = await memoryOf(server);
    const openStarted = performance.now();
    await pool(players, 50, async (p, i) => {
      const stream = await openEventStream(PORT, '/wps/push/events', { host: HOST, headers: playerHeaders(p) });
      if (stream.status !== 200) throw new Error(`stream ${i} refused with ${stream.status}: ${stream.refusal}`);
      streams.push(stream);
      p.stream = stream;
      await stream.waitFor((e) => e.event === 'ready');
    });
    const openMs = performance.now() - openStarted;
    const open = await memoryOf(server);

    // Staff answers, round robin over the chats, CONCURRENCY in flight; each timed until its player's stream has it.
    const latencies = new Float64Array(POSTS);
    const requests = new Float64Array(POSTS);
    const postsStarted = performance.now();
    await pool(
      Array.from({ length: POSTS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const p = players[i % CONNECTIONS];
        const stream = p.stream!;
        const text = `Answer ${i}: your deposit is on its way.`;
        const from = stream.events.length;
        const started = performance.now();
        const arrived = stream.waitFor((e) => e.event === 'support' && e.json().kind === 'post' && e.json().post?.text === text, from);
        must(await staffCall('POST', `/bo/api/brands/${TENANT}/support/threads/${p.threadId}/replies`, { content: text }, staffHeaders), 'staff reply');
        requests[i] = performance.now() - started;
        latencies[i] = (await arrived).at - started;
      },
    );
    const postsSeconds = (performance.now() - postsStarted) / 1000;
    const after = await memoryOf(server);
    const loadAfter = loadavg();

    latencies.sort();
    requests.sort();
    const per = (key: 'rss' | 'heapUsed' | 'external') => (open[key] - before[key]) / CONNECTIONS;
    const p99 = nearestRank(latencies, 99);
    console.log(
      [
        `bench-chat: 1 instance (node server/main.ts) on PostgreSQL (fresh database), ${FAN_OUT === 'redis' ? 'Redis pub/sub' : 'database LISTEN/NOTIFY'} fan-out; ${cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after`,
        `connections: ${CONNECTIONS} signed-in players with the push stream open and a live chat (+1 staff console stream), opened in ${(openMs / 1000).toFixed(1)} s; the event consumers had caught up with the seeding after ${(catchUpMs / 1000).toFixed(1)} s more`,
        `staff answer → player's stream, ${POSTS} answers, ${CONCURRENCY} in flight (${(POSTS / postsSeconds).toFixed(0)}/s): p50 ${ms(nearestRank(latencies, 50))}, p95 ${ms(nearestRank(latencies, 95))}, p99 ${ms(p99)}, max ${ms(latencies[POSTS - 1])} (goal p99 ≤ 200 ms: ${p99 <= 200 ? 'met' : 'NOT met'})`,
        `staff reply request (write, publish, thread detail) p50 ${ms(nearestRank(requests, 50))}, p99 ${ms(nearestRank(requests, 99))}`,
        `server memory: RSS ${mib(before.rss)} → ${mib(open.rss)} with the streams open → ${mib(after.rss)} after the answers; heap used ${mib(before.heapUsed)} → ${mib(open.heapUsed)} → ${mib(after.heapUsed)}`,
        `per connection: RSS ${kib(per('rss'))}, heap ${kib(per('heapUsed'))}, external (buffers) ${kib(per('external'))}`,
      ].join('\n'),
    );
  } finally {
    clearInterval(presence);
    for (const stream of streams) stream.close();
    if (server) await stop(server);
    await admin(`drop database if exists "${database}" with (force)`);
  }
}

const tenantsDir = mkdtempSync(join(tmpdir(), 'bench-chat-tenants-'));
try {
  cpSync(join(ROOT, 'tenants', `${TENANT}.json`), join(tenantsDir, `${TENANT}.json`));
  cpSync(join(ROOT, 'tenants', TENANT), join(tenantsDir, TENANT), { recursive: true });
  await run(tenantsDir);
} finally {
  rmSync(tenantsDir, { recursive: true, force: true });
}
