// Bank cards in My account (issue 21 item 1) over real HTTP on both engines: binding needs the number typed
// twice (spec §8 'Incorrect confirmation input') and the payment password; removing needs the payment
// password; each change becomes a system message; bad input is a translated 400 with nothing changed; a card
// of one member or brand is out of reach of another.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');
const PAY_PW = '135790';
let seq = 0;

describe.each(DATABASE_KINDS)('bank cards in my account on %s', (kind) => {
  let t: TestApp;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  /** A signed-in member of the brand with the payment password set. */
  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number }> {
    const account = `bc${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, host, account, 'Secret123');
    expect(login.status, login.text).toBe(200);
    const client: Client = { host, bearer: login.json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    return { client, memberId: created.id };
  }

  const card = { bankName: 'BDO', cardHolder: 'JUAN DELA CRUZ', cardNumber: '5544332211009', confirmCardNumber: '5544332211009', paymentPassword: PAY_PW };
  const bind = (c: Client, body: Record<string, unknown> = {}) => call(t, c, 'POST', '/wps/withdrawals/cards', { ...card, ...body });
  const unbind = (c: Client, id: unknown, body: unknown = { paymentPassword: PAY_PW }) =>
    call(t, c, 'POST', `/wps/withdrawals/cards/${String(id)}/unbind`, body);
  const cardsOf = async (c: Client) =>
    ((await call(t, c, 'GET', '/wps/withdrawals/info')).json().value.cards as Array<{ id: number; cardNumber: string }>).map((x) => x.id);
  const cardRows = async (memberId: number) =>
    Number(
      (await sql<{ n: string }>`select count(*)::text as n from bank_cards where member_id = ${memberId} and deleted_at is null`.execute(t.portal.db)).rows[0]
        .n,
    );
  const systemCodes = async (c: Client) => {
    await eventually(async () => {
      await t.portal.services.messages.drainEvents();
      expect(await t.portal.services.events.caughtUp('messages')).toBe(true);
    });
    const box = (await call(t, c, 'GET', '/wps/member/messages?size=50')).json().value as { list: Array<{ code?: string }> };
    return box.list.map((m) => m.code ?? '');
  };

  it('when a member binds a card and then removes it with the payment password, then it comes and goes and each change is told by a system message', async () => {
    const p = await player();
    const bound = await bind(p.client);
    expect(bound.status, bound.text).toBe(200);
    expect(bound.json().value).toMatchObject({ bankName: 'BDO', cardHolder: 'JUAN DELA CRUZ', cardNumber: '**** 1009' });
    expect(await cardsOf(p.client)).toEqual([bound.json().value.id]);
    const removed = await unbind(p.client, bound.json().value.id);
    expect([removed.status, removed.json().success]).toEqual([200, true]);
    expect(await cardsOf(p.client)).toEqual([]);
    const codes = await systemCodes(p.client);
    expect(codes).toContain('bankCardAdded');
    expect(codes).toContain('bankCardRemoved');
  });

  it('when the card number typed again differs, then the answer is "Incorrect confirmation input" under that field and no card is bound', async () => {
    const p = await player();
    const res = await bind(p.client, { confirmCardNumber: '5544332211008' });
    expect(res.status).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'confirmCardNumber', message: en.errors.incorrectConfirmation })]);
    expect(await cardRows(p.memberId)).toBe(0);
  });

  it('when a removal has a wrong, missing or malformed payment password or a bad id, then it is a translated 4xx and the card stays', async () => {
    const p = await player();
    const id = (await bind(p.client)).json().value.id as number;
    const wrong = await unbind(p.client, id, { paymentPassword: '000000' });
    expect([wrong.status, wrong.json().message]).toEqual([403, en.errors.paymentPasswordWrong.replace('{{left}}', '4')]);
    for (const body of [{}, { paymentPassword: 123456 }, { paymentPassword: 'x'.repeat(65) }, { paymentPassword: PAY_PW, extra: 1 }, '<script>']) {
      const res = await unbind(p.client, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const bad of ['0', '-1', 'abc', '1.5', '9007199254740992']) expect((await unbind(p.client, bad)).status, bad).toBe(400);
    expect(await cardsOf(p.client)).toEqual([id]);
    expect(await systemCodes(p.client)).not.toContain('bankCardRemoved');
  });

  it("when another member or another brand's session tries to remove a card, then it is 404 or 401, no password attempt is counted, and the card stays", async () => {
    const owner = await player();
    const id = (await bind(owner.client)).json().value.id as number;
    const sameBrand = await player();
    const other = await unbind(sameBrand.client, id);
    expect([other.status, other.json().code]).toEqual([404, 'bankCardNotFound']);
    const otherBrand = await player(BOREALIS, 'borealis');
    expect((await unbind(otherBrand.client, id)).status).toBe(404);
    // The owner's own session is worthless on the other brand's host.
    expect((await unbind({ host: BOREALIS, bearer: owner.client.bearer }, id)).status).toBe(401);
    expect((await call(t, { host: BOREALIS, bearer: owner.client.bearer }, 'GET', '/wps/withdrawals/info')).status).toBe(401);
    expect(await cardsOf(owner.client)).toEqual([id]);
    // No wrong answer was counted against the owner: five tries remain (the 4-left message after one wrong one).
    expect((await unbind(owner.client, id, { paymentPassword: '000000' })).json().message).toBe(en.errors.paymentPasswordWrong.replace('{{left}}', '4'));
  });
});
