// Player protection, exclusion half (issue 22 items 3, 4, 6) over real HTTP on both engines: a time-out or
// self-exclusion ends every session, a new sign-in is withdrawal-only (balance and withdrawal work; deposits,
// game launches and stakes — a vendor's seamless bet on an old game session included — are refused), it can
// never be shortened, a self-exclusion lifts only on request after its end plus 24 h (test clock), staff see
// it and add operator exclusions (audited, brand-scoped), and bad input changes nothing.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const RG = '/wps/member/responsible-gaming';
const PAY_PW = '246810';
const SECRET: string = readFixtureTenant('aurora').secrets.vendorSecrets.ORIGINALS;
const DAY = 86_400_000;
let seq = 0;

describe.each(DATABASE_KINDS)('exclusion on %s', (kind) => {
  let t: TestApp;
  let clock = Date.now();
  let support: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind, accounts: { now: () => clock } });
    support = await newSignedInStaff(t, 'admin');
  });
  afterAll(() => t?.close());

  async function player(funds = 100_000, tenantId = 'aurora', host = AURORA) {
    const account = `ex${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    if (funds > 0) {
      await t.portal.services.wallet.transfer({
        tenantId,
        idempotencyKey: `seed-${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: funds,
        currency: tenantId === 'aurora' ? 'PHP' : readFixtureTenant(tenantId).currency.code,
      });
    }
    const client = await signIn(host, account);
    return { account, memberId: created.id, client };
  }
  async function signIn(host: string, account: string): Promise<Client> {
    const login = await loginBearer(t, host, account, 'Secret123');
    expect(login.status).toBe(200);
    return { host, bearer: login.json().value.token };
  }
  const rows = async (memberId: number) =>
    Number((await sql<{ n: string }>`select count(*)::text as n from member_exclusions where member_id = ${memberId}`.execute(t.portal.db)).rows[0].n);
  const balanceOf = async (c: Client) => (await call(t, c, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  async function launch(c: Client): Promise<string> {
    const res = await call(t, c, 'GET', '/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels');
    const token = /[?&]token=([^&]+)/.exec(res.json().value?.url ?? '')?.[1];
    if (res.status !== 200 || !token) throw new Error(`launch: ${res.text}`);
    return token;
  }
  function vendorBet(memberId: number, token: string, txId: string, amount = 1_000) {
    const raw = JSON.stringify({
      playerId: String(memberId),
      timestamp: Date.now(),
      currency: 'PHP',
      token,
      gameCode: 'fortune-reels',
      txId,
      roundId: `r-${txId}`,
      amount,
    });
    const signature = createHmac('sha256', SECRET).update(raw, 'utf8').digest('hex');
    return t.request('/wps/vendor/ORIGINALS/bet', {
      method: 'POST',
      host: AURORA,
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body: raw,
    });
  }

  it('when a player takes a 24-hour time-out, then sessions end, sign-in is withdrawal-only and stakes (a vendor bet on an old game session) are refused', async () => {
    const p = await player();
    expect((await call(t, p.client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    const card = await call(t, p.client, 'POST', '/wps/withdrawals/cards', {
      bankName: 'BDO',
      cardHolder: 'JUAN DELA CRUZ',
      cardNumber: '1234567890123',
      paymentPassword: PAY_PW,
    });
    expect(card.status).toBe(200);
    const gameToken = await launch(p.client);

    const taken = await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '24h' });
    expect(taken.status).toBe(200);
    expect(taken.json().value).toMatchObject({ excluded: true, current: { kind: 'timeout', period: '24h' } });
    expect((await call(t, p.client, 'GET', RG)).status).toBe(401);

    const bet = await vendorBet(p.memberId, gameToken, `tx-${seq}-a`);
    expect(bet.status).toBe(403);
    // The vendor's documented refusal: 403 `playerExcluded` (answered in the brand's default language).
    expect(bet.json()).toMatchObject({ success: false, code: 'playerExcluded', message: catalogue('ty').errors.playerExcluded });

    const again = await signIn(AURORA, p.account);
    const state = (await call(t, again, 'GET', RG)).json().value;
    expect(state).toMatchObject({ restricted: true, exclusion: { excluded: true } });
    expect(await balanceOf(again)).toBe(100_000);
    const deposit = await call(t, again, 'GET', '/wps/deposits/methods');
    expect(deposit.status).toBe(403);
    expect(deposit.json()).toMatchObject({ code: 'memberExcluded', message: en.memberExcluded });
    // Behind the gate, the deposit service refuses on its own too (a session from before the exclusion, another path).
    const aurora = t.portal.tenants.get('aurora')!;
    await expect(
      t.portal.services.deposits.createBank(aurora, p.memberId, { methodId: 'bank', bankAccountId: 'x', amount: 10_000 } as never),
    ).rejects.toMatchObject({
      code: 'memberExcluded',
    });
    expect((await call(t, again, 'GET', '/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels')).status).toBe(403);
    const withdrawal = await call(t, again, 'POST', '/wps/withdrawals', {
      cardId: card.json().value.id,
      amount: 50_000,
      paymentPassword: PAY_PW,
      idempotencyKey: `wd-${seq}-${Date.now()}`,
    });
    expect(withdrawal.status).toBe(200);
    expect(await balanceOf(again)).toBe(50_000);
  });

  it('when a player asks for a shorter time-out, a malformed period or a self period as a time-out, then it is refused and nothing changes', async () => {
    const p = await player(0);
    const malformed = await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '3d' });
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'validation' });
    const wrongKind = await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '1y' });
    expect(wrongKind.json()).toMatchObject({ code: 'exclusionPeriodInvalid', message: en.exclusionPeriodInvalid });
    expect(await rows(p.memberId)).toBe(0);
    expect((await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '7d' })).status).toBe(200);
    const restricted = await signIn(AURORA, p.account);
    const shorter = await call(t, restricted, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '24h' });
    expect(shorter.status).toBe(409);
    expect(shorter.json()).toMatchObject({ code: 'exclusionWouldShorten', message: en.exclusionWouldShorten });
    const early = await call(t, restricted, 'POST', `${RG}/exclusion/lift`);
    expect(early.json()).toMatchObject({ code: 'exclusionNotEnded', message: en.exclusionNotEnded });
    expect(await rows(p.memberId)).toBe(1);
  });

  it('when a 6-month self-exclusion ends, then it lifts only on request and 24 hours later (test clock)', async () => {
    const p = await player(0);
    expect((await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'self', period: '6m' })).status).toBe(200);
    let c = await signIn(AURORA, p.account);
    expect((await call(t, c, 'POST', `${RG}/exclusion/lift`)).json().code).toBe('exclusionNotEnded');
    try {
      clock += 200 * DAY;
      c = await signIn(AURORA, p.account);
      const before = (await call(t, c, 'GET', RG)).json().value;
      expect(before).toMatchObject({ restricted: true, exclusion: { excluded: true, canRequestLift: true } });
      const lift = await call(t, c, 'POST', `${RG}/exclusion/lift`);
      expect(lift.json().value).toMatchObject({ excluded: true, canRequestLift: false });
      clock += DAY + 60_000;
      c = await signIn(AURORA, p.account);
      expect((await call(t, c, 'GET', RG)).json().value).toMatchObject({ restricted: false, exclusion: { excluded: false } });
    } finally {
      clock = Date.now();
    }
  });

  it('when bets race an exclusion, then every bet after the exclusion answered is refused and the balance matches the bets taken', async () => {
    const p = await player(100_000);
    const token = await launch(p.client);
    const racing = Array.from({ length: 20 }, (_, i) => vendorBet(p.memberId, token, `race-${seq}-${i}`));
    const exclusion = call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '30d' });
    const [answers, excluded] = await Promise.all([Promise.all(racing), exclusion]);
    expect(excluded.status).toBe(200);
    const applied = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.json().code === 'playerExcluded')).toBe(true);
    const after = await vendorBet(p.memberId, token, `race-${seq}-late`);
    expect(after.json().code).toBe('playerExcluded');
    const c = await signIn(AURORA, p.account);
    expect(await balanceOf(c)).toBe(100_000 - applied * 1_000);
  });

  it('when an excluded member signs in by SMS code or a social account, then the session is withdrawal-only like a password one', async () => {
    // Every sign-in method ends in LoginService.start (the SMS and OpenID flows themselves are tested in their own files).
    const p = await player(0);
    expect((await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'self', period: '1y' })).status).toBe(200);
    const aurora = t.portal.tenants.get('aurora')!;
    const member = (await t.portal.services.accounts.members.findById('aurora', p.memberId))!;
    for (const method of ['sms', 'social'] as const) {
      const signed = await t.portal.services.accounts.login.start(aurora, member, method, false, { ip: '127.0.0.1', device: 'test' });
      const c: Client = { host: AURORA, bearer: signed.started.token };
      expect((await call(t, c, 'GET', RG)).json().value).toMatchObject({ restricted: true });
      expect((await call(t, c, 'POST', '/wps/member/transfer-upline', {})).json()).toMatchObject({ code: 'memberExcluded' });
    }
  });

  it('when a member sets a session time limit, then the session that sets it and the next one end at it (never later), and the reality check sums that session (test clock)', async () => {
    const p = await player(100_000);
    const startedAt = Date.parse((await call(t, p.client, 'GET', RG)).json().value.sessionStartedAt);
    const saved = await call(t, p.client, 'PUT', `${RG}/settings`, { realityCheckMinutes: 15, sessionLimitMinutes: 30 });
    expect(saved.status).toBe(200);
    const ownEnd = new Date(startedAt + 30 * 60_000).toISOString();
    expect(saved.json().value).toMatchObject({ realityCheckMinutes: 15, sessionLimitMinutes: 30, sessionEndsAt: ownEnd });
    // A higher limit later never lengthens the session already limited; the lower one holds until its next sign-in.
    const raised = await call(t, p.client, 'PUT', `${RG}/settings`, { realityCheckMinutes: 15, sessionLimitMinutes: 60 });
    expect(raised.json().value).toMatchObject({ sessionLimitMinutes: 60, sessionEndsAt: ownEnd });
    expect((await call(t, p.client, 'GET', RG)).json().value.sessionEndsAt).toBe(ownEnd);
    await call(t, p.client, 'PUT', `${RG}/settings`, { realityCheckMinutes: 15, sessionLimitMinutes: 30 });
    const offered = await call(t, p.client, 'PUT', `${RG}/settings`, { realityCheckMinutes: 7, sessionLimitMinutes: null });
    expect(offered.json()).toMatchObject({ code: 'rgChoiceNotOffered', message: en.rgChoiceNotOffered });
    const bounds = await call(t, p.client, 'PUT', `${RG}/settings`, { realityCheckMinutes: 0, sessionLimitMinutes: 99_999 });
    expect(bounds.json().code).toBe('validation');
    const start = Date.now();
    clock = start;
    try {
      const c = await signIn(AURORA, p.account);
      expect((await call(t, c, 'GET', RG)).json().value.sessionEndsAt).toBe(new Date(start + 30 * 60_000).toISOString());
      const token = await launch(c);
      expect((await vendorBet(p.memberId, token, `lim-${seq}`, 2_500)).status).toBe(200);
      expect((await call(t, c, 'GET', `${RG}/session`)).json().value).toMatchObject({ stakes: 2_500, net: -2_500 });
      clock = start + 29 * 60_000;
      expect((await call(t, c, 'GET', RG)).status).toBe(200);
      clock = start + 30 * 60_000;
      expect((await call(t, c, 'GET', RG)).status).toBe(401);
      // The session that set the limit started before `start`: it has ended too.
      expect((await call(t, p.client, 'GET', RG)).status).toBe(401);
    } finally {
      clock = Date.now();
    }
  });

  it('when a session of brand A calls every player endpoint on brand B, then it is unknown there and nothing changes', async () => {
    const p = await player(0);
    const other = { ...p.client, host: BOREALIS };
    expect((await call(t, other, 'GET', RG)).status).toBe(401);
    expect((await call(t, other, 'GET', `${RG}/session`)).status).toBe(401);
    expect((await call(t, other, 'PUT', `${RG}/settings`, { realityCheckMinutes: 15, sessionLimitMinutes: null })).status).toBe(401);
    expect((await call(t, other, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '24h' })).status).toBe(401);
    expect((await call(t, other, 'POST', `${RG}/exclusion/lift`)).status).toBe(401);
    expect(await rows(p.memberId)).toBe(0);
    expect((await call(t, p.client, 'GET', RG)).json().value).toMatchObject({ restricted: false, realityCheckMinutes: null });
  });

  it('when the brand sends a message to all players during a time-out, then the excluded player never gets it but a message to them alone arrives', async () => {
    const p = await player(0);
    expect((await call(t, p.client, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '24h' })).status).toBe(200);
    const toAll = await asStaff(t, support, 'POST', '/bo/api/brands/aurora/messages', {
      title: { TY: 'Khuyến mãi', EN: 'Bonus weekend' },
      body: { TY: 'Nạp ngay', EN: 'Deposit now' },
      audience: { type: 'all' },
    });
    expect(toAll.status).toBe(200);
    const toThem = await asStaff(t, support, 'POST', '/bo/api/brands/aurora/messages', {
      title: { TY: 'Tài khoản', EN: 'Your account' },
      body: { TY: 'Thông tin', EN: 'About your withdrawal' },
      audience: { type: 'member', account: p.account },
    });
    expect(toThem.status).toBe(200);
    const c = await signIn(AURORA, p.account);
    const ids = (await call(t, c, 'GET', '/wps/member/messages')).json().value.list.map((m: { id: number }) => m.id);
    expect(ids).toContain(toThem.json().value.id);
    expect(ids).not.toContain(toAll.json().value.id);
    const other = await player(0);
    expect((await call(t, other.client, 'GET', '/wps/member/messages')).json().value.list.map((m: { id: number }) => m.id)).toContain(toAll.json().value.id);
  });

  it('when staff apply an operator exclusion, then it is audited, the player is excluded and staff of another brand or a player session get nothing', async () => {
    const p = await player(0);
    const path = `/bo/api/brands/aurora/players/${p.memberId}/exclusions`;
    const noReason = await asStaff(t, support, 'POST', path, { period: '1y' });
    expect(noReason.status).toBe(400);
    const applied = await asStaff(t, support, 'POST', path, { period: '1y', reason: 'affordability check pending' });
    expect(applied.status).toBe(200);
    expect(applied.json().value).toMatchObject({ state: { excluded: true }, history: [{ kind: 'operator', reason: 'affordability check pending' }] });
    const audit = await sql<{
      n: string;
    }>`select count(*)::text as n from staff_audit where action = 'player.exclude' and subject = ${`player ${p.memberId}`}`.execute(t.portal.db);
    expect(Number(audit.rows[0].n)).toBe(1);
    expect((await call(t, p.client, 'GET', RG)).status).toBe(401);

    const otherBrand = await newSignedInStaff(t, 'admin', ['borealis']);
    // Out of scope answers as an unknown brand does: it reveals nothing.
    expect((await asStaff(t, otherBrand, 'GET', path)).status).toBe(404);
    expect((await asStaff(t, otherBrand, 'POST', path, { period: '1y', reason: 'not my brand' })).status).toBe(404);
    expect(await rows(p.memberId)).toBe(1);
    const q = await player(0);
    expect((await call(t, { ...q.client, host: BOREALIS }, 'GET', RG)).status).toBe(401);
  });
});
