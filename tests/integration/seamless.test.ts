// The seamless wallet over real HTTP on both engines, as a game vendor calls it: signed balance, bet,
// win and rollback calls on the brand's host; each vendor transaction applied once (a replay gets the
// stored answer), rollbacks before their bet, wins without a live session, every refusal with its
// code and nothing written, concurrent bets that never overdraw, the jackpot pool funded by real bets
// only, the winner board, the member's betting records and profit/loss, and the reconciliation job.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, trialBearer, type Client } from './helpers/accounts-client.ts';
import type { TestResponse } from './helpers/http-client.ts';
import { AURORA, BOREALIS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const VENDOR = 'ORIGINALS';
const GAME = 'fortune-reels';
const AURORA_SECRET: string = readFixtureTenant('aurora').secrets.vendorSecrets.ORIGINALS;
const BOREALIS_SECRET: string = readFixtureTenant('borealis').secrets.vendorSecrets.ORIGINALS;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The vendor's side of the signature, written independently of the server's helper. */
const hmac = (secret: string, raw: string) => createHmac('sha256', secret).update(raw, 'utf8').digest('hex');
const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface Player {
  id: number;
  playerId: string;
  account: string;
  token: string;
  client: Client;
}

interface SendOptions {
  vendor?: string;
  secret?: string;
  host?: string;
  /** Overrides the computed X-Signature (null: no header). */
  signature?: string | null;
}

let seq = 0;
const tx = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

describe.each(DATABASE_KINDS)('seamless wallet on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  // ── helpers ─────────────────────────────────────────────────────────────

  const wallet = () => t.portal.services.wallet;
  const balanceOf = async (memberId: number) => (await wallet().balance('aurora', memberId, 'PHP')).sumBalance;
  const pool = () => wallet().houseBalance('aurora', 'jackpot_pool', 'PHP');

  async function newPlayer(
    account: string,
    funds: number,
    options: { type?: number; tenantId?: string; host?: string; launch?: boolean } = {},
  ): Promise<Player> {
    const tenantId = options.tenantId ?? 'aurora';
    const host = options.host ?? AURORA;
    const type = options.type ?? 0;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error(`${account} exists`);
    const currency = tenantId === 'aurora' ? 'PHP' : readFixtureTenant(tenantId).currency.code;
    if (funds > 0 && type === 4) await wallet().grantFreePlayBalance(tenantId, created.id, funds, currency);
    else if (funds > 0)
      await wallet().transfer({
        tenantId,
        idempotencyKey: `seed:${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: funds,
        currency,
      });
    const client: Client = { host, bearer: type === 4 ? await trialBearer(t, tenantId, created.id, account) : await bearerOf(host, account) };
    return { id: created.id, playerId: String(created.id), account, client, token: options.launch === false ? '' : await launch(client) };
  }

  async function bearerOf(host: string, account: string): Promise<string> {
    const login = await loginBearer(t, host, account, 'Secret123');
    if (login.status !== 200) throw new Error(`login of ${account}: ${login.text}`);
    return login.json().value.token;
  }

  /** A fresh launch token, as the portal hands it to the game. */
  async function launch(client: Client): Promise<string> {
    const res = await call(t, client, 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=${VENDOR}&gameCode=${GAME}`);
    const token = /[?&]token=([^&]+)/.exec(res.json().value?.url ?? '')?.[1];
    if (res.status !== 200 || !token) throw new Error(`launch: ${res.text}`);
    return token;
  }

  function send(action: string, body: unknown, o: SendOptions = {}): Promise<TestResponse> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature = o.signature === undefined ? hmac(o.secret ?? AURORA_SECRET, raw) : o.signature;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-signature'] = signature;
    return t.request(`/wps/vendor/${o.vendor ?? VENDOR}/${action}`, { method: 'POST', host: o.host ?? AURORA, headers, body: raw });
  }

  const envelope = (p: Player) => ({ playerId: p.playerId, timestamp: Date.now(), currency: 'PHP' });
  const betBody = (p: Player, b: { txId: string; roundId: string; amount: number }) => ({ ...envelope(p), token: p.token, gameCode: GAME, ...b });
  const winBody = (p: Player, b: { txId: string; roundId: string; amount: number; jackpot?: boolean; endRound?: boolean }) => ({
    ...envelope(p),
    gameCode: GAME,
    ...b,
  });
  const rollbackBody = (p: Player, b: { txId: string; refTxId: string; roundId: string }) => ({ ...envelope(p), gameCode: GAME, ...b });
  const bet = (p: Player, b: { txId: string; roundId: string; amount: number }, o?: SendOptions) => send('bet', betBody(p, b), o);
  const win = (p: Player, b: { txId: string; roundId: string; amount: number; jackpot?: boolean; endRound?: boolean }, o?: SendOptions) =>
    send('win', winBody(p, b), o);
  const rollback = (p: Player, b: { txId: string; refTxId: string; roundId: string }, o?: SendOptions) => send('rollback', rollbackBody(p, b), o);

  /** The value of a 200 answer (fails the test with the body otherwise). */
  const valueOf = (res: TestResponse) => {
    expect(res.status, res.text).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().value;
  };
  const refusal = (res: TestResponse) => {
    const body = res.json();
    expect(body.success, res.text).toBe(false);
    return [res.status, body.code];
  };

  async function roundOf(roundId: string) {
    const { rows } = await sql<{ bet_total: string; win_total: string; jackpot_win: string; status: string; closed_by: string | null; trial: boolean }>`
      select bet_total::text, win_total::text, jackpot_win::text, status, closed_by, trial from game_rounds
      where tenant_id = 'aurora' and vendor = ${VENDOR} and round_id = ${roundId}`.execute(t.portal.db);
    const r = rows[0];
    return r && { bet: Number(r.bet_total), win: Number(r.win_total), jackpot: Number(r.jackpot_win), status: r.status, closedBy: r.closed_by, trial: r.trial };
  }

  /** Everything a refused call could have written. */
  async function footprint() {
    const { rows } = await sql<{ transfers: string; vendor_tx: string; rounds: string; money: string }>`
      select (select count(*) from ledger_transfers)::text as transfers,
             (select count(*) from vendor_transactions)::text as vendor_tx,
             (select count(*) from game_rounds)::text as rounds,
             (select coalesce(sum(abs(balance)), 0) from ledger_accounts)::text as money`.execute(t.portal.db);
    return rows[0];
  }

  /** How many ledger transfers carry this idempotency key. */
  async function appliedTimes(key: string): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where tenant_id = 'aurora' and idempotency_key = ${key}`.execute(
      t.portal.db,
    );
    return Number(rows[0].n);
  }

  const expectSoundLedger = async () => expect((await auditLedger(t.portal.db)).problems).toEqual([]);

  // ── balance ─────────────────────────────────────────────────────────────

  it('when a vendor asks for the balance by launch token or by player id, then both name the member and their balance, and a wrong pairing is refused', async () => {
    const p = await newPlayer('seam_balance', 50_000);
    const byToken = valueOf(await send('balance', { token: p.token, timestamp: Date.now() }));
    expect(byToken).toEqual({ playerId: p.playerId, balance: 50_000, currency: 'PHP' });
    expect(valueOf(await send('balance', { playerId: p.playerId, timestamp: Date.now(), currency: 'PHP' }))).toEqual(byToken);
    expect(valueOf(await send('balance', { playerId: p.playerId, token: p.token, timestamp: Date.now() }))).toEqual(byToken);

    const stranger = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'seam_never_launched',
      nickname: 'n',
      type: 0,
      registerMethod: 'seed',
      passwordHash: 'x',
    });
    if ('conflict' in stranger) throw new Error('exists');
    expect(refusal(await send('balance', { playerId: String(stranger.id), timestamp: Date.now() }))).toEqual([404, 'playerUnknown']);
    expect(refusal(await send('balance', { playerId: String(stranger.id), token: p.token, timestamp: Date.now() }))).toEqual([401, 'sessionExpired']);
    expect(refusal(await send('balance', { token: 'A'.repeat(22), timestamp: Date.now() }))).toEqual([401, 'sessionExpired']);
    expect(refusal(await send('balance', { timestamp: Date.now() }))).toEqual([400, 'validation']);
    // The token is the ORIGINALS session: another vendor of the brand cannot use it.
    expect(
      refusal(await send('balance', { token: p.token, timestamp: Date.now() }, { vendor: 'PG', secret: readFixtureTenant('aurora').secrets.vendorSecrets.PG })),
    ).toEqual([401, 'sessionExpired']);
  });

  // ── bet and win ─────────────────────────────────────────────────────────

  it('when a bet and then a win arrive, then the stake leaves the wallet, the win comes back, and the round closes with both totals', async () => {
    const p = await newPlayer('seam_betwin', 50_000);
    const roundId = tx('round');
    const b = tx('bet');
    expect(valueOf(await bet(p, { txId: b, roundId, amount: 1_000 }))).toEqual({ playerId: p.playerId, balance: 49_000, currency: 'PHP', txId: b });
    expect(await balanceOf(p.id)).toBe(49_000);
    expect(await roundOf(roundId)).toEqual({ bet: 1_000, win: 0, jackpot: 0, status: 'open', closedBy: null, trial: false });

    const w = tx('win');
    expect(valueOf(await win(p, { txId: w, roundId, amount: 2_500 }))).toEqual({ playerId: p.playerId, balance: 51_500, currency: 'PHP', txId: w });
    expect(await balanceOf(p.id)).toBe(51_500);
    expect(await roundOf(roundId)).toEqual({ bet: 1_000, win: 2_500, jackpot: 0, status: 'closed', closedBy: 'vendor', trial: false });
    expect(await appliedTimes(`vendor:${VENDOR}:${b}`)).toBe(1);
    expect(await appliedTimes(`vendor:${VENDOR}:${w}`)).toBe(1);
    await expectSoundLedger();
  });

  it('when a win says endRound false, then the round stays open until a later win closes it, and a zero win moves no money', async () => {
    const p = await newPlayer('seam_multiwin', 10_000);
    const roundId = tx('round');
    valueOf(await bet(p, { txId: tx('bet'), roundId, amount: 2_000 }));
    valueOf(await win(p, { txId: tx('win'), roundId, amount: 300, endRound: false }));
    expect(await roundOf(roundId)).toMatchObject({ bet: 2_000, win: 300, status: 'open' });
    const before = await footprint();
    const closing = valueOf(await win(p, { txId: tx('win'), roundId, amount: 0 }));
    expect(closing.balance).toBe(8_300);
    expect(await roundOf(roundId)).toMatchObject({ bet: 2_000, win: 300, status: 'closed', closedBy: 'vendor' });
    expect((await footprint()).transfers).toBe(before.transfers);
  });

  // ── idempotency ─────────────────────────────────────────────────────────

  it('when a bet, a win and a rollback are sent again, then each replay gets the identical stored answer and no money moves', async () => {
    const p = await newPlayer('seam_replay', 20_000);
    const roundId = tx('round');
    const betReq = betBody(p, { txId: tx('bet'), roundId, amount: 1_500 });
    const firstBet = valueOf(await send('bet', betReq));
    const winReq = winBody(p, { txId: tx('win'), roundId, amount: 4_000 });
    const firstWin = valueOf(await send('win', winReq));
    const otherRound = tx('round');
    const cancelled = tx('bet');
    valueOf(await bet(p, { txId: cancelled, roundId: otherRound, amount: 700 }));
    const rollbackReq = rollbackBody(p, { txId: tx('rb'), refTxId: cancelled, roundId: otherRound });
    const firstRollback = valueOf(await send('rollback', rollbackReq));
    // Later play moves the balance, so a recomputed answer could not equal the stored one.
    valueOf(await bet(p, { txId: tx('bet'), roundId: tx('round'), amount: 100 }));
    const balance = await balanceOf(p.id);
    const before = await footprint();

    expect(valueOf(await send('bet', { ...betReq, timestamp: Date.now() }))).toEqual(firstBet);
    expect(valueOf(await send('win', { ...winReq, timestamp: Date.now() }))).toEqual(firstWin);
    expect(valueOf(await send('rollback', { ...rollbackReq, timestamp: Date.now() }))).toEqual(firstRollback);
    expect(firstBet.balance).toBe(18_500);
    expect(firstWin.balance).toBe(22_500);
    expect(firstRollback.balance).toBe(22_500);
    expect(await balanceOf(p.id)).toBe(balance);
    expect(await footprint()).toEqual(before);
    expect(await roundOf(roundId)).toMatchObject({ bet: 1_500, win: 4_000 });
  });

  it('when a transaction id comes back with a different amount, round, kind or player, then it is refused as an idempotency conflict and nothing moves', async () => {
    const p = await newPlayer('seam_conflict', 20_000);
    const other = await newPlayer('seam_conflict_other', 20_000);
    const roundId = tx('round');
    const b = tx('bet');
    valueOf(await bet(p, { txId: b, roundId, amount: 1_000 }));
    const w = tx('win');
    valueOf(await win(p, { txId: w, roundId, amount: 500 }));
    const before = await footprint();

    expect(refusal(await bet(p, { txId: b, roundId, amount: 9_000 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await bet(p, { txId: b, roundId: tx('round'), amount: 1_000 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await win(p, { txId: w, roundId, amount: 50_000 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await win(p, { txId: b, roundId, amount: 1_000 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await bet(other, { txId: b, roundId, amount: 1_000 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await rollback(p, { txId: w, refTxId: b, roundId }))).toEqual([409, 'idempotencyConflict']);
    // A rollback may not name a win as its bet.
    expect(refusal(await rollback(p, { txId: tx('rb'), refTxId: w, roundId }))).toEqual([409, 'idempotencyConflict']);

    expect(await balanceOf(p.id)).toBe(19_500);
    expect(await balanceOf(other.id)).toBe(20_000);
    expect(await footprint()).toEqual(before);
  });

  // ── rollbacks ───────────────────────────────────────────────────────────

  it('when a bet is rolled back, then the stake and its jackpot share go back once, however many rollbacks name it', async () => {
    const p = await newPlayer('seam_rollback', 10_000);
    const roundId = tx('round');
    const b = tx('bet');
    const pool0 = await pool();
    valueOf(await bet(p, { txId: b, roundId, amount: 4_000 }));
    expect(await pool()).toBe(pool0 + 40);
    expect(await balanceOf(p.id)).toBe(6_000);

    const r1 = tx('rb');
    expect(valueOf(await rollback(p, { txId: r1, refTxId: b, roundId }))).toEqual({ playerId: p.playerId, balance: 10_000, currency: 'PHP', txId: r1 });
    expect(await pool()).toBe(pool0);
    expect(await roundOf(roundId)).toMatchObject({ bet: 0 });
    const r2 = tx('rb');
    expect(valueOf(await rollback(p, { txId: r2, refTxId: b, roundId }))).toEqual({ playerId: p.playerId, balance: 10_000, currency: 'PHP', txId: r2 });
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await pool()).toBe(pool0);
    expect(await appliedTimes(`vendor:${VENDOR}:${b}:rollback`)).toBe(1);
    expect(await appliedTimes(`vendor:${VENDOR}:${b}:rollback:jp`)).toBe(1);
    // The rolled-back bet itself cannot be replayed into a second debit.
    valueOf(await bet(p, { txId: b, roundId, amount: 4_000 }));
    expect(await balanceOf(p.id)).toBe(10_000);
    await expectSoundLedger();
  });

  it('when a rollback arrives before its bet, then it is recorded without moving money, and the late bet is refused as cancelled with the balance', async () => {
    const p = await newPlayer('seam_early_rb', 10_000);
    const roundId = tx('round');
    const late = tx('bet');
    const pool0 = await pool();
    const rb = tx('rb');
    const transfersBefore = (await footprint()).transfers;
    expect(valueOf(await rollback(p, { txId: rb, refTxId: late, roundId }))).toEqual({ playerId: p.playerId, balance: 10_000, currency: 'PHP', txId: rb });
    expect((await footprint()).transfers).toBe(transfersBefore);

    const refused = await bet(p, { txId: late, roundId, amount: 2_000 });
    expect(refusal(refused)).toEqual([409, 'betCancelled']);
    expect(refused.json().value).toEqual({ playerId: p.playerId, balance: 10_000, currency: 'PHP' });
    // Retried, it stays refused.
    expect(refusal(await bet(p, { txId: late, roundId, amount: 2_000 }))).toEqual([409, 'betCancelled']);
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await pool()).toBe(pool0);
    expect((await footprint()).transfers).toBe(transfersBefore);
    expect(await appliedTimes(`vendor:${VENDOR}:${late}`)).toBe(0);
  });

  // ── sessions ────────────────────────────────────────────────────────────

  it('when the launch session has expired, then bets are refused but a win and a rollback still settle the round', async () => {
    const p = await newPlayer('seam_expired', 10_000);
    const roundId = tx('round');
    const b1 = tx('bet');
    const b2 = tx('bet');
    valueOf(await bet(p, { txId: b1, roundId, amount: 1_000 }));
    valueOf(await bet(p, { txId: b2, roundId, amount: 2_000 }));
    await sql`update vendor_sessions set expires_at = now() - interval '1 minute' where tenant_id = 'aurora' and member_id = ${p.id}`.execute(t.portal.db);

    expect(refusal(await bet(p, { txId: tx('bet'), roundId, amount: 500 }))).toEqual([401, 'sessionExpired']);
    // A bet applied while the session was live and retried now gets its stored answer, and moves nothing.
    expect(valueOf(await bet(p, { txId: b1, roundId, amount: 1_000 }))).toEqual({ playerId: p.playerId, balance: 9_000, currency: 'PHP', txId: b1 });
    expect(refusal(await bet(p, { txId: b1, roundId, amount: 1_001 }))).toEqual([409, 'idempotencyConflict']);
    expect(refusal(await send('balance', { token: p.token, timestamp: Date.now() }))).toEqual([401, 'sessionExpired']);
    expect(valueOf(await send('balance', { playerId: p.playerId, timestamp: Date.now() })).balance).toBe(7_000);

    expect(valueOf(await rollback(p, { txId: tx('rb'), refTxId: b2, roundId })).balance).toBe(9_000);
    expect(valueOf(await win(p, { txId: tx('win'), roundId, amount: 3_000 })).balance).toBe(12_000);
    expect(await roundOf(roundId)).toMatchObject({ bet: 1_000, win: 3_000, status: 'closed' });
  });

  it('when the expired session has been purged by the reconciliation job, then a late win (a sports bet settled days later) still pays', async () => {
    const p = await newPlayer('seam_purged', 10_000);
    const roundId = tx('round');
    valueOf(await bet(p, { txId: tx('bet'), roundId, amount: 1_000 }));
    await sql`update vendor_sessions set expires_at = now() - interval '8 days' where tenant_id = 'aurora' and member_id = ${p.id}`.execute(t.portal.db);
    await t.portal.services.betting.closeStaleRounds();
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from vendor_sessions where tenant_id = 'aurora' and member_id = ${p.id}`.execute(
      t.portal.db,
    );
    expect(rows[0].n).toBe('0');

    expect(valueOf(await win(p, { txId: tx('win'), roundId, amount: 5_000 })).balance).toBe(14_000);
    expect(await roundOf(roundId)).toMatchObject({ bet: 1_000, win: 5_000, status: 'closed' });
  });

  it("when the player's newest session is a trial one but the round was staked for real, then its win pays from the real books, and a round never staked takes the newest session's flag", async () => {
    const p = await newPlayer('seam_trial_flag', 10_000);
    const house = (code: 'game_bets' | 'freeplay') => wallet().houseBalance('aurora', code, 'PHP');
    const realRound = tx('round');
    valueOf(await bet(p, { txId: tx('bet'), roundId: realRound, amount: 1_000 }));
    // A later launch in free play (the flag of that session, not of the round already staked).
    await t.portal.services.seamless.openSession(t.portal.tenants.get('aurora')!, {
      memberId: p.id,
      vendor: VENDOR,
      gameCode: GAME,
      currency: 'PHP',
      trial: true,
    });

    const [realBefore, freeBefore] = [await house('game_bets'), await house('freeplay')];
    expect(valueOf(await win(p, { txId: tx('win'), roundId: realRound, amount: 4_000 })).balance).toBe(13_000);
    expect([await house('game_bets'), await house('freeplay')]).toEqual([realBefore - 4_000, freeBefore]);
    expect(await roundOf(realRound)).toMatchObject({ trial: false, status: 'closed' });

    // A win for a round with no stake recorded (a vendor's free spin) follows the newest session: free play.
    const freeRound = tx('round');
    valueOf(await win(p, { txId: tx('win'), roundId: freeRound, amount: 500 }));
    expect([await house('game_bets'), await house('freeplay')]).toEqual([realBefore - 4_000, freeBefore - 500]);
    expect(await roundOf(freeRound)).toMatchObject({ trial: true });
  });

  // ── refusals ────────────────────────────────────────────────────────────

  it("when a call is badly signed, stale, in the wrong currency, malformed, for an unknown vendor or on another brand's host, then it gets its 4xx code and nothing is written", async () => {
    const p = await newPlayer('seam_refused', 10_000);
    const rival = await newPlayer('seam_refused_rival', 10_000, { tenantId: 'borealis', host: BOREALIS, launch: false });
    const rivalBalance = async () => (await wallet().balance('borealis', rival.id, readFixtureTenant('borealis').currency.code)).sumBalance;
    const roundId = tx('round');
    const valid = betBody(p, { txId: tx('bet'), roundId, amount: 1_000 });
    const raw = JSON.stringify(valid);
    const signature = hmac(AURORA_SECRET, raw);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const before = await footprint();

    const cases: Array<[string, () => Promise<TestResponse>, number, string]> = [
      ['a flipped signature', () => send('bet', raw, { signature: flipped }), 401, 'badSignature'],
      ['no signature', () => send('bet', raw, { signature: null }), 401, 'badSignature'],
      ['a short signature', () => send('bet', raw, { signature: signature.slice(0, 32) }), 401, 'badSignature'],
      ["another brand's secret", () => send('bet', raw, { secret: BOREALIS_SECRET }), 401, 'badSignature'],
      ["another vendor's secret", () => send('bet', raw, { secret: readFixtureTenant('aurora').secrets.vendorSecrets.PG }), 401, 'badSignature'],
      ['a body changed after signing', () => send('bet', JSON.stringify({ ...valid, amount: 1 }), { signature }), 401, 'badSignature'],
      ['a body re-serialised with spaces', () => send('bet', JSON.stringify(valid, null, 1), { signature }), 401, 'badSignature'],
      ['a timestamp 6 minutes old', () => send('bet', { ...valid, timestamp: Date.now() - 6 * MINUTE }), 401, 'staleRequest'],
      ['a timestamp 6 minutes ahead', () => send('bet', { ...valid, timestamp: Date.now() + 6 * MINUTE }), 401, 'staleRequest'],
      ['a stale win', () => send('win', { ...winBody(p, { txId: tx('win'), roundId, amount: 1 }), timestamp: 0 }), 401, 'staleRequest'],
      ['another currency', () => send('bet', { ...valid, currency: 'USD' }), 400, 'currencyMismatch'],
      ['another currency on a win', () => send('win', { ...winBody(p, { txId: tx('win'), roundId, amount: 1 }), currency: 'THB' }), 400, 'currencyMismatch'],
      ['malformed JSON', () => send('bet', '{"playerId":'), 400, 'badRequest'],
      ['an empty body', () => send('bet', ''), 400, 'badRequest'],
      ['a zero stake', () => send('bet', { ...valid, amount: 0 }), 400, 'validation'],
      ['a fractional stake', () => send('bet', { ...valid, amount: 10.5 }), 400, 'validation'],
      ['a stake as a string', () => send('bet', { ...valid, amount: '1000' }), 400, 'validation'],
      ['a missing transaction id', () => send('bet', { ...valid, txId: undefined }), 400, 'validation'],
      ['an unknown field', () => send('bet', { ...valid, bonus: true }), 400, 'validation'],
      ['a negative win', () => send('win', winBody(p, { txId: tx('win'), roundId, amount: -5 })), 400, 'validation'],
      ['a JSON array', () => send('bet', '[]'), 400, 'validation'],
      ['an unknown vendor', () => send('bet', raw, { vendor: 'NOPE' }), 404, 'vendorUnknown'],
      ['a vendor the brand has no secret for', () => send('bet', raw, { vendor: 'WM' }), 404, 'vendorUnknown'],
      [
        "another brand's vendor",
        () => send('bet', raw, { vendor: 'KM', secret: readFixtureTenant('borealis').secrets.vendorSecrets.KM }),
        404,
        'vendorUnknown',
      ],
      ['an unknown action', () => send('refund', raw), 404, 'notFound'],
      ["another brand's host with this brand's secret", () => send('bet', raw, { host: BOREALIS }), 401, 'badSignature'],
      ["another brand's host, its own secret, this brand's token", () => send('bet', raw, { host: BOREALIS, secret: BOREALIS_SECRET }), 401, 'sessionExpired'],
      [
        "another brand's host, its own secret, a win for this brand's player",
        () =>
          send(
            'win',
            { ...winBody(p, { txId: tx('win'), roundId, amount: 5_000 }), currency: readFixtureTenant('borealis').currency.code },
            { host: BOREALIS, secret: BOREALIS_SECRET },
          ),
        404,
        'playerUnknown',
      ],
      ['an unknown host', () => send('bet', raw, { host: 'nobody.example.org' }), 404, 'unknownHost'],
      ["a player id that is not this token's", () => send('bet', { ...valid, playerId: rival.playerId }), 401, 'sessionExpired'],
    ];
    for (const [label, run, status, code] of cases) {
      const res = await run();
      expect([res.status, res.json().code], `${label}: ${res.text}`).toEqual([status, code]);
      expect(res.json().success, label).toBe(false);
      expect(res.json().message, label).toBeTruthy();
    }
    expect(await footprint()).toEqual(before);
    expect(await balanceOf(p.id)).toBe(10_000);
    expect(await rivalBalance()).toBe(10_000);
    expect(await roundOf(roundId)).toBeUndefined();
    // The valid call still goes through once: nothing above consumed its transaction id.
    expect(valueOf(await send('bet', raw, { signature })).balance).toBe(9_000);
    await expectSoundLedger();
  });

  it('when a body is larger than the limit, then it is refused without a 5xx and nothing is written', async () => {
    const p = await newPlayer('seam_large', 10_000);
    const before = await footprint();
    const raw = JSON.stringify({ ...betBody(p, { txId: tx('bet'), roundId: tx('round'), amount: 1 }), padding: 'x'.repeat(20_000) });
    const res = await send('bet', raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json().success).toBe(false);
    expect(await footprint()).toEqual(before);
  });

  it('when a stake is larger than the balance, then it answers 409 insufficientFunds with the balance and records nothing', async () => {
    const p = await newPlayer('seam_short', 500);
    const roundId = tx('round');
    const b = tx('bet');
    const before = await footprint();
    const res = await bet(p, { txId: b, roundId, amount: 501 });
    expect(refusal(res)).toEqual([409, 'insufficientFunds']);
    expect(res.json().value).toEqual({ playerId: p.playerId, balance: 500, currency: 'PHP' });
    expect(await footprint()).toEqual(before);
    expect(await roundOf(roundId)).toBeUndefined();
    // Nothing kept the transaction id: the vendor may retry it with a stake that fits.
    expect(valueOf(await bet(p, { txId: b, roundId, amount: 500 })).balance).toBe(0);
    expect(refusal(await bet(p, { txId: tx('bet'), roundId, amount: 1 }))).toEqual([409, 'insufficientFunds']);
  });

  // ── concurrency ─────────────────────────────────────────────────────────

  it('when 50 bets of 1,000 race on a wallet of 20,000, then exactly 20 go through, the balance ends at 0 and never below, and no transaction id is applied twice', async () => {
    const p = await newPlayer('seam_race', 20_000);
    const ids = Array.from({ length: 50 }, () => tx('race'));
    const results = await Promise.all(ids.map((txId, i) => bet(p, { txId, roundId: `race-round-${p.id}-${i % 5}`, amount: 1_000 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.json().code).toBe('insufficientFunds');
      expect(r.json().value.balance).toBeGreaterThanOrEqual(0);
    }
    // Every success saw a different balance on the way down.
    const seen = results
      .filter((r) => r.status === 200)
      .map((r) => r.json().value.balance as number)
      .sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i * 1_000));
    expect(await balanceOf(p.id)).toBe(0);

    const { rows } = await sql<{ key: string; n: string }>`
      select idempotency_key as key, count(*)::text as n from ledger_transfers
      where tenant_id = 'aurora' and idempotency_key like ${`vendor:${VENDOR}:race-%`} and idempotency_key not like '%:jp'
        and idempotency_key = any(${ids.map((id) => `vendor:${VENDOR}:${id}`)})
      group by idempotency_key`.execute(t.portal.db);
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.n === '1')).toBe(true);
    const applied = await sql<{ n: string; total: string }>`
      select count(*)::text as n, coalesce(sum(bet_total), 0)::text as total from game_rounds where tenant_id = 'aurora' and member_id = ${p.id}`.execute(
      t.portal.db,
    );
    expect(applied.rows[0].total).toBe('20000');
    await expectSoundLedger();
  });

  it('when one bet and one win are each delivered ten times at once, then each is applied once and every copy gets the same answer', async () => {
    const p = await newPlayer('seam_dupes', 10_000);
    const roundId = tx('round');
    const betReq = betBody(p, { txId: tx('dup-bet'), roundId, amount: 3_000 });
    const bets = await Promise.all(Array.from({ length: 10 }, () => send('bet', betReq)));
    const betValues = bets.map(valueOf);
    // The same answer (a replay comes from jsonb, so its keys may come in another order).
    for (const v of betValues) expect(v).toEqual(betValues[0]);
    expect(betValues[0].balance).toBe(7_000);

    const winReq = winBody(p, { txId: tx('dup-win'), roundId, amount: 8_000 });
    const wins = await Promise.all(Array.from({ length: 10 }, () => send('win', winReq)));
    const winValues = wins.map(valueOf);
    for (const v of winValues) expect(v).toEqual(winValues[0]);
    expect(winValues[0].balance).toBe(15_000);
    expect(await balanceOf(p.id)).toBe(15_000);
    expect(await appliedTimes(`vendor:${VENDOR}:${betReq.txId}`)).toBe(1);
    expect(await appliedTimes(`vendor:${VENDOR}:${winReq.txId}`)).toBe(1);
    expect(await roundOf(roundId)).toMatchObject({ bet: 3_000, win: 8_000 });
    await expectSoundLedger();
  });

  it("when many players' bets, wins, replays, an overdraft and a rollback arrive at once (sharing transactions), then each gets the answer it would get alone", async () => {
    // Signed in one after another: sixteen sign-ins at the same moment from one address would meet the
    // address's captcha threshold (attempts are counted before they are checked), which is not this test's subject.
    const players: Player[] = [];
    for (let i = 0; i < 16; i++) players.push(await newPlayer(`seam_burst_${i}`, 20_000));
    const rounds = players.map(() => tx('round'));
    const bets = players.map(() => tx('bet'));
    const betReqs = players.map((p, i) => betBody(p, { txId: bets[i], roundId: rounds[i], amount: 1_000 * (i + 1) }));
    const overdraft = bet(players[0], { txId: tx('bet'), roundId: tx('round'), amount: 1_000_000 });
    const [first, ...rest] = await Promise.all([overdraft, ...betReqs.map((b) => send('bet', b)), ...betReqs.map((b) => send('bet', b))]);
    expect(refusal(first)).toEqual([409, 'insufficientFunds']);
    // Before or after that player's own bet of 1,000, whichever came first.
    expect([19_000, 20_000]).toContain(first.json().value.balance);
    const placed = rest.map(valueOf);
    // Each bet and its replay: one answer, the balance after that bet alone.
    players.forEach((p, i) => {
      expect(placed[i]).toEqual({ playerId: p.playerId, balance: 20_000 - 1_000 * (i + 1), currency: 'PHP', txId: bets[i] });
      expect(placed[i + players.length]).toEqual(placed[i]);
    });

    const rolledBack = players.length - 1;
    const settled = await Promise.all([
      ...players.slice(0, rolledBack).map((p, i) => win(p, { txId: tx('win'), roundId: rounds[i], amount: 500 })),
      rollback(players[rolledBack], { txId: tx('rb'), refTxId: bets[rolledBack], roundId: rounds[rolledBack] }),
    ]);
    settled.map(valueOf).forEach((v, i) => expect(v.balance).toBe(i < rolledBack ? 20_000 - 1_000 * (i + 1) + 500 : 20_000));
    for (const [i, p] of players.entries()) {
      expect(await balanceOf(p.id)).toBe(i < rolledBack ? 20_000 - 1_000 * (i + 1) + 500 : 20_000);
      expect(await appliedTimes(`vendor:${VENDOR}:${bets[i]}`)).toBe(1);
    }
    // Each bet is recorded once. Whether calls shared a transaction depends on how fast the server drains
    // its lanes (an idle lane runs a call alone), so it is not asserted here: lane-batcher.test.ts proves
    // the batching with calls held in their lanes.
    const { rows } = await sql<{ calls: string }>`
      select count(*)::text as calls from vendor_transactions
      where tenant_id = 'aurora' and vendor = ${VENDOR} and tx_id = any(${bets})`.execute(t.portal.db);
    expect(Number(rows[0].calls)).toBe(players.length);
    await expectSoundLedger();
  });

  it('when a bet and its rollback race, then the balance ends where it started whichever lands first', async () => {
    const p = await newPlayer('seam_bet_rb_race', 50_000);
    for (let i = 0; i < 10; i++) {
      const roundId = tx('round');
      const b = tx('bet');
      const [placed, rolledBack] = await Promise.all([bet(p, { txId: b, roundId, amount: 1_000 }), rollback(p, { txId: tx('rb'), refTxId: b, roundId })]);
      expect([200, 409]).toContain(placed.status);
      if (placed.status === 409) expect(placed.json().code).toBe('betCancelled');
      valueOf(rolledBack);
      expect(await balanceOf(p.id)).toBe(50_000);
    }
    await expectSoundLedger();
  });

  // ── jackpot ─────────────────────────────────────────────────────────────

  it('when real and trial players bet, then the pool grows by 1 % of real stakes only, and a jackpot win pays half the pool', async () => {
    const real = await newPlayer('seam_jackpot', 100_000);
    const trial = await newPlayer('seam_jp_trial', 100_000, { type: 4 });
    const pool0 = await pool();
    const freeplay0 = await wallet().houseBalance('aurora', 'freeplay', 'PHP');
    valueOf(await bet(real, { txId: tx('bet'), roundId: tx('round'), amount: 12_345 }));
    expect(await pool()).toBe(pool0 + 123);
    valueOf(await bet(real, { txId: tx('bet'), roundId: tx('round'), amount: 99 }));
    expect(await pool()).toBe(pool0 + 123);

    const trialRound = tx('round');
    valueOf(await bet(trial, { txId: tx('bet'), roundId: trialRound, amount: 50_000 }));
    expect(await pool()).toBe(pool0 + 123);
    expect(await wallet().houseBalance('aurora', 'freeplay', 'PHP')).toBe(freeplay0 + 50_000);
    expect(await roundOf(trialRound)).toMatchObject({ trial: true });
    // A trial jackpot pays nothing from the real pool.
    const trialWin = valueOf(await win(trial, { txId: tx('win'), roundId: trialRound, amount: 1_000, jackpot: true }));
    expect(trialWin.jackpotWin).toBe(0);
    expect(await pool()).toBe(pool0 + 123);

    const poolBefore = await pool();
    const roundId = tx('round');
    valueOf(await bet(real, { txId: tx('bet'), roundId, amount: 1_000 }));
    const poolAtWin = poolBefore + 10;
    const balanceAtWin = await balanceOf(real.id);
    const hit = valueOf(await win(real, { txId: tx('win'), roundId, amount: 200, jackpot: true }));
    expect(hit.jackpotWin).toBe(Math.floor(poolAtWin / 2));
    expect(hit.balance).toBe(balanceAtWin + 200 + Math.floor(poolAtWin / 2));
    expect(await pool()).toBe(poolAtWin - Math.floor(poolAtWin / 2));
    expect(await roundOf(roundId)).toMatchObject({ jackpot: Math.floor(poolAtWin / 2), win: 200 + Math.floor(poolAtWin / 2), status: 'closed' });

    const shown = (await t.get('/wps/game/jackpot')).json().value;
    expect(shown.amount).toBe(await pool());
    expect(shown.currency).toBe('PHP');
    expect(shown.lastWin).toMatchObject({ vendor: VENDOR, gameCode: GAME, customerName: 'se****t', winAmount: Math.floor(poolAtWin / 2), currency: 'PHP' });
    // A win that is not a jackpot says nothing about it.
    expect(valueOf(await win(real, { txId: tx('win'), roundId, amount: 0 }))).not.toHaveProperty('jackpotWin');
    await expectSoundLedger();
  });

  it('when three jackpot wins land at once, then each pays half of what the one before left and the pool never goes below zero', async () => {
    const players = [await newPlayer('seam_jp_a', 100_000), await newPlayer('seam_jp_b', 100_000), await newPlayer('seam_jp_c', 100_000)];
    for (const p of players) valueOf(await bet(p, { txId: tx('bet'), roundId: `jp-${p.id}`, amount: 80_000 }));
    const start = await pool();
    expect(start).toBeGreaterThanOrEqual(2_400);
    const hits = await Promise.all(players.map((p) => win(p, { txId: tx('win'), roundId: `jp-${p.id}`, amount: 0, jackpot: true })));
    const paid = hits.map((h) => valueOf(h).jackpotWin as number).sort((a, b) => b - a);
    let left = start;
    const expected: number[] = [];
    for (let i = 0; i < 3; i++) {
      expected.push(Math.floor(left / 2));
      left -= Math.floor(left / 2);
    }
    expect(paid).toEqual(expected);
    expect(await pool()).toBe(left);
    expect(await pool()).toBeGreaterThanOrEqual(0);
    await expectSoundLedger();
  });

  // ── winner board ────────────────────────────────────────────────────────

  it('when the winner board is asked for, then it lists closed real-money wins newest first with masked names, and no trial, open or losing round', async () => {
    const winner = await newPlayer('seam_board_z', 10_000);
    const loser = await newPlayer('seam_board_q', 10_000);
    const trial = await newPlayer('seam_board_k', 10_000, { type: 4 });
    const first = tx('round');
    valueOf(await bet(winner, { txId: tx('bet'), roundId: first, amount: 1_000 }));
    valueOf(await win(winner, { txId: tx('win'), roundId: first, amount: 7_777 }));
    const second = tx('round');
    valueOf(await bet(winner, { txId: tx('bet'), roundId: second, amount: 1_000 }));
    valueOf(await win(winner, { txId: tx('win'), roundId: second, amount: 8_888 }));
    const open = tx('round');
    valueOf(await bet(winner, { txId: tx('bet'), roundId: open, amount: 1_000 }));
    valueOf(await win(winner, { txId: tx('win'), roundId: open, amount: 9_999, endRound: false }));
    const losing = tx('round');
    valueOf(await bet(loser, { txId: tx('bet'), roundId: losing, amount: 5_000 }));
    valueOf(await win(loser, { txId: tx('win'), roundId: losing, amount: 5_000 }));
    const trialRound = tx('round');
    valueOf(await bet(trial, { txId: tx('bet'), roundId: trialRound, amount: 1_000 }));
    valueOf(await win(trial, { txId: tx('win'), roundId: trialRound, amount: 9_000 }));

    const res = await t.get('/wps/relay/GCSGAME_getRankList?limitNum=50');
    const list = (valueOf(res).list as Array<{ vo: any }>).map((e) => e.vo);
    const mine = list.filter((vo) => vo.customerName === 'se****z');
    expect(mine.map((vo) => vo.winAmount)).toEqual([8_888, 7_777]);
    expect(mine[0]).toMatchObject({ vendor: VENDOR, gameCode: GAME, gameName: 'Fortune Reels', gameType: 'RNG', currency: 'PHP' });
    expect(mine[0].gameId).toBeGreaterThan(0);
    expect(Date.parse(mine[0].wonAt)).toBeGreaterThanOrEqual(Date.parse(mine[1].wonAt));
    // The loser's round (won what it staked) and the trial account's win are not there.
    expect(list.filter((vo) => ['se****q', 'se****k'].includes(vo.customerName))).toEqual([]);
    expect(list.every((vo) => /^.{2}\*{2,4}.$/u.test(vo.customerName))).toBe(true);
    const dates = list.map((vo) => Date.parse(vo.wonAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(res.text).not.toContain('seam_board');
    // Another brand's board does not show this brand's wins.
    const borealis = (await t.get('/wps/relay/GCSGAME_getRankList?limitNum=50', { host: BOREALIS })).json().value.list;
    expect(borealis.some((e: { vo: any }) => e.vo.winAmount === 8_888)).toBe(false);
  });

  // ── records ─────────────────────────────────────────────────────────────

  it('when a member reads their betting records and profit, then they get their own rounds 15 a page with the range totals, and bad ranges are refused', async () => {
    const p = await newPlayer('seam_records', 100_000);
    const other = await newPlayer('seam_records_other', 100_000);
    valueOf(await bet(other, { txId: tx('bet'), roundId: tx('round'), amount: 9_999 }));
    const rounds: string[] = [];
    for (let i = 0; i < 17; i++) {
      const roundId = tx('rec');
      rounds.push(roundId);
      valueOf(await bet(p, { txId: tx('bet'), roundId, amount: 1_000 + i }));
      if (i < 16) valueOf(await win(p, { txId: tx('win'), roundId, amount: i % 2 ? 0 : 1_500 }));
    }
    const staked = 17 * 1_000 + (16 * 17) / 2;
    const won = 8 * 1_500;
    const range = `from=${day(-1)}&to=${day(0)}`;

    const page1 = valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}`));
    expect(page1.list).toHaveLength(15);
    expect([page1.totalPages, page1.pageNo, page1.from, page1.to]).toEqual([2, 1, day(-1), day(0)]);
    expect(page1.totals).toEqual({ rounds: 17, bet: staked, win: won, profit: won - staked });
    expect(page1.list[0]).toMatchObject({
      roundId: rounds[16],
      vendor: VENDOR,
      vendorName: 'Originals',
      gameCode: GAME,
      gameName: 'Fortune Reels',
      gameType: 'RNG',
      bet: 1_016,
      win: 0,
      profit: -1_016,
      status: 'open',
      closedAt: null,
    });
    expect(page1.list[1]).toMatchObject({ roundId: rounds[15], bet: 1_015, win: 0, status: 'closed' });
    expect(page1.list[2]).toMatchObject({ roundId: rounds[14], bet: 1_014, win: 1_500, profit: 486, status: 'closed' });
    const page2 = valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}&pageNo=2`));
    expect(page2.list.map((r: any) => r.roundId)).toEqual([rounds[1], rounds[0]]);
    expect(page2.totals).toEqual(page1.totals);
    // A page past the end is empty but still says how many pages there are.
    const past = valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}&pageNo=3`));
    expect([past.list, past.totalPages, past.pageNo, past.totals.rounds]).toEqual([[], 2, 3, 17]);
    expect(valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}&gameType=LIVE`)).list).toEqual([]);
    expect(valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}&vassalage=PG`)).totals.rounds).toBe(0);
    expect(valueOf(await call(t, p.client, 'GET', `/wps/member/bets?${range}&vassalage=ORIGINALS&gameType=RNG`)).totals.rounds).toBe(17);
    expect(valueOf(await call(t, p.client, 'GET', `/wps/member/bets?from=${day(-10)}&to=${day(-3)}`)).totals.rounds).toBe(0);

    const profit = valueOf(await call(t, p.client, 'GET', `/wps/member/profit?${range}`));
    expect(profit).toEqual({
      from: day(-1),
      to: day(0),
      categories: [{ gameType: 'RNG', rounds: 17, bet: staked, win: won, profit: won - staked }],
      total: { rounds: 17, bet: staked, win: won, profit: won - staked },
    });
    expect(valueOf(await call(t, other.client, 'GET', `/wps/member/profit?${range}`)).total).toEqual({ rounds: 1, bet: 9_999, win: 0, profit: -9_999 });

    expect(refusal(await call(t, p.client, 'GET', `/wps/member/bets?from=${day(-40)}&to=${day(0)}`))).toEqual([400, 'dateRangeTooLong']);
    expect(refusal(await call(t, p.client, 'GET', `/wps/member/profit?from=${day(-31)}&to=${day(0)}`))).toEqual([400, 'dateRangeTooLong']);
    expect(valueOf(await call(t, p.client, 'GET', `/wps/member/profit?from=${day(-30)}&to=${day(0)}`)).total.rounds).toBe(17);
    expect(refusal(await call(t, p.client, 'GET', `/wps/member/bets?from=${day(0)}&to=${day(-1)}`))).toEqual([400, 'dateRangeInvalid']);
    expect(refusal(await call(t, p.client, 'GET', '/wps/member/bets?from=2026-02-30&to=2026-03-01'))[0]).toBe(400);
    expect(refusal(await call(t, p.client, 'GET', '/wps/member/bets?from=yesterday'))).toEqual([400, 'validation']);
    expect(refusal(await call(t, p.client, 'GET', `/wps/member/bets?${range}&pageNo=0`))).toEqual([400, 'validation']);
    expect((await t.get(`/wps/member/bets?${range}`)).status).toBe(401);
    expect((await call(t, { ...p.client, host: BOREALIS }, 'GET', `/wps/member/profit?${range}`)).status).toBe(401);
    const trial = await newPlayer('seam_records_trial', 1_000, { type: 4 });
    expect(refusal(await call(t, trial.client, 'GET', `/wps/member/bets?${range}`))).toEqual([403, 'trialAccount']);
  });

  // ── reconciliation ──────────────────────────────────────────────────────

  it('when a round has been open for more than 30 minutes, then the reconciliation closes it once, leaves fresh rounds open, and a late win still pays', async () => {
    const p = await newPlayer('seam_stale', 10_000);
    const stale = tx('round');
    const fresh = tx('round');
    valueOf(await bet(p, { txId: tx('bet'), roundId: stale, amount: 1_000 }));
    valueOf(await bet(p, { txId: tx('bet'), roundId: fresh, amount: 1_000 }));
    // Anything earlier tests left open is fresh too; only this round is old.
    await sql`update game_rounds set opened_at = now() - interval '31 minutes' where tenant_id = 'aurora' and round_id = ${stale}`.execute(t.portal.db);

    expect(await t.portal.services.betting.closeStaleRounds()).toBe(1);
    expect(await roundOf(stale)).toMatchObject({ status: 'closed', closedBy: 'reconciliation', bet: 1_000, win: 0 });
    expect(await roundOf(fresh)).toMatchObject({ status: 'open', closedBy: null });
    expect(await t.portal.services.betting.closeStaleRounds()).toBe(0);
    expect(await balanceOf(p.id)).toBe(8_000);

    expect(valueOf(await win(p, { txId: tx('win'), roundId: stale, amount: 2_000 })).balance).toBe(10_000);
    expect(await roundOf(stale)).toMatchObject({ status: 'closed', closedBy: 'reconciliation', win: 2_000 });
    await expectSoundLedger();
  });
});
