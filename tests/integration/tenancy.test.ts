// Tenant by host: two brands, wildcard, <id>.localhost, unknown hosts (HTML 404 and API envelope),
// and a tenant that fails validation is not served while the others are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(report?.errors[0]).toMatch(/broken\.json: \/themes\/light\/primary: must match the pattern/);
  });

  it('when every log line of a request is written, then it carries the request id and the tenant', async () => {
    await t.get('/wps/system/status', { host: BOREALIS, headers: { 'x-request-id': 'trace-abc.123' } });
    const line = t.logs.find((l) => l.reqId === 'trace-abc.123');
    expect(line).toMatchObject({ reqId: 'trace-abc.123', tenant: 'borealis', res: { statusCode: 200 } });
  });
});

describe('tenant hostname clash', () => {
  it('when two tenants claim the same hostname, then both are reported and neither is served on it', async () => {
    const aurora = readFixtureTenant('aurora');
    const borealis = readFixtureTenant('borealis');
    borealis.hostnames.push('aurora.example.com');
    const t = await startTestApp({ tenants: { aurora, borealis } });
    try {
      expect((await t.get('/', { host: AURORA })).status).toBe(404);
      expect((await t.get('/', { host: BOREALIS })).status).toBe(404);
      const reported = t.logs.flatMap((l) => l.errors ?? []);
      expect(reported.some((e: string) => /aurora\.json: \/hostnames\/0: hostname "aurora\.example\.com" is also claimed by .*borealis\.json/.test(e))).toBe(true);
      expect(reported.some((e: string) => /borealis\.json: \/hostnames\/2: hostname "aurora\.example\.com" is also claimed by .*aurora\.json/.test(e))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
