// The lottery's draws in the back office over HTTP (issue 18), on PGlite and PostgreSQL:
// staff list a game's draws with their state (open, locked, drawn, settled,
// cancelled), tickets, stake and payout; staff with lottery.write cancel a draw not yet drawn, which refunds
// every ticket exactly once through the seamless rollback (a second cancel refunds nothing), audited; a
// drawn draw cannot be cancelled; staff of another brand, staff without the permission and bad input get
// nothing and change nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const START = Date.parse('2026-11-27T10:00:01Z');
let now = START;
const clock = { now: () => new Date(now) };

function auroraWithLottery() {
  const aurora = readFixtureTenant('aurora');
  aurora.secrets.vendorSecrets.LOTT = 'AURORA-VENDOR-SECRET-LOTT-77c1';
  aurora.games.lottery = {
    games: [
      {
        gameId: 901,
        gameCode: 'fast-20s',
        vendor: 'LOTT',
        tag: 'FAST',
        names: { EN: 'Fast 20 s', CN: '快速 20 秒' },
        kind: 'fast',
        digits: 3,
        intervalSeconds: 20,
        lockSeconds: 5,
        unit: 100,
        maxBet: 100_000,
        liabilityCap: 10_000_000,
        betTypes: [
          { type: 'bigSmall', oddsX100: 195 },
          { type: '2D', oddsX100: 9500 },
        ],
      },
    ],
  };
  return aurora;
}

let seq = 0;
const rid = () => `adm-${Date.now()}-${(seq += 1)}`;

describe.each(DATABASE_KINDS)('lottery draws in the back office on %s', (kind) => {
  let t: TestApp;
  let players: Client[];
  let ops: StaffClient;

  const balanceOf = async (p: Client) => (await call(t, p, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
  const openNumero = async () => (await call(t, players[0], 'GET', '/lgw/games/game_menus')).json().value[0].gameMenus[0].numero as string;
  const bet = (p: Client, numero: string, lines: { betType: string; selection: string; amount: number }[]) =>
    call(t, p, 'POST', '/lgw/lottery/bet', { gameCode: 'fast-20s', numero, requestId: rid(), lines }, { 'x-language': 'EN' });
  const draws = (staff: StaffClient, query = 'gameCode=fast-20s', tenant = 'aurora') =>
    asStaff(t, staff, 'GET', `/bo/api/brands/${tenant}/lottery/draws?${query}`);
  const cancel = (staff: StaffClient, numero: string, tenant = 'aurora', game = 'fast-20s') =>
    asStaff(t, staff, 'POST', `/bo/api/brands/${tenant}/lottery/draws/${game}/${numero}/cancel`);
  const drawOf = async (numero: string) => ((await draws(ops)).json().value.draws as any[]).find((d) => d.numero === numero);
  /** The seamless rollbacks the wallet recorded for lottery slips (one per refunded slip). */
  const rollbacks = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*)::text as n from vendor_transactions where tenant_id = 'aurora' and vendor = 'LOTT' and kind = 'rollback'`.execute(t.portal.db)
      ).rows[0].n,
    );

  beforeAll(async () => {
    now = START;
    t = await startTestApp({ database: kind, tenants: { aurora: auroraWithLottery(), borealis: readFixtureTenant('borealis') }, lotteryClock: clock });
    players = [];
    for (const account of ['adm_player_a', 'adm_player_b']) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account,
        nickname: account,
        type: 0,
        registerMethod: 'seed',
        passwordHash: await hashPassword('Secret123'),
      });
      if ('conflict' in created) throw new Error('exists');
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: `adm-seed-${account}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: 1_000_000,
        currency: 'PHP',
      });
      players.push({ host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token });
    }
    ops = await newSignedInStaff(t, 'operations');
  });
  afterAll(() => t?.close());

  it('when staff list a game’s draws, then each shows its state, tickets, stake and payout as it goes open → locked → settled', async () => {
    const numero = await openNumero();
    expect((await bet(players[0], numero, [{ betType: '2D', selection: '07', amount: 500 }])).status).toBe(200);
    expect(
      (
        await bet(players[1], numero, [
          { betType: 'bigSmall', selection: 'big', amount: 1_000 },
          { betType: 'bigSmall', selection: 'small', amount: 1_000 },
        ])
      ).status,
    ).toBe(200);
    const listed = (await draws(ops)).json().value;
    expect(listed.games).toEqual([{ gameCode: 'fast-20s', name: 'Fast 20 s' }]);
    expect(listed.currency).toBe('PHP');
    expect(await drawOf(numero)).toMatchObject({ state: 'open', slips: 2, lines: 3, stake: 2_500, payout: 0, refunded: 0, openNumber: null });

    now = START + 16_000; // past the lock at 10:00:15, before the draw at 10:00:20
    expect(await drawOf(numero)).toMatchObject({ state: 'locked', slips: 2 });
    expect(((await draws(ops, 'gameCode=fast-20s&state=locked')).json().value.draws as any[]).map((d) => d.numero)).toEqual([numero]);

    now = START + 21_000;
    await t.portal.services.lotteryProvider.tick();
    const settled = await drawOf(numero);
    expect(settled).toMatchObject({ state: 'settled', slips: 2, stake: 2_500, walletDue: 0 });
    expect(settled.openNumber).toMatch(/^\d{3}$/);
    // big or small always wins one of the two lines (195 × 10.00); 2D 07 wins 95 × 5.00 on its last two digits
    expect(settled.payout).toBe(1_950 + (settled.openNumber.slice(-2) === '07' ? 47_500 : 0));
    expect(((await draws(ops, 'gameCode=fast-20s&state=settled')).json().value.draws as any[]).map((d) => d.numero)).toContain(numero);
    expect(((await draws(ops, 'gameCode=fast-20s&state=drawn')).json().value.draws as any[]).map((d) => d.numero)).not.toContain(numero);
    // paged by the server, money as the brand writes it
    const all = (await draws(ops)).json().value;
    expect(all.money).toEqual({ symbol: readFixtureTenant('aurora').currency.symbol, minorUnits: 2 });
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = (await draws(ops, 'gameCode=fast-20s&count=1&page=1')).json().value;
    const second = (await draws(ops, 'gameCode=fast-20s&count=1&page=2')).json().value;
    expect([first.total, first.totalPages, first.draws.length]).toEqual([all.total, all.total, 1]);
    expect([first.draws[0].numero, second.draws[0].numero]).toEqual(all.draws.slice(0, 2).map((d: any) => d.numero));
    const past = (await draws(ops, `gameCode=fast-20s&count=1&page=${all.total + 1}`)).json().value;
    expect([past.draws.length, past.total]).toEqual([0, all.total]);
    // the drawn draw cannot be cancelled
    const late = await cancel(ops, numero);
    expect(late.status, late.text).toBe(409);
    expect(late.json().message).toContain('cannot be cancelled');
  });

  it('when staff cancel an undrawn draw twice, then every ticket is refunded exactly once, the draw shows cancelled and one audit line is written', async () => {
    now += 20_000;
    const numero = await openNumero();
    const before = await Promise.all(players.map(balanceOf));
    const rolledBefore = await rollbacks();
    for (const [i, p] of players.entries()) {
      for (let k = 0; k < 3; k += 1) expect((await bet(p, numero, [{ betType: '2D', selection: String(10 + i * 10 + k), amount: 300 }])).status).toBe(200);
    }
    expect(await Promise.all(players.map(balanceOf))).toEqual(before.map((b) => b - 900));

    const first = await cancel(ops, numero);
    expect(first.status, first.text).toBe(200);
    expect(first.json().value).toEqual({ gameCode: 'fast-20s', numero, slips: 6 });
    const second = await cancel(ops, numero);
    expect(second.status, second.text).toBe(409);
    // the job's sweep and the draw's time passing refund nothing more
    await t.portal.services.lotteryProvider.sweepWallet();
    now += 20_000;
    await t.portal.services.lotteryProvider.tick();
    expect(await Promise.all(players.map(balanceOf))).toEqual(before);
    expect(await drawOf(numero)).toMatchObject({ state: 'cancelled', slips: 6, stake: 1_800, refunded: 1_800, payout: 0, walletDue: 0 });
    const slips = await sql<{
      n: string;
    }>`select count(*)::text as n from lottery_slips where numero = ${numero} and status = 'cancelled' and wallet_done`.execute(t.portal.db);
    expect(slips.rows[0].n).toBe('6');
    expect((await rollbacks()) - rolledBefore).toBe(6);
    const audit = await sql<{
      action: string;
      subject: string;
    }>`select action, subject from staff_audit where username = ${ops.username} and action = 'lottery.draw.cancel'`.execute(t.portal.db);
    expect(audit.rows).toEqual([{ action: 'lottery.draw.cancel', subject: `draw fast-20s ${numero}` }]);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when staff of another brand, staff without the permission or bad input ask, then nothing is shown or cancelled', async () => {
    now += 20_000;
    const numero = await openNumero();
    expect((await bet(players[0], numero, [{ betType: '2D', selection: '55', amount: 100 }])).status).toBe(200);
    const borealisOnly = await newSignedInStaff(t, 'operations', ['borealis']);
    const cashier = await newSignedInStaff(t, 'cashier');
    const auditor = await newSignedInStaff(t, 'auditor');
    expect((await draws(borealisOnly)).status).toBe(404);
    expect((await cancel(borealisOnly, numero)).status).toBe(404);
    expect((await draws(cashier)).status).toBe(403);
    expect((await cancel(cashier, numero)).status).toBe(403);
    expect((await draws(auditor)).status).toBe(200);
    expect((await cancel(auditor, numero)).status).toBe(403);
    // borealis has no such game: staff of every brand asking there get a clear 404, not aurora's draw
    expect((await cancel(ops, numero, 'borealis')).status).toBe(404);
    expect((await draws(ops, 'gameCode=fast-20s', 'borealis')).status).toBe(404);
    // a member's session is no staff session
    expect((await call(t, players[0], 'GET', '/bo/api/brands/aurora/lottery/draws')).status).not.toBe(200);
    for (const [query, status] of [
      ['count=0', 400],
      ['count=201', 400],
      ['count=1.5', 400],
      ['page=0', 400],
      ['page=100001', 400],
      ['state=won', 400],
      ['gameCode=NOPE!', 400],
      ['gameCode=no-game', 404],
    ] as const) {
      const res = await draws(ops, query);
      expect(res.status, `${query}: ${res.text}`).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    for (const bad of ['2026', '20261127000x', '202611270001999']) expect((await cancel(ops, bad)).status).toBe(400);
    expect((await cancel(ops, '20261127', 'aurora', 'no-game')).status).toBe(404);
    expect((await cancel(ops, '202611279999')).status).toBe(404);
    // the draw is untouched: still open with its one slip
    expect(await drawOf(numero)).toMatchObject({ state: 'open', slips: 1, stake: 100 });
  });
});
