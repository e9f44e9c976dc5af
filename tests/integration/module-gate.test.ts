// Module gate: a route answers featureUnavailable when its module is off in the effective tree
// (tenant file + staff overrides in the database). Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, bootOf, BOREALIS, catalogue, eventually, findNode, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';
import { TEST_REDIS_URL } from './helpers/test-redis.ts';

describe.each(DATABASE_KINDS)('module gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t.close());

  it('when a module is switched off in the tenant file, then its endpoint answers a featureUnavailable envelope', async () => {
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200);
    const aurora = readFixtureTenant('aurora');
    findNode(aurora.whitelabel, 'GAMES').enabled = false;
    t.writeTenant('aurora', aurora);
    await eventually(async () => expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(404));
    const res = await t.get('/wps/relay/GCSGAME_newGameVendor');
    expect(res.json()).toEqual({ success: false, value: null, code: 'featureUnavailable', message: expect.any(String) });
    expect(res.json().message).toBe(catalogue('ty').errors.featureUnavailable);
    // The other brand is not affected.
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor', { host: BOREALIS })).status).toBe(200);
    t.writeTenant('aurora', readFixtureTenant('aurora'));
    await eventually(async () => expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200));
  });

  it('when a parent module is off, then its children are off too', async () => {
    const aurora = readFixtureTenant('aurora');
    findNode(aurora.whitelabel, 'PORTAL').enabled = false;
    t.writeTenant('aurora', aurora);
    await eventually(async () => expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).json().code).toBe('featureUnavailable'));
    expect((await t.get('/wps/system/status')).json().code).toBe('featureUnavailable');
    t.writeTenant('aurora', readFixtureTenant('aurora'));
    await eventually(async () => expect((await t.get('/wps/system/status')).status).toBe(200));
  });

  it('when a staff override switches a module off in the database, then the gate, the tree and the page follow; clearing it restores the file value', async () => {
    const overrides = t.portal.services.featureOverrides;
    await overrides.set('aurora', 'GAMES', false, 'staff:alice');
    const gated = await t.get('/wps/relay/GCSGAME_newGameVendor');
    expect(gated.status).toBe(404);
    expect(gated.json().code).toBe('featureUnavailable');
    expect(findNode((await t.get('/wps/system/whitelabel')).json().value, 'GAMES').enabled).toBe(false);
    expect(findNode((await t.get('/wps/system/permission')).json().value.info.whitelabel, 'GAMES').enabled).toBe(false);
    expect(findNode(bootOf((await t.get('/')).text).tenant.whitelabel, 'GAMES').enabled).toBe(false);
    // Only this tenant.
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor', { host: BOREALIS })).status).toBe(200);

    const rows = await overrides.list('aurora');
    expect(rows).toEqual([{ tenantId: 'aurora', modId: 'GAMES', enabled: false, updatedBy: 'staff:alice', updatedAt: expect.any(Date) }]);

    expect(await overrides.clear('aurora', 'GAMES')).toBe(true);
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200);
    expect(await overrides.list('aurora')).toEqual([]);
  });

  it('when an override switches a module on that the file has off, then it is on (an override can flip a listed module either way)', async () => {
    const aurora = readFixtureTenant('aurora');
    findNode(aurora.whitelabel, 'GAMES').enabled = false;
    t.writeTenant('aurora', aurora);
    await eventually(async () => expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(404));
    await t.portal.services.featureOverrides.set('aurora', 'GAMES', true, 'staff:bob');
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200);
    await t.portal.services.featureOverrides.clear('aurora', 'GAMES');
    expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(404);
    t.writeTenant('aurora', readFixtureTenant('aurora'));
    await eventually(async () => expect((await t.get('/wps/relay/GCSGAME_newGameVendor')).status).toBe(200));
  });

  it('when a category module is off, then its lane is left out of the vendor list', async () => {
    await t.portal.services.featureOverrides.set('aurora', 'LIVE', false, 'staff:carol');
    const lanes = (await t.get('/wps/relay/GCSGAME_newGameVendor')).json().value.lanes;
    expect(lanes.map((l: any) => l.title)).toEqual(['RNG', 'FISH', 'SPORTS', 'COCKFIGHT', 'LOTT']);
    await t.portal.services.featureOverrides.clear('aurora', 'LIVE');
  });
});

describe('override propagation between instances (PostgreSQL + Redis)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    const env = { REDIS_URL: TEST_REDIS_URL };
    a = await startTestApp({ database, env });
    b = await startTestApp({ database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('when one instance changes an override, then the other applies it too', async () => {
    expect((await b.get('/wps/relay/GCSGAME_newGameVendor', { host: AURORA })).status).toBe(200);
    await a.portal.services.featureOverrides.set('aurora', 'GAMES', false, 'staff:erin');
    await eventually(async () => expect((await b.get('/wps/relay/GCSGAME_newGameVendor', { host: AURORA })).status).toBe(404));
    await a.portal.services.featureOverrides.clear('aurora', 'GAMES');
    await eventually(async () => expect((await b.get('/wps/relay/GCSGAME_newGameVendor', { host: AURORA })).status).toBe(200));
  });

  it('when a new instance starts on a database with overrides, then it applies them from the start', async () => {
    await a.portal.services.featureOverrides.set('aurora', 'GAMES', false, 'staff:frank');
    const c = await startTestApp({ database });
    try {
      expect((await c.get('/wps/relay/GCSGAME_newGameVendor', { host: AURORA })).json().code).toBe('featureUnavailable');
    } finally {
      await c.close();
      await a.portal.services.featureOverrides.clear('aurora', 'GAMES');
    }
  });
});
