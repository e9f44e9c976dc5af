// One bonus per person (issue 19 "abuse"): a promotion with limits.onePerPerson goes to one account of a
// person, where accounts sharing a verified mobile or a bank card number (even one since moved or unbound)
// are one person. Automatic grants skip the second account; a claim or an application by it is refused
// with the translated reason; two accounts of one person claiming at once get one payment. Both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
const PAY_PW = '135790';
const text = (s: string) => ({ EN: s });
let seq = 0;

const PROMOTIONS = [
  {
    id: 'first-cash',
    type: 'deposit',
    category: 'deposit',
    title: text('First deposit cash'),
    summary: text('1,000 on the first deposit'),
    rules: [text('One per person.')],
    deposit: { which: 'first' },
    award: { kind: 'cash', fixedAmount: 1_000 },
    limits: { onePerPerson: true },
  },
  {
    id: 'gift',
    type: 'newbie',
    category: 'newbie',
    title: text('Sign-up gift'),
    summary: text('500'),
    rules: [text('One per person.')],
    award: { kind: 'cash', fixedAmount: 500 },
    limits: { onePerPerson: true },
  },
  {
    id: 'story',
    type: 'apply',
    category: 'other',
    title: text('Story'),
    summary: text('Apply'),
    rules: [text('One per person.')],
    award: { kind: 'cash' },
    apply: { maxAmount: 5_000 },
    limits: { onePerPerson: true },
  },
];

describe.each(DATABASE_KINDS)('one bonus per person on %s', (kind) => {
  let t: TestApp;
  let marketing: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: { aurora: { ...readFixtureTenant('aurora'), promotions: PROMOTIONS }, borealis: readFixtureTenant('borealis') },
    });
    marketing = await newSignedInStaff(t, 'marketing', ['aurora']);
  });
  afterAll(() => t?.close());

  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  const grants = async (memberId: number) =>
    (
      await sql<{
        promotion_id: string;
      }>`select promotion_id from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId} order by promotion_id`.execute(t.portal.db)
    ).rows.map((r) => r.promotion_id);

  /** A new aurora member, signed in, with a payment password, a bank card of `card` and, optionally, a verified mobile. */
  async function player(card: string | null, mobile?: string): Promise<{ client: Client; memberId: number; cardId?: number }> {
    const account = `pp${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
      mobile: mobile ? { e164: `+${mobile}`, countryDialingCode: '63', nationalNumber: mobile.slice(2), verified: true } : null,
    });
    if ('conflict' in created) throw new Error(`member exists: ${created.conflict}`);
    const client: Client = { host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    if (card) {
      const bound = await call(t, client, 'POST', '/wps/withdrawals/cards', {
        bankName: 'BDO',
        cardHolder: 'JUAN DELA CRUZ',
        cardNumber: card,
        paymentPassword: PAY_PW,
      });
      expect(bound.status).toBe(200);
      return { client, memberId: created.id, cardId: bound.json().value.id };
    }
    return { client, memberId: created.id };
  }

  async function deposit(c: Client, amount: number): Promise<void> {
    const res = await call(t, c, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount,
      reference: 'TXN',
      idempotencyKey: `opp-${Date.now()}-${++seq}`,
    });
    expect(res.status).toBe(200);
    await t.portal.services.deposits.approve('aurora', res.json().value.id, STAFF);
  }

  it('when two accounts share a bank card, then only the first to deposit gets the one-per-person bonus; an account with its own card gets it too', async () => {
    const card = `5500${Date.now() % 1_000_000_000}`;
    const a = await player(card);
    const b = await player(card);
    const c = await player(`4400${Date.now() % 1_000_000_000}`);
    await deposit(a.client, 10_000);
    await drain();
    await deposit(b.client, 10_000);
    await deposit(c.client, 10_000);
    await drain();
    // Both signed up before the engine saw them, each with the card by then: the gift went to one of them.
    expect(await grants(a.memberId)).toEqual(['first-cash', 'gift']);
    expect(await grants(b.memberId)).toEqual([]);
    expect(await grants(c.memberId)).toEqual(['first-cash', 'gift']);
    // Unbinding the card later does not make the second account a new person.
    expect((await call(t, a.client, 'POST', `/wps/withdrawals/cards/${a.cardId}/unbind`, { paymentPassword: PAY_PW })).status).toBe(200);
    const d = await player(card);
    await deposit(d.client, 10_000);
    await drain();
    expect(await grants(d.memberId)).toEqual([]);
  });

  it('when a verified mobile moves to a new account, then the new account is the same person for the sign-up gift', async () => {
    const mobile = `63917${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const first = await player(null, mobile);
    await drain();
    expect(await grants(first.memberId)).toEqual(['gift']);
    // The first account gives the number up (as a mobile change does), and a new account verifies it.
    await sql`update members set mobile_verified = false, mobile_e164 = null, mobile_num = null, country_dialing_code = null where tenant_id = 'aurora' and id = ${first.memberId}`.execute(
      t.portal.db,
    );
    const second = await player(null, mobile);
    await drain();
    expect(await grants(second.memberId)).toEqual([]);
  });

  it('when two accounts of one person claim an approved reward at once, then one is paid and the other is told why; a third application is refused', async () => {
    const card = `6600${Date.now() % 1_000_000_000}`;
    const owners = [await player(card), await player(card)];
    const rewardIds: number[] = [];
    for (const owner of owners) {
      const applied = await call(t, owner.client, 'POST', '/wps/promotions/story/applications', { comment: 'mine' });
      expect(applied.status).toBe(200);
      const approved = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${applied.json().value.id}`, {
        decision: 'approve',
        amount: 2_000,
      });
      expect(approved.status).toBe(200);
      rewardIds.push((await call(t, owner.client, 'GET', '/wps/rewards')).json().value.list[0].id);
    }
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => call(t, owners[i % 2].client, 'POST', `/wps/rewards/${rewardIds[i % 2]}/claim`)));
    const paid = claims.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(claims.filter((r) => r.status === 409 && r.json().message === en.promotionOncePerPerson).length).toBeGreaterThan(0);
    const story = await sql<{
      n: string;
    }>`select count(*) as n from promotion_grants where tenant_id = 'aurora' and promotion_id = 'story' and member_id in (${owners[0].memberId}, ${owners[1].memberId})`.execute(
      t.portal.db,
    );
    expect(Number(story.rows[0].n)).toBe(1);
    const third = await player(card);
    const refused = await call(t, third.client, 'POST', '/wps/promotions/story/applications', { comment: 'me too' });
    expect([refused.status, refused.json().message]).toEqual([409, en.promotionOncePerPerson]);
  });

  it('when the promotion is read, then its terms say one per person', async () => {
    expect((await t.get('/wps/promotions/story?language=EN')).json().value.terms).toMatchObject({ onePerPerson: true });
  });
});
