// The lottery's settlement killed -9 (issue 18 "a second process and kill -9 mid-settlement pay nothing
// twice"), on PostgreSQL. A writer app (no jobs, its lottery clock inside the betting window of a fast draw
// a few minutes ago) places 800 slips of 20 players on that draw through the real bet endpoint, every
// slip a winner (big and small both staked) plus a 2D line. Then a real server process (server/main.ts,
// jobs on, the system clock) catches the draw up: it draws and settles it and starts paying the slips
// through the seamless wallet; it is killed with SIGKILL as soon as the first payments are visible. A
// second process finishes. Then every slip has exactly one win, equal to the odds table applied to the
// result, each player's balance moved by exactly their payouts, and the ledger is sound.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { payoutOf, type LotteryResult } from '../../server/providers/games/lottery/lottery-engine.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, eventually, FIXTURE_DIST, FIXTURE_TENANTS, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const PLAYERS = 20;
const SLIPS_EACH = 40;
const SLIPS = PLAYERS * SLIPS_EACH;
const STAKE = 100;
const INTERVAL_S = 60;

function auroraWithLottery() {
  const aurora = readFixtureTenant('aurora');
  aurora.secrets.vendorSecrets.LOTT = 'AURORA-VENDOR-SECRET-LOTT-77c1';
  aurora.games.lottery = {
    games: [
      {
        gameId: 911,
        gameCode: 'fast-1m',
        vendor: 'LOTT',
        tag: 'FAST',
        names: { EN: 'Fast 1 min' },
        kind: 'fast',
        digits: 3,
        intervalSeconds: INTERVAL_S,
        lockSeconds: 5,
        unit: 100,
        maxBet: 100_000,
        liabilityCap: 1_000_000_000,
        betTypes: [
          { type: 'bigSmall', oddsX100: 195 },
          { type: '2D', oddsX100: 9500 },
        ],
      },
    ],
  };
  return aurora;
}

/** A server process on the test's database with jobs on (the lottery's draws and wallet sweep among them). */
function serve(database: TestDatabase, tenantsDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: { ...process.env, PORT: '0', TENANTS_DIR: tenantsDir, DIST_DIR: FIXTURE_DIST, LOG_LEVEL: 'warn', NODE_ENV: 'test', REDIS_URL: '', ...database.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('lottery settlement killed -9 on postgres', () => {
  let database: TestDatabase;
  let t: TestApp;
  let tenantsDir: string;
  const children: ChildProcess[] = [];
  // The draw that ended five minutes ago (well inside the draw job's catch-up window); the writer bets on it
  // half a minute before its draw time.
  const drawAt = Math.floor(Date.now() / (INTERVAL_S * 1000)) * INTERVAL_S * 1000 - 5 * 60_000;
  const writerClock = { now: () => new Date(drawAt - 30_000) };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const aurora = auroraWithLottery();
    t = await startTestApp({ database, tenants: { aurora, borealis: readFixtureTenant('borealis') }, lotteryClock: writerClock });
    tenantsDir = join(mkdtempSync(join(tmpdir(), 'lottery-crash-')), 'tenants');
    cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
    writeFileSync(join(tenantsDir, 'aurora.json'), JSON.stringify(aurora, null, 2));
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.close();
    await database?.drop();
  });

  it('when the settling process is killed -9 mid-payment and another finishes, then every winning slip is paid exactly once', async () => {
    const hash = await hashPassword('Secret123');
    const players: { id: number; client: Client }[] = [];
    for (let p = 0; p < PLAYERS; p += 1) {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'aurora',
        account: `lc_player${p}`,
        nickname: `lc${p}`,
        type: 0,
        registerMethod: 'seed',
        passwordHash: hash,
      });
      if ('conflict' in created) throw new Error('exists');
      await t.portal.services.wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: `lc-fund-${p}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: created.id },
        amount: 10_000_000,
        currency: 'PHP',
      });
      players.push({ id: created.id, client: { host: AURORA, bearer: (await loginBearer(t, AURORA, `lc_player${p}`, 'Secret123')).json().value.token } });
    }
    const item = (await call(t, players[0].client, 'GET', '/lgw/games/game_menus')).json().value[0].gameMenus[0];
    expect(item.remainTime).toBe(30);
    const numero = item.numero as string;

    // 800 slips: each stakes big and small (one of them always wins) and one 2D number.
    const staked = new Map<number, number>();
    await Promise.all(
      players.map(async (player, p) => {
        for (let s = 0; s < SLIPS_EACH; s += 1) {
          const lines = [
            { betType: 'bigSmall', selection: 'big', amount: STAKE },
            { betType: 'bigSmall', selection: 'small', amount: STAKE },
            { betType: '2D', selection: String((p * SLIPS_EACH + s) % 100).padStart(2, '0'), amount: STAKE },
          ];
          const res = await call(t, player.client, 'POST', '/lgw/lottery/bet', { gameCode: 'fast-1m', numero, requestId: `lcrash-${p}-${s}`, lines });
          expect(res.status, res.text).toBe(200);
          staked.set(player.id, (staked.get(player.id) ?? 0) + 3 * STAKE);
        }
      }),
    );
    const counts = async () => {
      const { rows } = await sql<{ settled: string; paid: string; wins: string }>`
        select count(*) filter (where status = 'settled')::text as settled,
               count(*) filter (where status = 'settled' and wallet_done)::text as paid,
               (select count(*) from vendor_transactions v where v.tenant_id = 'aurora' and v.vendor = 'LOTT' and v.kind = 'win')::text as wins
        from lottery_slips where tenant_id = 'aurora' and game_code = 'fast-1m' and numero = ${numero}`.execute(t.portal.db);
      return { settled: Number(rows[0].settled), paid: Number(rows[0].paid), wins: Number(rows[0].wins) };
    };
    expect(await counts()).toEqual({ settled: 0, paid: 0, wins: 0 });
    const before = new Map<number, number>();
    for (const p of players) before.set(p.id, (await t.portal.services.wallet.balance('aurora', p.id, 'PHP')).sumBalance);

    // The first process draws the missed draw, settles it in one statement and starts paying: killed then.
    const first = serve(database, tenantsDir);
    children.push(first);
    await eventually(async () => expect((await counts()).wins).toBeGreaterThan(0), 180_000, 5);
    first.kill('SIGKILL');
    await eventually(() => expect(first.signalCode).toBe('SIGKILL'));
    const atKill = await counts();

    const second = serve(database, tenantsDir);
    children.push(second);
    await eventually(async () => expect((await counts()).paid).toBe(SLIPS), 240_000, 50);
    second.kill('SIGTERM');
    await eventually(() => expect(second.exitCode !== null || second.signalCode !== null).toBe(true));

    // Each slip: settled, its payout the odds table applied to the result, exactly one win of that amount.
    const draw = (await call(t, players[0].client, 'GET', `/lgw/lottery/draw?gameCode=fast-1m&numero=${numero}`)).json().value;
    expect(draw.status).toBe('drawn');
    const result = draw.result as LotteryResult;
    const tickets = await sql<{ slip_id: string; bet_type: string; selection: string; amount: string; odds_x100: string }>`
      select slip_id, bet_type, selection, amount::text, odds_x100::text from lottery_tickets where tenant_id = 'aurora' and numero = ${numero}`.execute(
      t.portal.db,
    );
    const owed = new Map<string, number>();
    for (const l of tickets.rows) {
      const pay = payoutOf(result, { betType: l.bet_type, selection: l.selection, amount: Number(l.amount), oddsX100: Number(l.odds_x100) });
      owed.set(l.slip_id, (owed.get(l.slip_id) ?? 0) + pay);
    }
    expect(owed.size).toBe(SLIPS);
    const slips = await sql<{ slip_id: string; player_id: string; payout: string; status: string }>`
      select slip_id, player_id, payout::text, status from lottery_slips where tenant_id = 'aurora' and numero = ${numero}`.execute(t.portal.db);
    const wins = await sql<{ round_id: string; n: string; amount: string }>`
      select round_id, count(*)::text as n, sum(amount)::text as amount from vendor_transactions
      where tenant_id = 'aurora' and vendor = 'LOTT' and kind = 'win' group by round_id`.execute(t.portal.db);
    const winOf = new Map(wins.rows.map((w) => [w.round_id, { n: Number(w.n), amount: Number(w.amount) }]));
    const paidTo = new Map<number, number>();
    for (const s of slips.rows) {
      expect(s.status).toBe('settled');
      expect(Number(s.payout)).toBe(owed.get(s.slip_id));
      expect(Number(s.payout)).toBeGreaterThanOrEqual(195); // every slip wins its big or small line
      expect(winOf.get(s.slip_id)).toEqual({ n: 1, amount: owed.get(s.slip_id) });
      paidTo.set(Number(s.player_id), (paidTo.get(Number(s.player_id)) ?? 0) + Number(s.payout));
    }
    expect(wins.rows).toHaveLength(SLIPS);
    for (const p of players) {
      expect((await t.portal.services.wallet.balance('aurora', p.id, 'PHP')).sumBalance).toBe(before.get(p.id)! + paidTo.get(p.id)!);
      expect(before.get(p.id)).toBe(10_000_000 - staked.get(p.id)!);
    }
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
    // Killed mid-settlement: the draw was settled, its payments under way but not finished.
    expect(atKill.settled).toBe(SLIPS);
    expect(atKill.paid).toBeLessThan(SLIPS);
  }, 600_000);
});
