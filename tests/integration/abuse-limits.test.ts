// Issue 14 findings 5 and 8: free-play accounts limited per address and per brand an hour, and sandbox
// gateway payments per player a day; both limits hold under simultaneous requests and stay per brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const freePlay = (t: TestApp, host: string, ip: string) =>
  t.request('/wps/session/login/freeplay', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, connection: 'close' },
    body: '{}',
  });

describe('free-play and sandbox limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    const aurora = readFixtureTenant('aurora');
    aurora.settings.freePlayPerAddressPerHour = 2;
    aurora.settings.freePlayPerBrandPerHour = 3;
    for (const m of aurora.cashier.depositMethods) if (m.kind === 'sandboxGateway') m.maxPerPlayerPerDay = 2;
    t = await startTestApp({ tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  }, 180_000);
  afterAll(() => t?.close());

  it('when free-play accounts are asked for at once, then each address and the brand stay within their hourly limits with a translated refusal, and another brand is not affected', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => freePlay(t, AURORA, '198.51.100.21')));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = burst.find((r) => r.status === 429)!;
    expect([refused.json().code, refused.json().message]).toEqual(['freePlayLimit', catalogue('en').errors.freePlayLimit]);
    // The brand's third account comes from another address; the fourth is refused whatever the address.
    expect((await freePlay(t, AURORA, '198.51.100.22')).status).toBe(200);
    expect((await freePlay(t, AURORA, '198.51.100.23')).json().code).toBe('freePlayLimit');
    expect((await freePlay(t, BOREALIS, '198.51.100.21')).status).toBe(200);
  });

  it('when sandbox payments are started at once, then a player gets at most the daily cap, a replayed key still answers, and other players and brands are not affected', async () => {
    const member = async (tenantId: string, host: string): Promise<Client> => {
      const account = `sbx${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
      const created = await t.portal.services.accounts.members.insert({
        tenantId,
        account,
        nickname: account,
        type: 0,
        registerMethod: 'seed',
        passwordHash: await hashPassword('Secret123'),
      });
      if ('conflict' in created) throw new Error('exists');
      return { host, bearer: (await loginBearer(t, host, account, 'Secret123')).json().value.token };
    };
    const methodOf = (id: string) => readFixtureTenant(id).cashier.depositMethods.find((m: { kind: string }) => m.kind === 'sandboxGateway');
    const player = await member('aurora', AURORA);
    const start = (c: Client, tenant: string, key: string) =>
      call(
        t,
        c,
        'POST',
        '/wps/deposits/gateway',
        { methodId: methodOf(tenant).id, amount: methodOf(tenant).minAmount, idempotencyKey: key },
        { connection: 'close' },
      );
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => start(player, 'aurora', `sbx-key-${i}`)));
    const ok = burst.map((r, i) => ({ r, i })).filter(({ r }) => r.status === 200);
    expect(ok).toHaveLength(2);
    const refused = burst.find((r) => r.status === 429)!;
    expect([refused.json().code, refused.json().message]).toEqual(['sandboxDailyLimit', catalogue('en').errors.sandboxDailyLimit.replace('{{count}}', '2')]);
    const replay = await start(player, 'aurora', `sbx-key-${ok[0]!.i}`);
    expect([replay.status, replay.json().value.id]).toEqual([200, ok[0]!.r.json().value.id]);
    expect((await start(await member('aurora', AURORA), 'aurora', 'sbx-key-other')).status).toBe(200);
    expect((await start(await member('borealis', BOREALIS), 'borealis', 'sbx-key-b')).status).toBe(200);
  });
});
