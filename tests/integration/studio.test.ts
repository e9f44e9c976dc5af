// The built-in studio end to end over HTTP: a launch token opens a game page, rounds are fixed by the
// committed seed and settle through the signed seamless wallet (balance, betting records, jackpot
// pool), the revealed seed verifies the round, the client seed is the player's, refused stakes move
// nothing, sandboxed cockfight and esports vendors play fixed-odds match rounds on the fixture shown
// before the bet, and a round cut off between bet and win is settled by the job exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { findVendor } from '../../server/providers/games/vendor-registry.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { matchFixture } from '../../server/providers/games/originals/engines/match.ts';
import { vendorCatalogue } from '../../server/providers/games/vendor-catalogue.ts';
import { validateTenantText } from '../../server/tenancy/tenant-validator.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

/** The aurora fixture with an esports lane (TF) and TF's seamless-wallet secret, for the esports round. */
function auroraWithEsports() {
  const aurora = readFixtureTenant('aurora');
  aurora.games.categories.push({ id: 'ESPORTS', vendors: ['TF'] });
  aurora.secrets.vendorSecrets.TF = 'AURORA-VENDOR-SECRET-TF-4b2e';
  return aurora;
}

describe('built-in studio', () => {
  let t: TestApp;
  let player: Client;
  let memberId: number;
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');

  const fund = (tenantId: string, id: number, amount: number, key: string) =>
    t.portal.services.wallet.transfer({
      tenantId,
      idempotencyKey: key,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: id },
      amount,
      currency: 'PHP',
    });
  const launch = async (client: Client, vendor: string, gameCode: string) => {
    const res = await call(t, client, 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=${vendor}&gameCode=${gameCode}&language=EN`);
    expect(res.status, res.text).toBe(200);
    return new URL(res.json().value.url, 'http://x').searchParams.get('token')!;
  };
  const studio = (host: string, path: string, body: unknown) =>
    t.request(`/api/studio/${path}`, { method: 'POST', host, headers: { 'content-type': 'application/json', 'x-language': 'EN' }, body: JSON.stringify(body) });
  const balance = async () => (await call(t, player, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;

  beforeAll(async () => {
    t = await startTestApp({ tenants: { aurora: auroraWithEsports(), borealis: readFixtureTenant('borealis') } });
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'studio_player',
      nickname: 'sp',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    memberId = created.id;
    await fund('aurora', memberId, 50_000, 'studio-seed');
    player = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'studio_player', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  it('when the game page is opened with a launch token, then it is served with a nonce’d script and translated texts; without a token it is not found', async () => {
    const token = await launch(player, 'ORIGINALS', 'fortune-reels');
    const page = await t.get(`/studio/ORIGINALS/fortune-reels?token=${token}&lang=EN`);
    expect(page.status).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.text).toContain(`<script nonce="${nonce}" src="/studio/assets/studio.js">`);
    expect(page.text).toContain('"spin":"Spin"');
    expect(page.text).toContain('<title>Fortune Reels</title>');
    // Without a token, or for a game the studio does not have, the request falls through to the web app.
    expect((await t.get('/studio/ORIGINALS/fortune-reels')).text).not.toContain('studio-boot');
    expect((await t.get('/studio/ORIGINALS/no-such-game?token=' + token)).text).not.toContain('studio-boot');
    expect((await t.get('/studio/assets/studio.js')).text).toContain("'use strict'");
  });

  it('when slot rounds are played, then each settles once through the wallet, reveals the committed seed, verifies, and shows in the records', async () => {
    const token = await launch(player, 'ORIGINALS', 'fortune-reels');
    const openRes = await studio(AURORA, 'ORIGINALS/fortune-reels/open', { token });
    expect(openRes.status, openRes.text).toBe(200);
    const opened = openRes.json().value;
    expect(opened).toMatchObject({ playerId: String(memberId), balance: 50_000, currency: 'PHP' });
    let commitment = opened.fairness;
    let expected = 50_000;
    const poolBefore = (await t.get('/wps/game/jackpot')).json().value.amount;
    for (let i = 0; i < 5; i += 1) {
      const res = await studio(AURORA, 'ORIGINALS/fortune-reels/play', { token, input: { betPerLine: 10 } });
      expect(res.status, res.text).toBe(200);
      const round = res.json().value;
      expect(round.stake).toBe(100);
      expect(sha(round.revealed.serverSeed)).toBe(commitment.seedHash);
      expect(round.revealed.nonce).toBe(commitment.nonce);
      expect(round.fairness.nonce).toBe(commitment.nonce + 1);
      expect(round.fairness.seedHash).not.toBe(commitment.seedHash);
      expected += round.payout - round.stake + round.jackpotWin;
      expect(round.balance).toBe(expected);
      const verified = await studio(AURORA, 'verify', {
        engine: 'slot',
        serverSeed: round.revealed.serverSeed,
        clientSeed: round.revealed.clientSeed,
        nonce: round.revealed.nonce,
        input: { betPerLine: 10 },
      });
      expect(verified.status, verified.text).toBe(200);
      const check = verified.json().value;
      expect(check.seedHash).toBe(commitment.seedHash);
      expect(check.result).toEqual(round.result);
      commitment = round.fairness;
    }
    expect(await balance()).toBe(expected);
    // 1 % of 5 × 1.00 reaches the pool (jackpot hits are about 1 in 138,000).
    expect((await t.get('/wps/game/jackpot')).json().value.amount).toBe(poolBefore + 5);
    const records = (await call(t, player, 'GET', '/wps/member/bets?language=EN')).json().value;
    expect(records.list).toHaveLength(5);
    expect(records.list[0]).toMatchObject({ vendor: 'ORIGINALS', gameCode: 'fortune-reels', gameName: 'Fortune Reels', bet: 100, status: 'closed' });
    expect(records.totals.bet).toBe(500);
    expect(records.totals.profit).toBe(expected - 50_000);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when the player sets a client seed, then the next round uses it', async () => {
    const token = await launch(player, 'ORIGINALS', 'fortune-reels');
    const set = (await studio(AURORA, 'ORIGINALS/fortune-reels/seed', { token, clientSeed: 'my lucky seed' })).json().value;
    expect(set.fairness.clientSeed).toBe('my lucky seed');
    const round = (await studio(AURORA, 'ORIGINALS/fortune-reels/play', { token, input: { betPerLine: 1 } })).json().value;
    expect(round.revealed.clientSeed).toBe('my lucky seed');
    expect((await studio(AURORA, 'ORIGINALS/fortune-reels/seed', { token, clientSeed: 'é' })).status).toBe(400);
  });

  it('when a stake is refused, then nothing moves: bad input, out of range, unknown token, or more than the balance', async () => {
    const token = await launch(player, 'ORIGINALS', 'fortune-reels');
    const before = await balance();
    const bad = [
      { token, input: { betPerLine: 0 } },
      { token, input: { betPerLine: 1.5 } },
      { token, input: { lines: 3 } },
      { token, input: { betPerLine: 200_000 } },
    ];
    for (const body of bad) expect((await studio(AURORA, 'ORIGINALS/fortune-reels/play', body)).status, JSON.stringify(body)).toBe(400);
    expect((await studio(AURORA, 'ORIGINALS/fortune-reels/play', { token: 'x'.repeat(22), input: { betPerLine: 1 } })).json().code).toBe('sessionExpired');
    // On borealis the aurora token means nothing.
    expect((await studio(BOREALIS, 'ORIGINALS/fortune-reels/play', { token, input: { betPerLine: 1 } })).status).toBeGreaterThanOrEqual(400);
    const broke = await studio(AURORA, 'ORIGINALS/fortune-reels/play', { token, input: { betPerLine: 50_000 } });
    expect([broke.status, broke.json().code]).toEqual([409, 'insufficientFunds']);
    expect(await balance()).toBe(before);
  });

  it('when baccarat and the fish game are played, then their stakes and payouts follow the engines', async () => {
    const fishToken = await launch(player, 'ORIGINALS_FISH', 'fish-hunt');
    const shot = (await studio(AURORA, 'ORIGINALS_FISH/fish-hunt/play', { token: fishToken, input: { fishId: 'turtle', bet: 50 } })).json().value;
    expect(shot.stake).toBe(50);
    expect(shot.payout).toBe(shot.result.caught ? 400 : 0);
    expect((await studio(AURORA, 'ORIGINALS_FISH/fish-hunt/play', { token: fishToken, input: { fishId: 'kraken', bet: 50 } })).status).toBe(400);

    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'borealis',
      account: 'studio_b',
      nickname: 'sb',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    await fund('borealis', created.id, 10_000, 'studio-b');
    const rival = { host: BOREALIS, bearer: (await loginBearer(t, BOREALIS, 'studio_b', 'Secret123')).json().value.token };
    const tables = (await t.get('/wps/relay/GCSGAME_gameList?gameType=PVP', { host: BOREALIS })).json().value.games;
    // KM, a sandboxed card vendor, plays baccarat through its signed seamless calls with its secret.
    const token = await launch(rival, 'KM', tables[0].gameCode);
    const played = await studio(BOREALIS, `KM/${tables[0].gameCode}/play`, { token, input: { bets: [{ side: 'BANKER', amount: 100 }] } });
    expect(played.json().value.stake).toBe(100);
    // Without its secret no play could be signed: such a brand file is refused when it loads.
    const noSecret = readFixtureTenant('borealis');
    delete noSecret.secrets.vendorSecrets.KM;
    expect(validateTenantText(JSON.stringify(noSecret)).errors.map((e) => e.pointer)).toEqual(['/games/categories/2/vendors/0']);
  });

  it('when a DS88 cockfight and a TF esports round are played, then the bet is on the fixture shown before it, the money and the records follow its odds, and the round verifies', async () => {
    const cases = [
      { vendor: 'DS88', kind: 'cockfight', pick: 'MERON', other: 'HOME', strings: ['"matchMeron":"Meron"', '"matchWala":"Wala"'] },
      { vendor: 'TF', kind: 'esports', pick: 'TEAM_B', other: 'DRAW', strings: ['"matchNext":"Next match"'] },
    ] as const;
    for (const { vendor, kind, pick, other, strings } of cases) {
      const game = vendorCatalogue(findVendor(vendor)!)[0];
      expect(game, vendor).toBeDefined();
      const token = await launch(player, vendor, game.gameCode);
      const page = await t.get(`/studio/${vendor}/${game.gameCode}?token=${token}&lang=EN`);
      expect(page.status).toBe(200);
      for (const text of ['"engine":"match"', `"matchKind":"${kind}"`, ...strings]) expect(page.text, vendor).toContain(text);

      // The fixture is on offer before the bet, derived from public data only.
      const opened = (await studio(AURORA, `${vendor}/${game.gameCode}/open`, { token })).json().value;
      expect(opened.game).toMatchObject({ engine: 'match', matchKind: kind, own: false });
      const { fixture, clientSeed, nonce, seedHash } = opened.fairness;
      expect(fixture).toEqual(matchFixture(kind, clientSeed, nonce));
      const before = await balance();

      // A bet on another fixture (say, from a stale window) or off the kind's picks moves nothing.
      const play = (input: unknown) => studio(AURORA, `${vendor}/${game.gameCode}/play`, { token, input });
      const stale = await play({ kind, fixtureId: matchFixture(kind, clientSeed, nonce + 1).id, pick, stake: 500 });
      expect([stale.status, stale.json().code]).toEqual([409, 'fixtureChanged']);
      expect((await play({ kind, fixtureId: fixture.id, pick: other, stake: 500 })).status).toBe(400);
      expect((await play({ kind: kind === 'esports' ? 'football' : 'esports', fixtureId: fixture.id, pick, stake: 500 })).status).toBe(400);
      expect((await play({ kind, fixtureId: fixture.id, pick, stake: 500, extra: 1 })).status).toBe(400);
      expect(await balance()).toBe(before);

      const res = await play({ kind, fixtureId: fixture.id, pick, stake: 500 });
      expect(res.status, res.text).toBe(200);
      const round = res.json().value;
      const odds = fixture.markets.find((m: { pick: string }) => m.pick === pick).odds;
      expect(round.result).toMatchObject({ fixture, pick, stake: 500, odds });
      expect(round.stake).toBe(500);
      expect(round.payout).toBe(round.result.outcome === pick ? Math.floor((500 * odds) / 100) : 0);
      expect(sha(round.revealed.serverSeed)).toBe(seedHash);
      expect(round.balance).toBe(before - 500 + round.payout);
      expect(await balance()).toBe(round.balance);
      // The next round's fixture comes with the next commitment.
      expect(round.fairness.fixture).toEqual(matchFixture(kind, clientSeed, nonce + 1));

      const records = (await call(t, player, 'GET', '/wps/member/bets?language=EN')).json().value;
      expect(
        records.list.find((r: { roundId: string }) => r.roundId === round.roundId),
        vendor,
      ).toMatchObject({ vendor, gameCode: game.gameCode, bet: 500, win: round.payout, status: 'closed' });

      const verified = await studio(AURORA, 'verify', {
        engine: 'match',
        serverSeed: round.revealed.serverSeed,
        clientSeed,
        nonce,
        input: { kind, fixtureId: fixture.id, pick, stake: 500 },
      });
      expect(verified.status, verified.text).toBe(200);
      expect(verified.json().value).toEqual({ seedHash, result: round.result });
    }
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when a round was cut off after its outcome was fixed, then the job settles it once and a second run changes nothing', async () => {
    const token = await launch(player, 'ORIGINALS', 'fortune-reels');
    const before = await balance();
    const roundId = '00000000-0000-4000-8000-000000000001';
    await sql`insert into studio_rounds (tenant_id, round_id, vendor, player_id, game_code, engine, server_seed, client_seed, nonce, input, outcome, stake, payout, jackpot, token, status, created_at)
      values ('aurora', ${roundId}, 'ORIGINALS', ${String(memberId)}, 'fortune-reels', 'slot', ${'a'.repeat(64)}, 'c', 0, '{"betPerLine":10}', '{}', 100, 250, false, ${token}, 'pending', now() - interval '1 minute')`.execute(
      t.portal.db,
    );
    expect(await t.portal.services.studio.settlePending()).toBe(1);
    expect(await balance()).toBe(before + 150);
    expect(await t.portal.services.studio.settlePending()).toBe(0);
    expect(await balance()).toBe(before + 150);
    const status = await sql<{ status: string }>`select status from studio_rounds where round_id = ${roundId}`.execute(t.portal.db);
    expect(status.rows[0].status).toBe('settled');
  });
});
