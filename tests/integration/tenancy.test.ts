// Tenant by host: two brands, wildcard, <id>.localhost, unknown hosts (HTML 404 and API envelope),
// a tenant that fails validation is not served while the others are, hostname clashes, and what
// production refuses.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogger } from '../../server/http/request-logger.ts';
import { rawRequest, request } from './helpers/http-client.ts';
import { AURORA, bootOf, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('tenant by host', () => {
  let t: TestApp;
  beforeAll(async () => {
    const broken = readFixtureTenant('aurora');
    broken.id = 'broken';
    broken.hostnames = ['broken.example.org'];
    broken.themes.light.primary = 'not-a-colour';
    t = await startTestApp({ tenants: { aurora: readFixtureTenant('aurora'), borealis: readFixtureTenant('borealis'), broken } });
  });
  afterAll(() => t.close());

  it('when two brands are requested by their hostnames, then each gets its own page and config', async () => {
    const aurora = await t.get('/', { host: AURORA });
    const borealis = await t.get('/', { host: BOREALIS });
    expect(aurora.status).toBe(200);
    expect(borealis.status).toBe(200);
    expect(aurora.text).toContain('<title>Aurora Play</title>');
    expect(borealis.text).toContain('<title>Borealis Casino</title>');
    expect(bootOf(aurora.text).tenant.id).toBe('aurora');
    expect(bootOf(borealis.text).tenant.id).toBe('borealis');
    expect(aurora.text).not.toContain('Borealis');
    expect(borealis.text).not.toContain('Aurora');
  });

  it('when the host has a port, upper case, a wildcard label or is <id>.localhost, then the brand still resolves', async () => {
    for (const [host, id] of [
      ['AURORA.example.com:8080', 'aurora'],
      ['m.aurora.example.com', 'aurora'],
      ['www.borealis.example.net', 'borealis'],
      ['borealis.localhost:3101', 'borealis'],
    ]) {
      const res = await t.get('/', { host });
      expect(res.status, host).toBe(200);
      expect(bootOf(res.text).tenant.id, host).toBe(id);
    }
  });

  it('when API calls come from two brands, then each answers with its own tree', async () => {
    const a = (await t.get('/wps/relay/GCSGAME_newGameVendor', { host: AURORA })).json();
    const b = (await t.get('/wps/relay/GCSGAME_newGameVendor', { host: BOREALIS })).json();
    expect(a.value.lanes.map((l: any) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'COCKFIGHT', 'LOTT']);
    expect(b.value.lanes.map((l: any) => l.title)).toEqual(['LIVE', 'RNG', 'PVP']);
  });

  it('when the host is unknown, then a plain 404 page without any brand is served', async () => {
    for (const host of ['unknown.example.org', 'a.b.aurora.example.com', 'localhost', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await t.get('/', { host, headers: { accept: 'text/html' } });
      expect(res.status, host).toBe(404);
      expect(res.headers['content-type'], host).toMatch(/^text\/html/);
      expect(res.text, host).toContain(catalogue('en').notFoundHost.title);
      expect(res.text, host).not.toMatch(/Aurora|Borealis|boot/);
    }
  });

  it('when the host is unknown on an API path, then the answer is a 404 envelope', async () => {
    for (const path of ['/wps/system/status', '/lgw/games/game_menus', '/wps/nothing']) {
      const res = await t.get(path, { host: 'unknown.example.org' });
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: catalogue('en').errors.unknownHost, code: 'unknownHost' });
    }
  });

  it('when an unknown host is requested several times, then it is logged once', async () => {
    for (let i = 0; i < 3; i++) await t.get('/', { host: 'once.example.org' });
    expect(t.logs.filter((l) => l.host === 'once.example.org' && /unknown host/.test(l.msg))).toHaveLength(1);
  });

  it('when a tenant file fails validation, then that brand is not served and the others are', async () => {
    expect((await t.get('/', { host: 'broken.example.org' })).status).toBe(404);
    expect((await t.get('/', { host: 'broken.localhost' })).status).toBe(404);
    expect((await t.get('/', { host: AURORA })).status).toBe(200);
    const report = t.logs.find((l) => l.tenant === 'broken' && l.errors);
    expect(report?.errors[0]).toMatch(/broken\.json: \/themes\/light\/primary: must be a hex colour: #rgb, #rrggbb or #rrggbbaa \(found "not-a-colour"\)$/);
  });

  it('when X-Forwarded-Host names a brand, then it is ignored: the brand comes from the Host header only', async () => {
    // The test client is on loopback, which TRUST_PROXY trusts by default.
    const evil = await t.get('/wps/system/status', { host: 'evil.com', headers: { 'x-forwarded-host': AURORA } });
    expect(evil.status).toBe(404);
    expect(evil.json().code).toBe('unknownHost');
    expect((await t.get('/', { host: 'evil.com', headers: { 'x-forwarded-host': 'aurora.localhost' } })).status).toBe(404);
    const aurora = await t.get('/', { host: AURORA, headers: { 'x-forwarded-host': BOREALIS } });
    expect(bootOf(aurora.text).tenant.id).toBe('aurora');
    // X-Forwarded-For from the trusted proxy still gives the visitor address.
    expect(bootOf((await t.get('/', { host: AURORA, headers: { 'x-forwarded-for': '198.51.100.7' } })).text).system.ip).toBe('198.51.100.7');
  });

  it('when the Host header has a malformed port or is sent twice, then the host is unknown', async () => {
    for (const host of ['aurora.localhost:abc', `${AURORA}:80x`, `${AURORA}:1:2`]) {
      expect((await t.get('/', { host })).status, host).toBe(404);
    }
    const twice = await rawRequest(t.port, `GET / HTTP/1.1\r\nHost: ${AURORA}\r\nHost: ${BOREALIS}`);
    expect(twice.status).toBe(404);
    expect(twice.text).not.toMatch(/Aurora|Borealis|boot/);
    expect((await rawRequest(t.port, `GET / HTTP/1.1\r\nHost: ${AURORA}`)).status).toBe(200);
  });

  it('when a request to a brand is logged, then every line with its request id carries that id and the tenant', async () => {
    const before = t.logs.length;
    await t.get('/wps/system/status', { host: BOREALIS, headers: { 'x-request-id': 'trace-abc.123' } });
    const lines = t.logs.slice(before);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line, JSON.stringify(line)).toMatchObject({ reqId: 'trace-abc.123', tenant: 'borealis' });
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
  });
});

describe('request log lines', () => {
  it('when a handler logs through req.log, then its lines and the request line carry reqId and the tenant', async () => {
    const logs: Array<Record<string, any>> = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _e, done) => (logs.push(JSON.parse(String(chunk))), done()) }));
    const app = express();
    app.use(requestLogger(app, logger));
    app.use((req, res) => {
      req.log.info('before the tenant is known');
      res.locals.tenant = { id: 'aurora' } as never; // what tenant.middleware sets
      req.log.info('handler line');
      req.log.warn({ extra: 1 }, 'another handler line');
      res.end('ok');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await request((server.address() as AddressInfo).port, '/x', { headers: { 'x-request-id': 'req-42' } });
      await new Promise((resolve) => setTimeout(resolve, 20)); // the request line is written on 'close'
    } finally {
      server.close();
    }
    expect(logs.map((l) => l.msg)).toEqual(['before the tenant is known', 'handler line', 'another handler line', 'request completed']);
    for (const line of logs) expect(line.reqId, line.msg).toBe('req-42');
    for (const line of logs.slice(1)) expect(line.tenant, line.msg).toBe('aurora');
  });
});

describe('tenant hostname clash', () => {
  it('when two tenants claim the same hostname, then both are reported, neither serves it, and both keep their other hosts', async () => {
    const aurora = readFixtureTenant('aurora');
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.example.com');
    const t = await startTestApp({ tenants: { aurora, borealis } });
    try {
      expect((await t.get('/', { host: AURORA })).status).toBe(404);
      for (const [host, id] of [
        [BOREALIS, 'borealis'],
        ['www.borealis.example.net', 'borealis'],
        ['borealis.localhost', 'borealis'],
        ['m.aurora.example.com', 'aurora'],
        ['aurora.localhost', 'aurora'],
      ]) {
        const res = await t.get('/', { host });
        expect(res.status, host).toBe(200);
        expect(bootOf(res.text).tenant.id, host).toBe(id);
      }
      const reported = t.logs.flatMap((l) => l.errors ?? []);
      expect(reported.some((e: string) => /aurora\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*borealis\.json/.test(e))).toBe(
        true,
      );
      expect(reported.some((e: string) => /borealis\.json: \/hostnames\/2: hostname "aurora\.example\.com" is also claimed by .*aurora\.json/.test(e))).toBe(
        true,
      );
      expect(t.logs.find((l) => l.tenant === 'aurora' && l.errors)?.msg).toContain('aurora.example.com is served by no tenant');
    } finally {
      await t.close();
    }
  });

  it("when a tenant lists another tenant's <id>.localhost, then that alias stays with <id> and the listing is reported", async () => {
    const aurora = readFixtureTenant('aurora');
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.localhost');
    const t = await startTestApp({ tenants: { aurora, borealis } });
    try {
      expect(bootOf((await t.get('/', { host: 'aurora.localhost' })).text).tenant.id).toBe('aurora');
      expect(bootOf((await t.get('/', { host: BOREALIS })).text).tenant.id).toBe('borealis');
      expect(bootOf((await t.get('/', { host: AURORA })).text).tenant.id).toBe('aurora');
      const reported = t.logs.flatMap((l) => l.errors ?? []);
      expect(reported).toEqual([
        expect.stringMatching(/borealis\.json: \/hostnames\/2: hostname "aurora\.localhost" is the development alias of tenant aurora \(.*aurora\.json\)$/),
      ]);
    } finally {
      await t.close();
    }
  });
});

/** The tenant without its sandbox-gateway deposit method (which production refuses). */
function withoutSandbox(tenant: any): any {
  tenant.cashier.depositMethods = tenant.cashier.depositMethods.filter((m: { kind: string }) => m.kind !== 'sandboxGateway');
  return tenant;
}

describe('tenancy in production', () => {
  it('when NODE_ENV is production, then <id>.localhost does not resolve and the hostnames do', async () => {
    const aurora = withoutSandbox(readFixtureTenant('aurora'));
    aurora.settings.demoMode = false;
    const t = await startTestApp({
      tenants: { aurora, borealis: withoutSandbox(readFixtureTenant('borealis')) },
      env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback', STAFF_SECRET_KEY: 'abababababababababababababababababababababababababababababababab' },
    });
    try {
      expect((await t.get('/', { host: 'aurora.localhost' })).status).toBe(404);
      expect((await t.get('/wps/system/status', { host: 'borealis.localhost:3000' })).json().code).toBe('unknownHost');
      expect(bootOf((await t.get('/', { host: AURORA })).text).tenant.id).toBe('aurora');
    } finally {
      await t.close();
    }
  });

  it('when a tenant has demo secrets, demoMode or the sandbox gateway in production, then it is not served and the file and pointer are logged', async () => {
    const aurora = withoutSandbox(readFixtureTenant('aurora'));
    aurora.settings.demoMode = false;
    aurora.secrets.vendorSecrets.PG = 'demo-aurora-pg-1234';
    const borealis = withoutSandbox(readFixtureTenant('borealis'));
    borealis.settings.demoMode = true;
    const cosmo = withoutSandbox(readFixtureTenant('borealis'));
    cosmo.id = 'cosmo';
    cosmo.hostnames = ['cosmo.example.org'];
    // Clean but for the sandbox gateway, which credits whatever its own page says was paid.
    const sandy = readFixtureTenant('borealis');
    sandy.id = 'sandy';
    sandy.hostnames = ['sandy.example.org'];
    const t = await startTestApp({
      tenants: { aurora, borealis, cosmo, sandy },
      env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback', STAFF_SECRET_KEY: 'abababababababababababababababababababababababababababababababab' },
    });
    try {
      expect((await t.get('/', { host: AURORA })).status).toBe(404);
      expect((await t.get('/', { host: BOREALIS })).status).toBe(404);
      expect((await t.get('/', { host: 'cosmo.example.org' })).status).toBe(200);
      expect((await t.get('/', { host: 'sandy.example.org' })).status).toBe(404);
      const reported = t.logs.flatMap((l) => l.errors ?? []);
      expect(reported).toContainEqual(
        expect.stringMatching(/aurora\.json: \/secrets\/vendorSecrets\/PG: is a demo value \(starts with "demo-"\); production refuses demo secrets$/),
      );
      expect(reported).toContainEqual(expect.stringMatching(/borealis\.json: \/settings\/demoMode: must not be true in production$/));
      expect(reported).toContainEqual(
        expect.stringMatching(/sandy\.json: \/cashier\/depositMethods\/1\/kind: the sandbox gateway creates money; production refuses it$/),
      );
      expect(JSON.stringify(t.logs)).not.toContain('demo-aurora-pg-1234');
    } finally {
      await t.close();
    }
  });

  it('when no tenant can be served in production, then the server still starts and answers 404', async () => {
    const aurora = withoutSandbox(readFixtureTenant('aurora'));
    aurora.settings.demoMode = false;
    aurora.secrets.sessionSecret = 'demo-session-0123456789abcdef0123456789abcdef';
    const t = await startTestApp({
      tenants: { aurora },
      env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback', STAFF_SECRET_KEY: 'abababababababababababababababababababababababababababababababab' },
    });
    try {
      expect((await t.get('/', { host: AURORA })).status).toBe(404);
      expect((await t.get('/wps/system/status', { host: 'unknown.example.org' })).json().code).toBe('unknownHost');
      expect(t.logs.some((l) => /no valid tenant/.test(l.msg))).toBe(true);
      expect(t.logs.flatMap((l) => l.errors ?? [])).toEqual([expect.stringMatching(/aurora\.json: \/secrets\/sessionSecret: is a demo value/)]);
    } finally {
      await t.close();
    }
  });

  it('when the same demo tenants run in development, then they are served', async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.secrets.sessionSecret = 'demo-session-0123456789abcdef0123456789abcdef';
    aurora.settings.demoMode = true;
    const t = await startTestApp({ tenants: { aurora } });
    try {
      expect((await t.get('/', { host: AURORA })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
