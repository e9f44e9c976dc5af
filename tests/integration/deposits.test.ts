// Deposits over real HTTP on both engines: manual bank transfers reviewed through the staff port,
// the sandbox gateway's signed webhook (replays, bad signatures, mismatches), receipts, validation,
// trial accounts and tenant isolation. Balances are read from the ledger, which must stay sound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../schemas/rules/server-render.ts';
import { signWebhook } from '../../server/providers/payment/sandbox-signature.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const STAFF = { id: 1, username: 'cashier' };
const en = catalogue('en').errors;
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

describe.each(DATABASE_KINDS)('deposits on %s', (kind) => {
  let t: TestApp;
  let player: Client;
  const secret = readFixtureTenant('aurora').secrets.paymentWebhookSecret as string;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    const login = await loginBearer(t, AURORA, 'demo_player', 'demo1234');
    expect(login.status).toBe(200);
    player = { host: AURORA, bearer: login.json().value.token };
  });
  afterAll(() => t?.close());

  const balance = async () => (await call(t, player, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const countDeposits = async () =>
    Number(
      (
        (await t.portal.db
          .selectFrom('deposits' as never)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()) as { n: string }
      ).n,
    );
  const bank = (body: Record<string, unknown>) =>
    call(t, player, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: 25_000,
      reference: 'TXN 1',
      idempotencyKey: newKey(),
      ...body,
    });
  const webhook = (body: unknown, at?: number, sig?: string) => {
    const raw = JSON.stringify(body);
    return t.request('/wps/payments/sandbox/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig ?? signWebhook(secret, raw, at) },
      body: raw,
    });
  };

  it('when the methods are asked for, then they come from the tenant file with localized names and the operator accounts', async () => {
    const res = await call(t, player, 'GET', '/wps/deposits/methods');
    expect(res.status).toBe(200);
    expect(res.json().value).toMatchObject({
      currency: 'PHP',
      methods: [
        { id: 'bank', kind: 'manualBank', name: 'Bank transfer', minAmount: 10_000, maxAmount: 5_000_000, bankAccounts: [{ id: 'bdo-1', bankName: 'BDO' }] },
        { id: 'instant', kind: 'sandboxGateway', bankAccounts: [] },
      ],
    });
  });

  it('when a bank deposit has a bad value, then it is refused with a clear translated message and nothing is written', async () => {
    const before = await countDeposits();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 9_999 }, 400, en.amountBelowMinimum.replace('{{amount}}', 'P100.00')],
      [{ amount: 5_000_001 }, 400, en.amountAboveMaximum.replace('{{amount}}', 'P50,000.00')],
      [{ methodId: 'nope' }, 400, en.depositMethodUnknown],
      [{ methodId: 'instant' }, 400, en.depositMethodUnknown],
      [{ bankAccountId: 'other' }, 400, en.depositBankAccountUnknown],
    ];
    for (const [body, status, message] of cases) {
      const res = await bank(body);
      expect([res.status, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    for (const body of [
      { amount: 12.5 },
      { amount: -5 },
      { reference: '' },
      { reference: 'a\u0000b' },
      { reference: 'x'.repeat(65) },
      { idempotencyKey: 'short' },
      { extra: 1 },
    ]) {
      const res = await bank(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(await countDeposits()).toBe(before);
  });

  it('when staff approve a bank deposit, then the balance rises once; approving again or rejecting after answers alreadyReviewed', async () => {
    const start = await balance();
    const res = await bank({ amount: 25_000 });
    expect(res.status).toBe(200);
    const deposit = res.json().value;
    expect(deposit).toMatchObject({ status: 'pending', amount: 25_000, methodKind: 'manualBank', hasReceipt: false });
    expect(await balance()).toBe(start);

    const waiting = await t.portal.services.deposits.listForStaff({ tenantIds: ['aurora'] });
    expect(waiting.items.some((i) => i.id === deposit.id && i.account === 'demo_player')).toBe(true);

    const results = await Promise.allSettled([
      t.portal.services.deposits.approve('aurora', deposit.id, STAFF),
      t.portal.services.deposits.approve('aurora', deposit.id, STAFF),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['alreadyReviewed']);
    await expect(t.portal.services.deposits.reject('aurora', deposit.id, STAFF, 'late')).rejects.toMatchObject({ code: 'alreadyReviewed' });
    expect(await balance()).toBe(start + 25_000);
    const mine = (await call(t, player, 'GET', '/wps/deposits')).json().value;
    expect(mine.list[0]).toMatchObject({ id: deposit.id, status: 'approved' });
  });

  it('when the same deposit request is sent twice with one idempotency key, then one deposit exists; a different request under that key is refused', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([bank({ idempotencyKey: key }), bank({ idempotencyKey: key })]);
    expect(a.json().value.id).toBe(b.json().value.id);
    const other = await bank({ idempotencyKey: key, amount: 30_000 });
    expect([other.status, other.json().code]).toEqual([409, 'idempotencyConflict']);
  });

  it('when staff reject a bank deposit, then nothing is credited and the note is kept', async () => {
    const start = await balance();
    const deposit = (await bank({})).json().value;
    const item = await t.portal.services.deposits.reject('aurora', deposit.id, STAFF, 'no such transfer');
    expect(item).toMatchObject({ status: 'rejected', note: 'no such transfer', reviewedBy: 'cashier', account: 'demo_player' });
    expect(await balance()).toBe(start);
  });

  it('when a receipt is uploaded, then only a real PNG or JPEG of at most 5 MB is kept, and staff can read it back', async () => {
    const deposit = (await bank({})).json().value;
    const upload = (body: Buffer, type: string) =>
      t.request(`/wps/deposits/${deposit.id}/receipt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.bearer}`, 'content-type': type, 'x-language': 'EN' },
        body,
      });
    const gif = await upload(Buffer.from('GIF89a........'), 'image/png');
    expect([gif.status, gif.json().message]).toEqual([415, en.uploadBadType]);
    const text = await upload(Buffer.from('hello'), 'text/plain');
    expect([text.status, text.json().message]).toEqual([415, en.uploadBadType]);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png');
    expect([big.status, big.json().message]).toEqual([413, en.uploadTooLarge]);
    expect(await t.portal.services.deposits.receipt('aurora', deposit.id)).toBeNull();
    const good = await upload(PNG, 'image/png');
    expect(good.status).toBe(200);
    expect(good.json().value.hasReceipt).toBe(true);
    const stored = await t.portal.services.deposits.receipt('aurora', deposit.id);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.bytes).equals(PNG)).toBe(true);
  });

  it('when the gateway webhook is delivered five times at once and again later, then the deposit is credited exactly once', async () => {
    const start = await balance();
    const res = await call(t, player, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 40_000, idempotencyKey: newKey() });
    expect(res.status).toBe(200);
    const { payUrl, id } = res.json().value;
    const token = String(payUrl).split('/').pop();
    const notice = { token, status: 'paid', amount: 40_000, currency: 'PHP', gatewayRef: 'SBX-1' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => webhook(notice)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await webhook(notice)).json().value).toEqual({ id, status: 'approved' });
    expect(await balance()).toBe(start + 40_000);
    const report = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(report.problems).toEqual([]);
  });

  it('when a webhook has a bad signature, a stale timestamp or a different amount, then it is refused and nothing is credited', async () => {
    const start = await balance();
    const { payUrl } = (await call(t, player, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 20_000, idempotencyKey: newKey() })).json().value;
    const token = String(payUrl).split('/').pop();
    const notice = { token, status: 'paid', amount: 20_000, currency: 'PHP', gatewayRef: 'SBX-2' };
    expect((await webhook(notice, undefined, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).status).toBe(401);
    expect((await webhook(notice, Math.floor(Date.now() / 1000) - 301)).status).toBe(401);
    const forged = JSON.stringify(notice);
    const tampered = await t.request('/wps/payments/sandbox/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signWebhook(secret, forged) },
      body: forged.replace('20000', '2000000'),
    });
    expect(tampered.status).toBe(401);
    expect((await webhook({ ...notice, amount: 2_000_000 })).status).toBe(422);
    expect((await webhook({ ...notice, token: 'x'.repeat(30) })).status).toBe(404);
    expect(await balance()).toBe(start);
    // Signed with another brand's secret, on this brand: refused.
    const borealisSecret = readFixtureTenant('borealis').secrets.paymentWebhookSecret as string;
    expect((await webhook(notice, undefined, signWebhook(borealisSecret, JSON.stringify(notice)))).status).toBe(401);
  });

  it('when the payer presses Pay on the hosted sandbox page, then the gateway calls the webhook and the balance rises; the page then shows the payment as done', async () => {
    const start = await balance();
    const { payUrl } = (await call(t, player, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 15_000, idempotencyKey: newKey() })).json().value;
    const page = await t.get(payUrl, { headers: { 'x-language': 'EN' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('P150.00');
    expect(page.text).toContain('data-testid="sandbox-pay"');
    const paid = await t.request(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'EN' },
      body: 'action=pay',
    });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(catalogue('en').sandboxPay.paid);
    expect(await balance()).toBe(start + 15_000);
    expect((await t.get(payUrl)).text).not.toContain('data-testid="sandbox-pay"');
  });

  it("when the player chose a language in the app, then the sandbox page and its outcome follow it, not the brand's default", async () => {
    // Another member than the other tests' player, whose sandbox payments of the day are used up.
    const agent: Client = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'demo_agent', 'demo1234')).json().value.token };
    const { payUrl } = (await call(t, agent, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 12_000, idempotencyKey: newKey() })).json().value;
    const ty = catalogue('ty').sandboxPay;
    const en = catalogue('en').sandboxPay;
    // No choice made: aurora's default language (TY).
    expect((await t.get(payUrl)).text).toContain(ty.title);
    // The app's language cookie (EN) on this host: the page, its buttons and the form that keeps the language.
    const chosen = await t.get(payUrl, { headers: { cookie: `${LANGUAGE_COOKIE}=EN` } });
    expect(chosen.text).toContain(`<html lang="en">`);
    expect(chosen.text).toContain(en.title);
    expect(chosen.text).toContain(en.cancel);
    expect(chosen.text).toContain(`action="${payUrl}?language=EN"`);
    // A link that names the language (what the deposit page opens) wins over the cookie; a language the brand does not offer is ignored.
    expect((await t.get(`${payUrl}?language=TY`, { headers: { cookie: `${LANGUAGE_COOKIE}=EN` } })).text).toContain(ty.title);
    expect((await t.get(`${payUrl}?language=TH`)).text).toContain(ty.title);
    const cancelled = await t.request(`${payUrl}?language=EN`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.text).toContain(en.cancelled);
  });

  it('when a free-play guest or a visitor without session asks, then deposits are refused', async () => {
    const guest = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const trial: Client = { host: AURORA, bearer: guest.json().value.token };
    const res = await call(t, trial, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: 25_000,
      reference: 'x',
      idempotencyKey: newKey(),
    });
    expect([res.status, res.json().code]).toEqual([403, 'trialAccount']);
    expect((await t.get('/wps/deposits/methods')).status).toBe(401);
  });

  it('when brand B is asked about a deposit of brand A, then it does not exist there', async () => {
    const deposit = (await bank({})).json().value;
    await expect(t.portal.services.deposits.approve('borealis', deposit.id, STAFF)).rejects.toMatchObject({ code: 'depositNotFound' });
    expect((await t.portal.services.deposits.listForStaff({ tenantIds: ['borealis'] })).items.some((i) => i.id === deposit.id)).toBe(false);
    // A brand-A session is worthless on brand B.
    expect((await call(t, { ...player, host: BOREALIS }, 'GET', '/wps/deposits')).status).toBe(401);
  });
});
