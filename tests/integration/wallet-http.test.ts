// GET /wps/v2/wallets/balance over real HTTP on both engines: the signed-in member's ledger balance,
// private (no-store), behind the ACCOUNT module and a session of this tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletBalance } from '../../schemas/generated/wallet.ts';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';
import { BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const envelope = compileApiSchema(apiSchema('system', 'Envelope'));
const walletBalance = compileApiSchema(apiSchema<WalletBalance>('wallet', 'WalletBalance'));
const BALANCE = '/wps/v2/wallets/balance';

describe.each(DATABASE_KINDS)('wallet balance API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  it('when nobody is signed in, then the balance answers 401 unauthorized and is never cached', async () => {
    const res = await t.get(BALANCE);
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelope(res.json())).toBe(true);
    expect(res.json()).toEqual({ success: false, value: null, code: 'unauthorized', message: catalogue('ty').errors.unauthorized });
    // A made-up bearer token is no session either.
    expect((await t.get(BALANCE, { headers: { authorization: `Bearer ${'a'.repeat(32)}` } })).status).toBe(401);
  });

  it('when the ACCOUNT module is off for the tenant, then the balance answers 404 featureUnavailable', async () => {
    const overrides = t.portal.services.featureOverrides;
    await overrides.set('aurora', 'ACCOUNT', false, 'staff:test');
    try {
      const res = await t.get(BALANCE);
      expect(res.status).toBe(404);
      expect(res.json().code).toBe('featureUnavailable');
    } finally {
      await overrides.clear('aurora', 'ACCOUNT');
    }
  });

  it('when a free-play guest signs in, then the balance is the brand demo balance in the brand currency, and later movements show at once', async () => {
    const login = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.json().value.token}` };
    const aurora = readFixtureTenant('aurora');

    const res = await t.get(BALANCE, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(envelope(res.json())).toBe(true);
    expect(walletBalance(res.json().value)).toBe(true);
    expect(res.json().value).toEqual({ sumBalance: aurora.settings.freePlayBalance, currency: aurora.currency.code });

    const memberId = (await t.get('/wps/member/info', { headers: auth })).json().value.id as number;
    const wallet = t.portal.services.wallet;
    await wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: `bet:${memberId}:1`,
      kind: 'bet',
      from: { kind: 'player', memberId },
      to: { kind: 'house', code: 'game_bets' },
      amount: 2_550,
      currency: aurora.currency.code,
    });
    expect((await t.get(BALANCE, { headers: auth })).json().value).toEqual({
      sumBalance: aurora.settings.freePlayBalance - 2_550,
      currency: aurora.currency.code,
    });
    expect(await wallet.reconcile('aurora')).toEqual([]);

    // The session belongs to aurora: another brand's host does not accept it.
    expect((await t.get(BALANCE, { host: BOREALIS, headers: auth })).status).toBe(401);
  });
});
