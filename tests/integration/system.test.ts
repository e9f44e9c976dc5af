// System endpoints (spec §7 System): shapes checked against schemas/api, status precedence,
// region restriction by IP range and by country header. Runs on PGlite and PostgreSQL.
import { withPromotionModules } from '../../server/tenancy/promotion-modules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';
import { AURORA, bootOf, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const envelope = compileApiSchema(apiSchema('system', 'Envelope'));
const shapes = {
  permission: compileApiSchema(apiSchema('system', 'PermissionValue')),
  status: compileApiSchema(apiSchema('system', 'SystemStatusValue')),
  whitelabel: compileApiSchema(apiSchema('system', 'WhitelabelValue')),
  register: compileApiSchema(apiSchema('system', 'RegisterSettingValue')),
  lanes: compileApiSchema(apiSchema('games', 'GameVendorValue')),
};
function expectShape(body: unknown, shape: keyof typeof shapes) {
  expect(envelope(body), JSON.stringify(envelope.errors)).toBe(true);
  const check = shapes[shape];
  expect(check((body as { value: unknown }).value), JSON.stringify(check.errors)).toBe(true);
}

describe.each(DATABASE_KINDS)('system API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, env: { COUNTRY_HEADER: 'cf-ipcountry' } });
  });
  afterAll(() => t.close());

  const setStatus = async (id: 'aurora' | 'borealis', systemStatus: unknown) => {
    const config = readFixtureTenant(id);
    config.systemStatus = systemStatus;
    t.writeTenant(id, config);
    const expected = JSON.stringify(systemStatus);
    await eventually(() => expect(JSON.stringify(t.portal.tenants.get(id)?.config.systemStatus)).toBe(expected));
  };

  it('when the permission is requested, then value has info, location, maintenance and regionRestriction in the documented shape', async () => {
    const res = await t.get(`/wps/system/permission?url=${encodeURIComponent('https://aurora.example.com/')}&language=EN`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expectShape(body, 'permission');
    const aurora = readFixtureTenant('aurora');
    expect(body).toEqual({
      success: true,
      message: '',
      value: {
        info: {
          whitelabel: withPromotionModules(aurora.whitelabel, aurora.promotions),
          register: aurora.register,
          resources: aurora.resources,
          customerService: aurora.customerService,
          analytics: aurora.analytics,
          domainRoute: aurora.domainRoute,
          imageCDNs: aurora.cdn.image,
          launchGameCDNs: aurora.cdn.launchGame,
        },
        location: { ip: '127.0.0.1' },
        maintenance: false,
        regionRestriction: false,
      },
    });
  });

  it('when status, whitelabel and register settings are requested, then they answer in their shapes', async () => {
    const status = (await t.get('/wps/system/status')).json();
    expectShape(status, 'status');
    expect(status.value).toEqual({ status: 0, ip: '127.0.0.1' });
    const tree = (await t.get('/wps/system/whitelabel')).json();
    expectShape(tree, 'whitelabel');
    // The file's tree, with the referral entry off while the brand runs no referral promotion (spec §2).
    expect(tree.value).toEqual(withPromotionModules(readFixtureTenant('aurora').whitelabel, readFixtureTenant('aurora').promotions));
    const register = (await t.get('/wps/system/setting/register', { host: BOREALIS })).json();
    expectShape(register, 'register');
    expect(register.value).toEqual(readFixtureTenant('borealis').register);
  });

  it('when the game vendors are requested, then lanes follow the tenant category and vendor order', async () => {
    const body = (await t.get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN', { host: BOREALIS })).json();
    expectShape(body, 'lanes');
    expect(body.value.lanes).toEqual([
      {
        title: 'LIVE',
        gameType: 'LIVE',
        cards: [
          { vassalage: 'SA', displayName: 'SA Gaming', gameType: 'LIVE', isHot: 0, showIcon: 1, nodeId: 23, accountTypeId: 23 },
          { vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE', isHot: 1, showIcon: 1, nodeId: 20, accountTypeId: 20 },
        ],
      },
      {
        title: 'RNG',
        gameType: 'RNG',
        cards: [
          { vassalage: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG', isHot: 1, showIcon: 1, nodeId: 4, accountTypeId: 4 },
          { vassalage: 'JDB', displayName: 'JDB', gameType: 'RNG', isHot: 0, showIcon: 1, nodeId: 5, accountTypeId: 5 },
        ],
      },
      {
        title: 'PVP',
        gameType: 'PVP',
        cards: [{ vassalage: 'KM', displayName: 'Kingmaker', gameType: 'PVP', isHot: 0, showIcon: 1, nodeId: 41, accountTypeId: 41 }],
      },
    ]);
    // aurora lists hotVendors: only those are hot
    const aurora = (await t.get('/wps/relay/GCSGAME_newGameVendor')).json().value.lanes;
    expect(aurora[0].cards.map((c: any) => [c.vassalage, c.isHot])).toEqual([
      ['ORIGINALS', 1],
      ['PG', 0],
      ['JILI', 0],
    ]);
  });

  it('when a query parameter is unknown or invalid, then the answer is a 400 validation envelope naming the fields', async () => {
    const res = await t.get('/wps/relay/GCSGAME_newGameVendor?platform=tv&debug=1');
    expect(res.status).toBe(400);
    const body = res.json();
    expect(envelope(body)).toBe(true);
    expect(body).toMatchObject({ success: false, value: null, code: 'validation' });
    expect(body.errors.map((e: any) => [e.field, e.code])).toEqual([
      ['debug', 'unknownField'],
      ['platform', 'enum'],
    ]);
    expect((await t.get('/wps/system/whitelabel?language=EN&language=TY')).json().errors).toEqual([
      { field: 'language', code: 'type', message: expect.any(String) },
    ]);
    // While the catalogue lacks validation.unknownField / validation.enum / …, the generic message is used.
    const en = catalogue('en');
    const expected = (key: string) => (en.validation[key] === undefined ? en.errors.badRequest : expect.not.stringMatching(/^validation\./));
    const messages = (await t.get('/wps/relay/GCSGAME_newGameVendor?platform=tv&debug=1', { headers: { 'x-language': 'EN' } }))
      .json()
      .errors.map((e: any) => e.message);
    expect(messages).toEqual([expected('unknownField'), expected('enum')]);
    expect((await t.get(`/wps/system/permission?url=${'x'.repeat(301)}`)).json().errors.map((e: any) => e.code)).toEqual(['maxLength']);
  });

  it('when maintenance and a region block both apply, then status is 1 (maintenance takes precedence) with end time and info in the request language', async () => {
    await setStatus('aurora', {
      maintenance: { enabled: true, endTime: '2999-01-01T00:00:00Z', info: { TY: 'Dang bao tri', EN: 'Down for upgrades' } },
      regionRestriction: { enabled: true, blockedIpRanges: ['127.0.0.0/8'] },
    });
    const en = (await t.get('/wps/system/status?language=EN')).json().value;
    expect(en).toEqual({ status: 1, ip: '127.0.0.1', maintenanceEndTime: '2999-01-01T00:00:00Z', maintenanceInfo: 'Down for upgrades' });
    expect((await t.get('/wps/system/status', { headers: { 'x-language': 'TY' } })).json().value.maintenanceInfo).toBe('Dang bao tri');
    expect((await t.get('/wps/system/status')).json().value.maintenanceInfo).toBe('Dang bao tri'); // tenant default
    const permission = (await t.get('/wps/system/permission')).json().value;
    expect([permission.maintenance, permission.regionRestriction]).toEqual([true, true]);
    expect(bootOf((await t.get('/')).text).system).toEqual({
      status: 1,
      ip: '127.0.0.1',
      maintenanceEndTime: '2999-01-01T00:00:00Z',
      maintenanceInfo: 'Dang bao tri',
    });
  });

  it('when the maintenance end time has passed, then status falls through to the region check', async () => {
    await setStatus('aurora', {
      maintenance: { enabled: true, endTime: '2000-01-01T00:00:00Z' },
      regionRestriction: { enabled: true, blockedIpRanges: ['127.0.0.0/8'] },
    });
    expect((await t.get('/wps/system/status')).json().value).toEqual({ status: 2, ip: '127.0.0.1' });
    expect((await t.get('/wps/system/permission')).json().value.maintenance).toBe(false);
  });

  it('when the visitor address is in a blocked IPv4 or IPv6 range (behind a trusted proxy), then status is 2', async () => {
    await setStatus('aurora', { maintenance: { enabled: false }, regionRestriction: { enabled: true, blockedIpRanges: ['203.0.113.0/24', '2001:db8::/32'] } });
    const statusFor = async (ip: string) => (await t.get('/wps/system/status', { headers: { 'x-forwarded-for': ip } })).json().value;
    expect(await statusFor('203.0.113.77')).toEqual({ status: 2, ip: '203.0.113.77' });
    expect(await statusFor('::ffff:203.0.113.77')).toEqual({ status: 2, ip: '203.0.113.77' });
    expect(await statusFor('2001:db8::1')).toEqual({ status: 2, ip: '2001:db8::1' });
    expect(await statusFor('198.51.100.1')).toEqual({ status: 0, ip: '198.51.100.1' });
    expect((await t.get('/wps/system/permission', { headers: { 'x-forwarded-for': '203.0.113.77' } })).json().value).toMatchObject({
      location: { ip: '203.0.113.77' },
      regionRestriction: true,
      maintenance: false,
    });
    const page = await t.get('/', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(bootOf(page.text).system).toEqual({ status: 2, ip: '203.0.113.5' });
    // Another brand without restriction is unaffected.
    expect((await t.get('/wps/system/status', { host: BOREALIS, headers: { 'x-forwarded-for': '203.0.113.77' } })).json().value.status).toBe(0);
  });

  it('when the trusted country header names a blocked country, then status is 2 and location carries the country', async () => {
    await setStatus('aurora', { maintenance: { enabled: false }, regionRestriction: { enabled: true, blockedCountries: ['SG'] } });
    expect((await t.get('/wps/system/status', { headers: { 'cf-ipcountry': 'sg' } })).json().value).toEqual({ status: 2, ip: '127.0.0.1' });
    expect((await t.get('/wps/system/status', { headers: { 'cf-ipcountry': 'PH' } })).json().value.status).toBe(0);
    expect((await t.get('/wps/system/permission', { headers: { 'cf-ipcountry': 'PH' } })).json().value.location).toEqual({
      ip: '127.0.0.1',
      countryCode: 'PH',
    });
    expect((await t.get('/wps/system/status', { headers: { 'x-other-country': 'SG' } })).json().value.status).toBe(0);
  });

  it('when the visitor is region-blocked or the brand is in maintenance, then the player API refuses with a translated 403/503 while the system endpoints stay open', async () => {
    const loginAs = (headers: Record<string, string>, host?: string) =>
      t.request('/wps/session/login', {
        method: 'POST',
        ...(host ? { host } : {}),
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username: 'someone', password: 'secret123' }),
      });
    await setStatus('aurora', { maintenance: { enabled: false }, regionRestriction: { enabled: true, blockedIpRanges: ['203.0.113.0/24'] } });
    const blocked = { 'x-forwarded-for': '203.0.113.9', 'x-language': 'EN' };
    const login = await loginAs(blocked);
    expect([login.status, login.json().message]).toEqual([403, catalogue('en').errors.regionRestricted]);
    expect((await t.get('/wps/v2/wallets/balance', { headers: blocked })).status).toBe(403);
    expect((await t.get('/wps/system/status', { headers: blocked })).json().value.status).toBe(2);
    // Another visitor of the same brand is served.
    expect((await loginAs({ 'x-forwarded-for': '198.51.100.1' })).status).not.toBe(403);

    await setStatus('aurora', { maintenance: { enabled: true }, regionRestriction: { enabled: false } });
    const down = await loginAs({ 'x-language': 'EN' });
    expect([down.status, down.json().message]).toEqual([503, catalogue('en').errors.maintenance]);
    expect((await t.get('/wps/system/status')).json().value.status).toBe(1);
    expect((await loginAs({}, BOREALIS)).status).not.toBe(503);
  });

  it('when the restriction is disabled, then nobody is blocked', async () => {
    await setStatus('aurora', {
      maintenance: { enabled: false },
      regionRestriction: { enabled: false, blockedCountries: ['SG'], blockedIpRanges: ['0.0.0.0/0'] },
    });
    expect((await t.get('/wps/system/status', { headers: { 'cf-ipcountry': 'SG' } })).json().value.status).toBe(0);
  });

  it('when errors are answered, then their message is the catalogue text of the request language', async () => {
    const ty = catalogue('ty').errors.notFound;
    const cn = catalogue('cn').errors.notFound;
    expect((await t.get('/wps/nope')).json().message).toBe(ty); // aurora default TY
    expect((await t.get('/wps/nope', { host: BOREALIS })).json().message).toBe(catalogue('en').errors.notFound); // borealis default EN
    expect((await t.get('/wps/nope?language=CN', { host: BOREALIS })).json().message).toBe(cn);
    expect((await t.get('/wps/nope', { host: BOREALIS, headers: { 'x-language': 'CN' } })).json().message).toBe(cn);
    expect(cn).not.toBe(catalogue('en').errors.notFound);
  });
});

describe('country header not configured', () => {
  it('when COUNTRY_HEADER is not set, then a country header from the client is ignored', async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.systemStatus.regionRestriction = { enabled: true, blockedCountries: ['SG'] };
    const t = await startTestApp({ tenants: { aurora } });
    try {
      expect((await t.get('/wps/system/status', { host: AURORA, headers: { 'cf-ipcountry': 'SG' } })).json().value.status).toBe(0);
      expect((await t.get('/wps/system/permission', { headers: { 'cf-ipcountry': 'SG' } })).json().value.location).toEqual({ ip: '127.0.0.1' });
    } finally {
      await t.close();
    }
  });
});
