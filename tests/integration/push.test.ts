// The push channel (GET /wps/push/events): Server-Sent Events per brand, config changes pushed to open
// streams, catch-up on reconnect, limits, shutdown; and across two instances on one PostgreSQL, fanned
// out through Redis and through the database alone (LISTEN/NOTIFY).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEventOf } from '../../server/features/push/config-push.ts';
import {
  AURORA,
  bootOf,
  BOREALIS,
  eventually,
  findNode,
  fixtureSecrets,
  FIXTURE_TENANTS,
  readFixtureTenant,
  startTestApp,
  type TestApp,
} from './helpers/test-app.ts';
import { openEventStream, type EventStream, type StreamEvent } from './helpers/event-stream.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { TEST_REDIS_URL } from './helpers/test-redis.ts';

const PATH = '/wps/push/events';
const GATED = '/wps/relay/GCSGAME_newGameVendor';
const isConfig = (e: StreamEvent) => e.event === 'config';
const isReady = (e: StreamEvent) => e.event === 'ready';
const moduleOn = (event: StreamEvent, id: string) => findNode(event.json().config.whitelabel, id)?.enabled;

describe('push channel on one instance', () => {
  let t: TestApp;
  const streams: EventStream[] = [];
  const open = async (options: { host?: string; since?: string; lastEventId?: string; headers?: Record<string, string>; app?: TestApp } = {}) => {
    const app = options.app ?? t;
    const query = options.since === undefined ? '' : `?since=${encodeURIComponent(options.since)}`;
    const headers = { ...options.headers, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) };
    const stream = await openEventStream(app.port, PATH + query, { host: options.host ?? AURORA, headers });
    streams.push(stream);
    return stream;
  };
  const version = (host = AURORA) => t.portal.tenants.resolve(host)!.version;

  beforeAll(async () => {
    t = await startTestApp({ push: { maxPerAddress: 3, maxConnections: 5, heartbeatMs: 200 } });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  it('when a browser opens the stream, then it gets event-stream headers, a retry hint, the config it lacks and ready with the version as its id', async () => {
    const stream = await open({ headers: { 'accept-encoding': 'gzip, br' } });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['content-length']).toBeUndefined();
    const ready = await stream.waitFor(isReady);
    expect(stream.retryMs).toBe(3000);
    // No cursor: the browser has seen nothing, so the current config comes first.
    expect(stream.events.map((e) => e.event)).toEqual(['config', 'ready']);
    const config = stream.events[0];
    expect(config.json()).toEqual({ type: 'config', version: version(), config: t.portal.tenants.resolve(AURORA)!.inlineConfig });
    expect(config.id).toBe(`config=${version()}`);
    expect(ready.id).toBe(`config=${version()}`);
    expect(ready.json()).toEqual({ type: 'ready' });
    for (const secret of fixtureSecrets()) expect(config.data).not.toContain(secret);
    // The version the page inlines is the one the stream speaks of.
    expect(bootOf((await t.get('/')).text).configVersion).toBe(version());
    stream.close();
    // A browser leaving is a stream's normal end: logged as such, not as an aborted request.
    const streamLines = () => t.logs.filter((l) => l.req?.url === PATH);
    await eventually(() => expect(streamLines().some((l) => l.msg === 'event stream closed' && l.level === 30)).toBe(true));
    expect(streamLines().filter((l) => l.msg === 'request aborted')).toEqual([]);
  });

  it('when a stream opens with the current version, then only ready comes; with an older or unknown one, then the current config first', async () => {
    const current = await open({ since: `config=${version()}` });
    await current.waitFor(isReady);
    expect(current.events.map((e) => e.event)).toEqual(['ready']);
    // EventSource's own reconnect: Last-Event-ID, which wins over the query.
    const stale = await open({ lastEventId: 'config=0000000000000000', since: `config=${version()}` });
    await stale.waitFor(isReady);
    expect(stale.events.map((e) => e.event)).toEqual(['config', 'ready']);
    const garbled = await open({ lastEventId: 'something-else' });
    await garbled.waitFor(isReady);
    expect(garbled.events.map((e) => e.event)).toEqual(['config', 'ready']);
    for (const s of [current, stale, garbled]) s.close();
  });

  it('when a staff override switches a module off, then open streams of that brand get the new config, the gate already refuses, and other brands hear nothing', async () => {
    const aurora = await open({ since: `config=${version()}` });
    const borealis = await open({ host: BOREALIS, since: `config=${version(BOREALIS)}` });
    await Promise.all([aurora.waitFor(isReady), borealis.waitFor(isReady)]);
    const before = version();
    try {
      await t.portal.services.featureOverrides.set('aurora', 'GAMES', false, 'staff:push-test');
      const event = await aurora.waitFor(isConfig);
      expect(moduleOn(event, 'GAMES')).toBe(false);
      expect(event.json().version).not.toBe(before);
      expect(event.id).toBe(`config=${event.json().version}`);
      // The event is sent after the instance applied the change: the endpoint refuses at once.
      expect((await t.get(GATED)).json().code).toBe('featureUnavailable');
      expect(bootOf((await t.get('/')).text).configVersion).toBe(event.json().version);

      await t.portal.services.featureOverrides.clear('aurora', 'GAMES');
      const back = await aurora.waitFor(isConfig, aurora.events.indexOf(event) + 1);
      expect(moduleOn(back, 'GAMES')).toBe(true);
      expect(back.json().version).toBe(before);
    } finally {
      await t.portal.services.featureOverrides.clear('aurora', 'GAMES');
    }
    // Borealis' own change reaches its stream; nothing of aurora's ever did.
    await t.portal.services.featureOverrides.set('borealis', 'GAMES', false, 'staff:push-test');
    try {
      await borealis.waitFor(isConfig);
      expect(borealis.events.filter(isConfig).map((e) => e.json().config.id)).toEqual(['borealis']);
    } finally {
      await t.portal.services.featureOverrides.clear('borealis', 'GAMES');
    }
    aurora.close();
    borealis.close();
  });

  it('when a tenant file is edited, then the stream gets the new config; an edit the browser cannot see sends nothing', async () => {
    const stream = await open({ since: `config=${version()}` });
    await stream.waitFor(isReady);
    const file = readFixtureTenant('aurora');
    try {
      t.writeTenant('aurora', { ...file, brand: { ...file.brand, name: 'Aurora Live' } });
      const event = await stream.waitFor(isConfig);
      expect(event.json().config.brand.name).toBe('Aurora Live');
      // A secret changes: the context is rebuilt, the public view is not.
      const seen = stream.events.length;
      const edited = {
        ...file,
        brand: { ...file.brand, name: 'Aurora Live' },
        secrets: { ...file.secrets, sessionSecret: `${file.secrets.sessionSecret}-rotated` },
      };
      t.writeTenant('aurora', edited);
      await eventually(() => expect(t.portal.tenants.get('aurora')!.config.secrets.sessionSecret).toBe(edited.secrets.sessionSecret));
      const marker = await open({ since: `config=${version()}` });
      await marker.waitFor(isReady);
      expect(stream.events.slice(seen).filter(isConfig)).toEqual([]);
      marker.close();
    } finally {
      t.writeTenant('aurora', file);
      await eventually(() => expect(t.portal.tenants.get('aurora')!.config.brand.name).toBe(file.brand.name));
    }
    stream.close();
  });

  it('when nothing happens, then heartbeat comments keep the stream alive', async () => {
    const stream = await open({ since: `config=${version()}` });
    await stream.waitFor(isReady);
    await eventually(() => expect(stream.comments).toBeGreaterThanOrEqual(2));
    stream.close();
  });

  it('when the host is of no brand, then 404 and no stream; a bad cursor is a translated validation error', async () => {
    const unknown = await open({ host: 'nobody.example.org' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.refusal).code).toBe('unknownHost');
    const bad = await open({ since: 'config=<script>' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.refusal)).toMatchObject({ success: false, code: 'validation', errors: [expect.objectContaining({ field: 'since' })] });
    const long = await open({ since: 'a'.repeat(201) });
    expect(long.status).toBe(400);
  });

  it('when one address holds its limit of streams, then the next is refused with 429 and Retry-After until one closes', async () => {
    await eventually(() => expect(t.portal.services.push.connections).toBe(0));
    const held = [await open(), await open(), await open()];
    await Promise.all(held.map((s) => s.waitFor(isReady)));
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.refusal).code).toBe('tooManyRequests');
    held[0].close();
    await eventually(async () => {
      const again = await open();
      again.close();
      expect(again.status).toBe(200);
    });
    for (const s of held) s.close();
    await eventually(() => expect(t.portal.services.push.connections).toBe(0));
  });

  it('when the instance holds its limit of streams, then the next is refused with 503', async () => {
    await eventually(() => expect(t.portal.services.push.connections).toBe(0));
    // Five addresses: the per-address limit (3) is not what refuses here.
    const addresses = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6'];
    const held: EventStream[] = [];
    for (const address of addresses.slice(0, 5)) held.push(await open({ headers: { 'x-forwarded-for': address } }));
    await Promise.all(held.map((s) => s.waitFor(isReady)));
    const refused = await open({ headers: { 'x-forwarded-for': addresses[5] } });
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    for (const s of held) s.close();
    await eventually(() => expect(t.portal.services.push.connections).toBe(0));
  });

  it('when the app drains for shutdown, then open streams end and new ones are refused', async () => {
    const app = await startTestApp({});
    try {
      const stream = await open({ app });
      await stream.waitFor(isReady);
      app.portal.drain();
      await stream.ended;
      const refused = await open({ app });
      expect(refused.status).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('push channel in a real server process', () => {
  it('when the process gets SIGTERM with a stream open, then the stream ends and the process stops cleanly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: new URL('../../', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: 'memory://',
        TENANTS_DIR: FIXTURE_TENANTS,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        REDIS_URL: '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      const port = await new Promise<number>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          lines.push(line);
          const port = /"port":(\d+)/.exec(line)?.[1];
          if (port && line.includes('portal listening')) resolve(Number(port));
        });
        child.on('exit', () => reject(new Error(`the server exited before listening:\n${lines.join('\n')}`)));
      });
      const stream = await openEventStream(port, PATH, { host: AURORA });
      await stream.waitFor(isReady);
      child.kill('SIGTERM');
      await stream.ended;
      const [code] = await exited;
      expect(lines.join('\n')).not.toContain('graceful shutdown timed out');
      expect(lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

const FAN_OUTS: Array<{ fanOut: string; env: Record<string, string> }> = [
  { fanOut: 'Redis', env: { REDIS_URL: TEST_REDIS_URL } },
  { fanOut: 'the database (LISTEN/NOTIFY)', env: {} },
];

describe.each(FAN_OUTS)('push channel across two instances on one PostgreSQL, fanned out through $fanOut', ({ env }) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    a = await startTestApp({ database, env });
    b = await startTestApp({ database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('when staff switch a module off on instance A, then an open stream of instance B gets the config and B refuses the endpoint and renders the page without it', async () => {
    expect(b.portal.sharedState.kind).toBe(env.REDIS_URL ? 'redis' : 'database');
    const since = `config=${b.portal.tenants.get('aurora')!.version}`;
    const stream = await openEventStream(b.port, `${PATH}?since=${since}`, { host: AURORA });
    const other = await openEventStream(b.port, PATH, { host: BOREALIS });
    try {
      await Promise.all([stream.waitFor(isReady), other.waitFor(isReady)]);
      const otherSeen = other.events.length;
      await a.portal.services.featureOverrides.set('aurora', 'GAMES', false, 'staff:two-instances');
      const event = await stream.waitFor(isConfig);
      expect(moduleOn(event, 'GAMES')).toBe(false);
      expect(event.json().version).toBe(a.portal.tenants.get('aurora')!.version);
      expect((await b.get(GATED)).json().code).toBe('featureUnavailable');
      const boot = bootOf((await b.get('/')).text);
      expect(findNode(boot.tenant.whitelabel, 'GAMES').enabled).toBe(false);
      expect(boot.configVersion).toBe(event.json().version);

      await a.portal.services.featureOverrides.clear('aurora', 'GAMES');
      const back = await stream.waitFor(isConfig, stream.events.indexOf(event) + 1);
      expect(moduleOn(back, 'GAMES')).toBe(true);
      expect((await b.get(GATED)).status).toBe(200);
      // Brand B's stream carried nothing of brand A's.
      expect(other.events.slice(otherSeen)).toEqual([]);
    } finally {
      stream.close();
      other.close();
      await a.portal.services.featureOverrides.clear('aurora', 'GAMES');
    }
  });

  it('when a browser was away during a change, then reconnecting with its Last-Event-ID gets the current config first; with the current one, nothing', async () => {
    const first = await openEventStream(b.port, PATH, { host: AURORA });
    const ready = await first.waitFor(isReady);
    first.close();
    try {
      await a.portal.services.featureOverrides.set('aurora', 'LIVE', false, 'staff:away');
      await eventually(async () => expect(findNode((await b.get('/wps/system/whitelabel')).json().value, 'LIVE').enabled).toBe(false));
      const back = await openEventStream(b.port, PATH, { host: AURORA, headers: { 'last-event-id': ready.id } });
      await back.waitFor(isReady);
      back.close();
      expect(back.events.map((e) => e.event)).toEqual(['config', 'ready']);
      expect(moduleOn(back.events[0], 'LIVE')).toBe(false);
      const again = await openEventStream(b.port, PATH, { host: AURORA, headers: { 'last-event-id': back.events[1].id } });
      await again.waitFor(isReady);
      again.close();
      expect(again.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      await a.portal.services.featureOverrides.clear('aurora', 'LIVE');
    }
  });

  it("when a feature publishes an event on instance A, then B's streams of that brand get it, other brands' do not", async () => {
    const aurora = await openEventStream(b.port, PATH, { host: AURORA });
    const borealis = await openEventStream(b.port, PATH, { host: BOREALIS });
    try {
      await Promise.all([aurora.waitFor(isReady), borealis.waitFor(isReady)]);
      const seen = borealis.events.length;
      const event = configEventOf(a.portal.tenants.get('aurora')!);
      await a.portal.services.push.publish('aurora', event);
      expect((await aurora.waitFor(isConfig, 1)).json()).toEqual(event);
      // A marker on borealis itself, published after: once it is in, aurora's event would have been too.
      await a.portal.services.push.publish('borealis', configEventOf(a.portal.tenants.get('borealis')!));
      await borealis.waitFor(isConfig, seen);
      expect(borealis.events.slice(seen).map((e) => e.json().config.id)).toEqual(['borealis']);
    } finally {
      aurora.close();
      borealis.close();
    }
  });
});
