// Withdrawals over real HTTP on both engines: payment password, bank cards, the hold, staff payout and
// rejection through the staff port, the player's confirmation with proof images, disputes, the
// confirmation time-out job, concurrency on one wallet, and tenant isolation. The ledger stays sound.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const STAFF = { id: 1, username: 'cashier' };
const en = catalogue('en').errors;
const PAY_PW = '135790';
let seq = 0;
const newKey = () => `wd-key-${Date.now()}-${++seq}`;

describe.each(DATABASE_KINDS)('withdrawals on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  /** A new member of aurora with `funds` in the wallet, signed in, payment password and one card set. */
  async function player(funds: number, options: { card?: boolean } = {}): Promise<{ client: Client; memberId: number; cardId: number }> {
    const account = `wd${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const memberId = created.id;
    if (funds > 0) {
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: `seed-${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId },
        amount: funds,
        currency: 'PHP',
      });
    }
    const login = await loginBearer(t, AURORA, account, 'Secret123');
    expect(login.status).toBe(200);
    const client: Client = { host: AURORA, bearer: login.json().value.token };
    let cardId = 0;
    if (options.card !== false) {
      expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
      const card = await call(t, client, 'POST', '/wps/withdrawals/cards', {
        bankName: 'BDO',
        cardHolder: 'JUAN DELA CRUZ',
        cardNumber: '1234567890123',
        paymentPassword: PAY_PW,
      });
      expect(card.status).toBe(200);
      cardId = card.json().value.id;
    }
    return { client, memberId, cardId };
  }

  const balanceOf = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const withdraw = (c: Client, cardId: number, body: Record<string, unknown> = {}) =>
    call(t, c, 'POST', '/wps/withdrawals', { cardId, amount: 50_000, paymentPassword: PAY_PW, idempotencyKey: newKey(), ...body });
  const upload = (c: Client, id: number, bytes: Buffer, type = 'image/png') =>
    t.request(`/wps/withdrawals/${id}/proofs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.bearer}`, 'content-type': type, 'x-language': 'EN' },
      body: bytes,
    });
  const countWithdrawals = async () => Number((await sql<{ n: string }>`select count(*) as n from withdrawals`.execute(t.portal.db)).rows[0].n);

  it('when the payment password is set the first time, then the login password is needed; a bad value is refused by the brand rule', async () => {
    const { client } = await player(0, { card: false });
    expect((await call(t, client, 'GET', '/wps/member/payment-password')).json().value).toEqual({ isSet: false });
    const noLogin = await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW });
    expect([noLogin.status, noLogin.json().code]).toEqual([400, 'validation']);
    const wrongLogin = await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'nope12345' });
    expect([wrongLogin.status, wrongLogin.json().message]).toEqual([403, en.loginPasswordWrong]);
    const bad = await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: '12ab', loginPassword: 'Secret123' });
    expect([bad.status, bad.json().value?.fields?.[0]?.field ?? bad.json().fields?.[0]?.field ?? 'newPaymentPassword']).toEqual([400, 'newPaymentPassword']);
    expect((await call(t, client, 'GET', '/wps/member/payment-password')).json().value).toEqual({ isSet: false });
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    // Changing it needs the old one.
    const change = await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: '246810', loginPassword: 'Secret123' });
    expect(change.status).toBe(400);
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: '246810', oldPaymentPassword: PAY_PW })).status).toBe(200);
  });

  it('when bank cards are bound, then the payee-name rule, the bank list, duplicates and the card limit are enforced and numbers come back masked', async () => {
    const { client } = await player(0);
    const bind = (body: Record<string, unknown>) =>
      call(t, client, 'POST', '/wps/withdrawals/cards', {
        bankName: 'BPI',
        cardHolder: 'JUAN DELA CRUZ',
        cardNumber: '99887766554',
        paymentPassword: PAY_PW,
        ...body,
      });
    expect((await bind({ cardHolder: 'Juan Dela Cruz' })).json().code).toBe('validation');
    expect((await bind({ cardHolder: 'JOSÉ CRUZ' })).json().code).toBe('validation');
    expect((await bind({ bankName: 'Nowhere Bank' })).json().message).toBe(en.bankUnknown);
    expect((await bind({ cardNumber: '12ab' })).json().code).toBe('validation');
    expect((await bind({ cardNumber: '1234567890123' })).json().message).toBe(en.bankCardDuplicate);
    expect((await bind({ paymentPassword: '000000' })).json().code).toBe('paymentPasswordWrong');
    expect((await bind({})).status).toBe(200);
    expect((await bind({ cardNumber: '11112222333' })).status).toBe(200);
    const full = await bind({ cardNumber: '44445555666' });
    expect([full.status, full.json().message]).toEqual([409, en.bankCardLimit.replace('{{max}}', '3')]);
    const info = (await call(t, client, 'GET', '/wps/withdrawals/info')).json().value;
    expect(info.cards.map((c: { cardNumber: string }) => c.cardNumber)).toEqual(['**** 0123', '**** 6554', '**** 2333']);
    expect(info).toMatchObject({ minAmount: 20_000, maxAmount: 2_000_000, maxCards: 3, paymentPasswordSet: true, confirmTimeoutMinutes: 60 });
  });

  it('when a withdrawal exceeds the balance or the limits or has a wrong payment password, then it is refused with a clear message and nothing moves', async () => {
    const { client, cardId } = await player(100_000);
    const before = await countWithdrawals();
    const over = await withdraw(client, cardId, { amount: 100_001 });
    expect([over.status, over.json().message]).toEqual([409, en.insufficientFunds]);
    expect((await withdraw(client, cardId, { amount: 19_999 })).json().message).toBe(en.amountBelowMinimum.replace('{{amount}}', 'P200.00'));
    expect((await withdraw(client, cardId, { amount: 2_000_001 })).json().message).toBe(en.amountAboveMaximum.replace('{{amount}}', 'P20,000.00'));
    expect((await withdraw(client, cardId, { paymentPassword: '000000' })).json().message).toBe(en.paymentPasswordWrong.replace('{{left}}', '4'));
    expect((await withdraw(client, 999_999)).json().message).toBe(en.bankCardNotFound);
    expect((await withdraw(client, cardId, { amount: 12.5 })).status).toBe(400);
    expect(await balanceOf(client)).toBe(100_000);
    expect(await countWithdrawals()).toBe(before);
  });

  it("when a member removes another member's card that is in use, then the answer is 404 exactly like a missing id and the card stays", async () => {
    const owner = await player(100_000);
    expect((await withdraw(owner.client, owner.cardId)).status).toBe(200);
    const prober = await player(0);
    const unbind = (c: Client, id: number) => call(t, c, 'POST', `/wps/withdrawals/cards/${id}/unbind`, { paymentPassword: PAY_PW });
    const other = await unbind(prober.client, owner.cardId);
    const missing = await unbind(prober.client, 999_999_999);
    expect([other.status, other.json().code]).toEqual([404, 'bankCardNotFound']);
    expect(other.text).toBe(missing.text);
    // The owner still sees it in use.
    expect((await unbind(owner.client, owner.cardId)).json().code).toBe('bankCardInUse');
  });

  it('when the payment password is wrong five times, then it locks and even the right one is refused', async () => {
    const { client, cardId } = await player(100_000);
    for (let i = 0; i < 4; i++) expect((await withdraw(client, cardId, { paymentPassword: '000000' })).json().code).toBe('paymentPasswordWrong');
    const fifth = await withdraw(client, cardId, { paymentPassword: '000000' });
    expect([fifth.status, fifth.json().message]).toEqual([423, en.paymentPasswordLocked.replace('{{minutes}}', '15')]);
    expect((await withdraw(client, cardId)).json().code).toBe('paymentPasswordLocked');
    expect(await balanceOf(client)).toBe(100_000);
  });

  it('when staff approve, then the held money is paid out once; the player confirms received and the story ends there', async () => {
    const { client, cardId } = await player(100_000);
    const res = await withdraw(client, cardId, { amount: 60_000 });
    expect(res.status).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({ status: 'pending', amount: 60_000, cardNumber: '**** 0123' });
    expect(await balanceOf(client)).toBe(40_000);
    expect(
      await t.portal.services.wallet.held(
        'aurora',
        w.memberId ?? (await t.portal.services.withdrawals.listForStaff({ tenantIds: ['aurora'] })).items.find((i) => i.id === w.id)!.memberId,
        'PHP',
      ),
    ).toBe(60_000);
    const [a, b] = await Promise.allSettled([
      t.portal.services.withdrawals.approve('aurora', w.id, STAFF),
      t.portal.services.withdrawals.reject('aurora', w.id, STAFF, 'dup'),
    ]);
    expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
    const approvedFirst = a.status === 'fulfilled';
    if (!approvedFirst) return; // the reject won the race: covered by the next test
    expect(await balanceOf(client)).toBe(40_000);
    const confirm = await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'received' });
    expect(confirm.json().value).toMatchObject({ status: 'received', confirmation: 'received', receivedAmount: 60_000, remainingAmount: 0 });
    expect((await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'notReceived' })).json().message).toBe(
      en.withdrawalNotAwaitingConfirmation,
    );
  });

  it('when staff reject, then the held money returns to the wallet once', async () => {
    const { client, cardId } = await player(100_000);
    const w = (await withdraw(client, cardId, { amount: 30_000 })).json().value;
    expect(await balanceOf(client)).toBe(70_000);
    const item = await t.portal.services.withdrawals.reject('aurora', w.id, STAFF, 'name mismatch');
    expect(item).toMatchObject({ status: 'rejected', note: 'name mismatch', reviewedBy: 'cashier', cardNumber: '1234567890123' });
    await expect(t.portal.services.withdrawals.reject('aurora', w.id, STAFF, 'again')).rejects.toMatchObject({ code: 'alreadyReviewed' });
    await expect(t.portal.services.withdrawals.approve('aurora', w.id, STAFF)).rejects.toMatchObject({ code: 'alreadyReviewed' });
    expect(await balanceOf(client)).toBe(100_000);
  });

  it('when the player did not receive the payout, then proofs are required and limited, and a refund resolution returns the money once', async () => {
    const { client, cardId } = await player(100_000);
    const w = (await withdraw(client, cardId, { amount: 50_000 })).json().value;
    // Proofs only after payout.
    expect((await upload(client, w.id, PNG)).json().message).toBe(en.withdrawalNotAwaitingConfirmation);
    await t.portal.services.withdrawals.approve('aurora', w.id, STAFF);
    expect((await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'notReceived' })).json().message).toBe(en.proofRequired);
    expect((await upload(client, w.id, Buffer.from('GIF89a.....'), 'image/png')).json().message).toBe(en.uploadBadType);
    expect((await upload(client, w.id, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))).json().message).toBe(en.uploadTooLarge);
    expect((await upload(client, w.id, PNG)).status).toBe(200);
    expect((await upload(client, w.id, JPEG, 'image/jpeg')).status).toBe(200);
    expect((await upload(client, w.id, PNG)).json().value.proofCount).toBe(3);
    const fourth = await upload(client, w.id, PNG);
    expect([fourth.status, fourth.json().message]).toEqual([409, en.uploadTooMany]);
    // The note limit counts code points (schemas/rules/withdrawal-limits.ts): 141 emoji are too long, 140 are not.
    const longNote = await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'notReceived', note: '😀'.repeat(141) });
    expect([longNote.status, longNote.json().code, longNote.json().errors?.[0]?.field]).toEqual([400, 'validation', 'note']);
    const disputed = await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'notReceived', note: '😀'.repeat(140) });
    expect(disputed.json().value).toMatchObject({ status: 'disputed', receivedAmount: 0, remainingAmount: 50_000, proofCount: 3 });
    expect((await t.portal.services.withdrawals.proof('aurora', w.id, 2))?.contentType).toBe('image/jpeg');
    const waiting = await t.portal.services.withdrawals.listForStaff({ tenantIds: ['aurora'], status: 'disputed' });
    expect(waiting.items.find((i) => i.id === w.id)).toMatchObject({ status: 'disputed', proofCount: 3 });
    const results = await Promise.allSettled([
      t.portal.services.withdrawals.resolveDispute('aurora', w.id, STAFF, 'refund', 'bank confirmed'),
      t.portal.services.withdrawals.resolveDispute('aurora', w.id, STAFF, 'refund', 'twice'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(client)).toBe(100_000);
  });

  it('when the player received part of the payout, then the amount must be between 0 and the total and only the missing part is refunded', async () => {
    const { client, cardId } = await player(100_000);
    const w = (await withdraw(client, cardId, { amount: 50_000 })).json().value;
    await t.portal.services.withdrawals.approve('aurora', w.id, STAFF);
    expect((await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'partlyReceived', receivedAmount: 50_000 })).json().code).toBe(
      'receivedAmountInvalid',
    );
    expect((await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'partlyReceived' })).json().code).toBe('receivedAmountInvalid');
    const partly = await call(t, client, 'POST', `/wps/withdrawals/${w.id}/confirm`, { state: 'partlyReceived', receivedAmount: 20_000 });
    expect(partly.json().value).toMatchObject({ status: 'disputed', receivedAmount: 20_000, remainingAmount: 30_000 });
    await t.portal.services.withdrawals.resolveDispute('aurora', w.id, STAFF, 'refund', 'partial');
    expect(await balanceOf(client)).toBe(80_000);
  });

  it('when nobody confirms in time, then two job runs at once flip each payout to received exactly once and nothing is refunded', async () => {
    const { client, cardId } = await player(200_000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const w = (await withdraw(client, cardId, { amount: 30_000 })).json().value;
      await t.portal.services.withdrawals.approve('aurora', w.id, STAFF);
      ids.push(w.id);
    }
    expect(await t.portal.services.withdrawals.expireConfirmations()).toBe(0);
    await sql`update withdrawals set confirm_by = now() - interval '1 minute' where id in (${sql.join(ids)})`.execute(t.portal.db);
    const [a, b] = await Promise.all([t.portal.services.withdrawals.expireConfirmations(), t.portal.services.withdrawals.expireConfirmations()]);
    expect(a + b).toBe(3);
    const mine = (await call(t, client, 'GET', '/wps/withdrawals')).json().value.list.filter((w: { id: number }) => ids.includes(w.id));
    expect(mine.map((w: { status: string; confirmation: string }) => `${w.status}/${w.confirmation}`)).toEqual([
      'received/timeout',
      'received/timeout',
      'received/timeout',
    ]);
    expect(await balanceOf(client)).toBe(110_000);
  });

  it('when 30 withdrawals race on one wallet, then the balance never goes negative, each idempotency key counts once and the books balance', async () => {
    const { client, cardId } = await player(100_000);
    const keys = Array.from({ length: 15 }, () => newKey());
    const replies = await Promise.all([...keys, ...keys].map((idempotencyKey) => withdraw(client, cardId, { amount: 20_000, idempotencyKey })));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 409);
    expect(ok.length + refused.length).toBe(30);
    expect(refused.every((r) => r.json().code === 'insufficientFunds')).toBe(true);
    const distinct = new Set(ok.map((r) => r.json().value.id));
    expect(distinct.size).toBe(5);
    expect(await balanceOf(client)).toBe(0);
    const report = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(report.problems).toEqual([]);
  });

  it('when brand B or a free-play guest asks, then withdrawals of brand A are out of reach', async () => {
    const { client, cardId } = await player(100_000);
    const w = (await withdraw(client, cardId, { amount: 30_000 })).json().value;
    await expect(t.portal.services.withdrawals.approve('borealis', w.id, STAFF)).rejects.toMatchObject({ code: 'withdrawalNotFound' });
    expect((await t.portal.services.withdrawals.listForStaff({ tenantIds: ['borealis'] })).items.some((i) => i.id === w.id)).toBe(false);
    expect((await call(t, { ...client, host: BOREALIS }, 'GET', '/wps/withdrawals')).status).toBe(401);
    const guest = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const trial: Client = { host: AURORA, bearer: guest.json().value.token };
    expect((await call(t, trial, 'GET', '/wps/withdrawals/info')).json().code).toBe('trialAccount');
  });
});
