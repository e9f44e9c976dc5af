// Reports in the back office (issue 16 item 6) over real HTTP on both engines (PGlite and PostgreSQL): random activity made through
// the real money paths (cashier credits and withdrawal holds through the wallet service, stakes, wins,
// jackpot hits and rollbacks through the signed seamless wallet of three vendors, registrations,
// a free-play player whose money never counts), then moved to random instants of a past window (the
// ledger's append-only trigger is paused for that one update, as only a test may). The report must
// equal the sums computed here from the ledger rows, the generator's own tally and the house accounts'
// balances, with the ledger sound (ledger:check); days split at the brand's midnight; the breakdown
// adds up to the daily totals; the CSV says what the JSON says and is formula-safe; staff of another
// brand, a role without reports.read and a visitor without a session are refused; bad ranges are a
// translated 400.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakdownReportValue, DailyReportValue, GameFigures, ReportFigures } from '../../schemas/generated/reports.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, trialBearer, type Client } from './helpers/accounts-client.ts';
import type { TestResponse } from './helpers/http-client.ts';
import { asStaff, newSignedInStaff, staffCall, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const ZONE = 'Asia/Manila'; // UTC+8 all year: no daylight saving to blur the boundary
const CURRENCY = 'PHP';
const PASSWORD = 'Report-pass-1357';
const DAY = 86_400_000;
const en = catalogue('en');
const cn = catalogue('cn');
const VENDORS = ['ORIGINALS', 'ORIGINALS_FISH', 'EVO'] as const;
type Vendor = (typeof VENDORS)[number];
const SECRETS: Record<string, string> = readFixtureTenant('aurora').secrets.vendorSecrets;
const hmac = (secret: string, raw: string) => createHmac('sha256', secret).update(raw, 'utf8').digest('hex');
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const zoneDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The brand's calendar day of an instant, computed by Intl (not by the database). */
const manilaDay = (d: Date) => zoneDay.format(d);

interface Player {
  id: number;
  trial: boolean;
  client: Client;
  /** Launch token and the game launched, per vendor. */
  tokens: Record<Vendor, string>;
  games: Record<Vendor, string>;
}

type Op =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'withdrawal'; player: number; amount: number; outcome: 'post' | 'void' | 'refund' }
  | { kind: 'bet'; player: number; vendor: number; amount: number; win: number; jackpot: boolean; rollback: boolean }
  | { kind: 'trialBet'; vendor: number; amount: number; win: number }
  | { kind: 'registration' };

interface Tally {
  deposits: number;
  withdrawals: number;
  stakes: number;
  bets: number;
  registrations: number;
  bettors: Set<number>;
}

let seq = 0;
const uid = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;

describe.each(DATABASE_KINDS)('reports in the back office on %s', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let marketingA: StaffClient;
  let cashierA: StaffClient;
  let players: Player[];
  let trial: Player;

  beforeAll(async () => {
    const aurora = readFixtureTenant('aurora');
    t = await startTestApp({
      database: kind,
      tenants: { aurora: { ...aurora, settings: { ...aurora.settings, timeZone: ZONE } }, borealis: readFixtureTenant('borealis') },
    });
    [admin, marketingA, cashierA] = [
      await newSignedInStaff(t, 'admin'),
      await newSignedInStaff(t, 'marketing', ['aurora']),
      await newSignedInStaff(t, 'cashier', ['aurora']),
    ];
    players = [];
    for (let i = 0; i < 3; i++) players.push(await newPlayer(false));
    trial = await newPlayer(true);
  }, 120_000);
  afterAll(() => t?.close());

  const db = () => t.portal.db;
  const wallet = () => t.portal.services.wallet;

  async function newMember(type: number): Promise<{ id: number; account: string }> {
    const account = `rp${process.pid % 1000}x${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type,
      passwordHash: await hashPassword(PASSWORD),
      registerMethod: 'username',
    });
    if ('conflict' in created) throw new Error(`cannot create ${account}`);
    await wallet().ensurePlayerWallet('aurora', created.id, CURRENCY);
    return { id: created.id, account };
  }

  async function bearerOf(account: string): Promise<string> {
    const login = await loginBearer(t, AURORA, account, PASSWORD);
    if (login.status !== 200) throw new Error(`login: ${login.text}`);
    return login.json().value.token;
  }

  /** A signed-in player with a launch token for each vendor (a free-play one when `isTrial`). */
  async function newPlayer(isTrial: boolean): Promise<Player> {
    const { id, account } = await newMember(isTrial ? 4 : 0);
    if (isTrial) await wallet().grantFreePlayBalance('aurora', id, 10_000_000, CURRENCY);
    const client: Client = { host: AURORA, bearer: isTrial ? await trialBearer(t, 'aurora', id, account) : await bearerOf(account) };
    const tokens = {} as Record<Vendor, string>;
    const games = {} as Record<Vendor, string>;
    // Live tables (EVO) are for real accounts only.
    for (const vendor of isTrial ? VENDORS.slice(0, 2) : VENDORS) {
      const { rows } = await sql<{ game_code: string }>`
        select game_code from games where tenant_id = 'aurora' and vendor = ${vendor} order by position, id limit 1`.execute(db());
      if (!rows[0]) throw new Error(`no ${vendor} game in the catalogue`);
      const res = await call(t, client, 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=${vendor}&gameCode=${encodeURIComponent(rows[0].game_code)}`);
      const token = /[?&]token=([^&]+)/.exec(res.json().value?.url ?? '')?.[1];
      if (res.status !== 200 || !token) throw new Error(`launch ${vendor}: ${res.text}`);
      tokens[vendor] = decodeURIComponent(token);
      games[vendor] = rows[0].game_code;
    }
    return { id, trial: isTrial, client, tokens, games };
  }

  function vendorCall(vendor: Vendor, action: string, body: Record<string, unknown>): Promise<TestResponse> {
    const raw = JSON.stringify({ timestamp: Date.now(), currency: CURRENCY, ...body });
    return t.request(`/wps/vendor/${vendor}/${action}`, {
      method: 'POST',
      host: AURORA,
      headers: { 'content-type': 'application/json', 'x-signature': hmac(SECRETS[vendor], raw) },
      body: raw,
    });
  }
  const applied = (res: TestResponse) => {
    expect(res.status, res.text).toBe(200);
    return res.json().value;
  };

  const maxTransferId = async () => Number((await sql<{ id: string | null }>`select max(id)::text as id from ledger_transfers`.execute(db())).rows[0].id ?? 0);

  /**
   * Moves the transfers with id in (after, upTo] and the given members of `tenantId` to `at`: test-only
   * time travel past the ledger's append-only trigger (transfer ids are one sequence for all brands).
   */
  async function backdate(after: number, upTo: number, memberIds: number[], at: Date, tenantId = 'aurora'): Promise<void> {
    if (upTo > after) {
      await sql`alter table ledger_transfers disable trigger ledger_transfers_append_only`.execute(db());
      try {
        await sql`update ledger_transfers set created_at = ${at} where id > ${after} and id <= ${upTo}`.execute(db());
      } finally {
        await sql`alter table ledger_transfers enable trigger ledger_transfers_append_only`.execute(db());
      }
    }
    if (memberIds.length) await sql`update members set created_at = ${at} where tenant_id = ${tenantId} and id in (${sql.join(memberIds)})`.execute(db());
  }

  /** Runs one operation through the real paths; what it moved goes into the tally. */
  async function perform(op: Op, tally: Tally): Promise<number[]> {
    const house = { kind: 'house' as const, code: 'cashier' as const };
    switch (op.kind) {
      case 'registration': {
        const { id } = await newMember(0);
        tally.registrations++;
        return [id];
      }
      case 'deposit': {
        const p = players[op.player];
        await wallet().transfer({
          tenantId: 'aurora',
          idempotencyKey: uid('deposit'),
          kind: 'deposit',
          from: house,
          to: { kind: 'player', memberId: p.id },
          amount: op.amount,
          currency: CURRENCY,
        });
        tally.deposits += op.amount;
        return [];
      }
      case 'withdrawal': {
        const p = players[op.player];
        const key = uid('withdrawal');
        await wallet().createPending({
          tenantId: 'aurora',
          idempotencyKey: key,
          kind: 'withdrawal',
          from: { kind: 'player', memberId: p.id },
          to: house,
          amount: op.amount,
          currency: CURRENCY,
        });
        if (op.outcome === 'void') await wallet().voidPending('aurora', key);
        else {
          await wallet().postPending('aurora', key);
          tally.withdrawals += op.amount;
          if (op.outcome === 'refund') {
            const back = Math.max(1, Math.floor(op.amount / 2));
            await wallet().transfer({
              tenantId: 'aurora',
              idempotencyKey: `${key}:refund`,
              kind: 'withdrawal_refund',
              from: house,
              to: { kind: 'player', memberId: p.id },
              amount: back,
              currency: CURRENCY,
            });
            tally.withdrawals -= back;
          }
        }
        return [];
      }
      case 'bet':
      case 'trialBet': {
        const p = op.kind === 'bet' ? players[op.player] : trial;
        const vendor = VENDORS[op.vendor];
        const roundId = uid('round');
        const txId = uid('bet');
        applied(
          await vendorCall(vendor, 'bet', { playerId: String(p.id), token: p.tokens[vendor], gameCode: p.games[vendor], txId, roundId, amount: op.amount }),
        );
        if (op.kind === 'bet') {
          tally.stakes += op.amount;
          tally.bets++;
          tally.bettors.add(p.id);
        }
        if (op.kind === 'bet' && op.rollback) {
          applied(await vendorCall(vendor, 'rollback', { playerId: String(p.id), gameCode: p.games[vendor], txId: uid('rb'), refTxId: txId, roundId }));
          tally.stakes -= op.amount;
        } else {
          const jackpot = op.kind === 'bet' && op.jackpot;
          applied(await vendorCall(vendor, 'win', { playerId: String(p.id), gameCode: p.games[vendor], txId: uid('win'), roundId, amount: op.win, jackpot }));
        }
        return [];
      }
    }
  }

  const get = (staff: StaffClient | null, path: string, headers: Record<string, string> = {}) =>
    staff ? asStaff(t, staff, 'GET', path, undefined, headers) : staffCall(t, 'GET', path, undefined, headers);
  const daily = async (tenant: string, from: string, to: string): Promise<DailyReportValue> => {
    const res = await get(admin, `/bo/api/brands/${tenant}/reports/daily?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    return res.json().value;
  };
  const breakdown = async (from: string, to: string): Promise<BreakdownReportValue> => {
    const res = await get(admin, `/bo/api/brands/aurora/reports/breakdown?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    return res.json().value;
  };

  const EMPTY: ReportFigures = {
    deposits: 0,
    withdrawals: 0,
    stakes: 0,
    wins: 0,
    ggr: 0,
    jackpotContributions: 0,
    jackpotHits: 0,
    bets: 0,
    activePlayers: 0,
    registrations: 0,
  };

  /**
   * The figures per brand day computed here from the ledger rows (transfer kinds and the accounts on
   * both sides, as ledger-audit reads them) and the members table, days cut by Intl.
   */
  async function fromLedger(from: string, to: string): Promise<{ days: Map<string, ReportFigures>; totals: ReportFigures }> {
    const { rows } = await sql<{
      kind: string;
      phase: string;
      amount: string;
      created_at: Date;
      d_kind: string;
      d_code: string | null;
      d_member: string | null;
      c_kind: string;
      c_code: string | null;
      c_member: string | null;
    }>`select t.kind, t.phase, t.amount::text, t.created_at, d.kind as d_kind, d.house_code as d_code, d.owner_member_id::text as d_member,
         c.kind as c_kind, c.house_code as c_code, c.owner_member_id::text as c_member
       from ledger_transfers t
       join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
       join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
       where t.tenant_id = 'aurora' and t.currency = ${CURRENCY}`.execute(db());
    const members = await sql<{ created_at: Date; type: number }>`select created_at, type from members where tenant_id = 'aurora'`.execute(db());
    const days = new Map<string, ReportFigures>();
    const bettors = new Map<string, Set<string>>();
    const all = new Set<string>();
    const totals = { ...EMPTY };
    const at = (day: string) => days.get(day) ?? days.set(day, { ...EMPTY }).get(day)!;
    const inRange = (day: string) => day >= from && day <= to;
    const add = (day: string, field: keyof ReportFigures, value: number) => {
      at(day)[field] += value;
      totals[field] += value;
    };
    for (const r of rows) {
      const day = manilaDay(r.created_at);
      if (!inRange(day)) continue;
      const amount = Number(r.amount);
      const fromHouse = (code: string) => r.d_kind === 'house' && r.d_code === code;
      const toHouse = (code: string) => r.c_kind === 'house' && r.c_code === code;
      if (r.kind === 'deposit' && fromHouse('cashier') && r.c_kind === 'player') add(day, 'deposits', amount);
      if (r.kind === 'withdrawal' && r.phase === 'post' && toHouse('cashier')) add(day, 'withdrawals', amount);
      if (r.kind === 'withdrawal_refund' && fromHouse('cashier')) add(day, 'withdrawals', -amount);
      if (r.kind === 'bet' && toHouse('game_bets')) {
        add(day, 'stakes', amount);
        add(day, 'bets', 1);
        (bettors.get(day) ?? bettors.set(day, new Set()).get(day)!).add(r.d_member!);
        all.add(r.d_member!);
      }
      if (r.kind === 'rollback' && fromHouse('game_bets')) add(day, 'stakes', -amount);
      if (r.kind === 'win' && fromHouse('game_bets')) add(day, 'wins', amount);
      if (r.kind === 'jackpot_win' && fromHouse('jackpot_pool')) {
        add(day, 'wins', amount);
        add(day, 'jackpotHits', amount);
      }
      if (r.kind === 'jackpot_contribution' && toHouse('jackpot_pool')) add(day, 'jackpotContributions', amount);
      if (r.kind === 'jackpot_contribution_reversal' && fromHouse('jackpot_pool')) add(day, 'jackpotContributions', -amount);
    }
    for (const m of members.rows) {
      const day = manilaDay(m.created_at);
      if (inRange(day) && Number(m.type) !== 4) add(day, 'registrations', 1);
    }
    for (const [day, f] of days) {
      f.activePlayers = bettors.get(day)?.size ?? 0;
      f.ggr = f.stakes - f.wins;
    }
    totals.activePlayers = all.size;
    totals.ggr = totals.stakes - totals.wins;
    return { days, totals };
  }

  const houseGames = async () =>
    (await wallet().houseBalance('aurora', 'game_bets', CURRENCY)) + (await wallet().houseBalance('aurora', 'jackpot_pool', CURRENCY));
  const cashier = () => wallet().houseBalance('aurora', 'cashier', CURRENCY);

  const opArb = (): fc.Arbitrary<Op> =>
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player: fc.nat(2), amount: fc.integer({ min: 1, max: 500_000 }) }) },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('withdrawal' as const),
          player: fc.nat(2),
          amount: fc.integer({ min: 1, max: 20_000 }),
          outcome: fc.constantFrom('post' as const, 'void' as const, 'refund' as const),
        }),
      },
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('bet' as const),
          player: fc.nat(2),
          vendor: fc.nat(VENDORS.length - 1),
          amount: fc.integer({ min: 1, max: 20_000 }),
          win: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40_000 })),
          jackpot: fc.boolean(),
          rollback: fc.boolean(),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('trialBet' as const),
          vendor: fc.nat(1),
          amount: fc.integer({ min: 1, max: 20_000 }),
          win: fc.nat(40_000),
        }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'registration' as const }) },
    );

  let run = 0;
  it('when random activity is spread over a past window, then every day, the totals and the breakdown equal the sums from the ledger, the tally and the house balances, and the ledger stays sound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.tuple(opArb(), fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })), { minLength: 5, maxLength: 25 }),
        async (length, ops) => {
          // Each run has its own window of brand days, far from the others and from today.
          const first = Date.UTC(2025, 0, 1) + run++ * 40 * DAY;
          const from = dayText(first);
          const to = dayText(first + (length - 1) * DAY);
          const tally: Tally = { deposits: 0, withdrawals: 0, stakes: 0, bets: 0, registrations: 0, bettors: new Set() };
          // Float for the players first (a deposit too, counted), so no stake or withdrawal is refused.
          const [gamesBefore, cashierBefore] = [await houseGames(), await cashier()];
          const ordered: Op[] = [...players.keys()].map((player) => ({ kind: 'deposit', player, amount: 2_000_000 }) as Op);
          const when: number[] = ordered.map(() => 0.5);
          for (const [op, u] of ops) {
            ordered.push(op);
            when.push(u);
          }
          for (const [i, op] of ordered.entries()) {
            const before = await maxTransferId();
            const members = await perform(op, tally);
            // Manila midnight is 16:00 UTC; instants run from 8 hours before the window's first Manila
            // day to 8 hours after its last, so some land outside on either side (on the day before
            // or after), and the cut must be the brand's, not UTC's.
            const start = first - 8 * 3_600_000 - 8 * 3_600_000;
            const span = length * DAY + 16 * 3_600_000;
            await backdate(before, await maxTransferId(), members, new Date(start + Math.floor(when[i] * span)));
          }

          // The window itself: every day and the totals equal the ledger's sums, computed here.
          const report = await daily('aurora', from, to);
          const expected = await fromLedger(from, to);
          expect(report.scope).toMatchObject({ tenantId: 'aurora', currency: CURRENCY, timeZone: ZONE, from, to });
          expect(report.days.map((d) => d.day)).toEqual(Array.from({ length }, (_, i) => dayText(first + i * DAY)));
          for (const d of report.days) expect(d.figures, d.day).toEqual(expected.days.get(d.day) ?? EMPTY);
          expect(report.totals).toEqual(expected.totals);

          // A wider window holds the whole run: it equals the generator's tally and the house accounts' change.
          const wide = await daily('aurora', dayText(first - DAY), dayText(first + length * DAY));
          expect({
            deposits: wide.totals.deposits,
            withdrawals: wide.totals.withdrawals,
            stakes: wide.totals.stakes,
            bets: wide.totals.bets,
            registrations: wide.totals.registrations,
            activePlayers: wide.totals.activePlayers,
          }).toEqual({
            deposits: tally.deposits,
            withdrawals: tally.withdrawals,
            stakes: tally.stakes,
            bets: tally.bets,
            registrations: tally.registrations,
            activePlayers: tally.bettors.size,
          });
          expect(wide.totals.ggr).toBe((await houseGames()) - gamesBefore);
          expect(wide.totals.withdrawals - wide.totals.deposits).toBe((await cashier()) - cashierBefore);
          expect(wide.totals.jackpotHits).toBeLessThanOrEqual(wide.totals.wins);

          // The breakdown adds up to the daily totals, per category and per vendor.
          const split = await breakdown(from, to);
          const game = (f: ReportFigures | GameFigures) => ({ stakes: f.stakes, wins: f.wins, ggr: f.ggr, jackpotHits: f.jackpotHits, bets: f.bets });
          expect(game(split.totals)).toEqual(game(report.totals));
          expect(split.totals.activePlayers).toBe(report.totals.activePlayers);
          for (const level of [split.categories, split.vendors]) {
            const sum = level.reduce(
              (s, r) => ({
                stakes: s.stakes + r.figures.stakes,
                wins: s.wins + r.figures.wins,
                ggr: s.ggr + r.figures.ggr,
                jackpotHits: s.jackpotHits + r.figures.jackpotHits,
                bets: s.bets + r.figures.bets,
              }),
              { stakes: 0, wins: 0, ggr: 0, jackpotHits: 0, bets: 0 },
            );
            expect(sum).toEqual(game(report.totals));
            for (const r of level) expect(r.figures.activePlayers).toBeLessThanOrEqual(report.totals.activePlayers);
          }
          for (const r of split.vendors) expect([...VENDORS, 'unknown']).toContain(r.key);
          expect(split.vendors.every((r) => r.key !== 'unknown')).toBe(true);
          expect(split.categories.every((r) => r.key !== 'unknown')).toBe(true);

          expect((await auditLedger(db(), { tenantId: 'aurora' })).problems).toEqual([]);
        },
      ),
      { seed: 20_261_126, numRuns: 5, endOnFailure: true },
    );
  }, 240_000);

  it('when money moves one millisecond before and at the brand’s midnight, then it lands on two days; without a zone (borealis) the cut is UTC midnight', async () => {
    const p = players[0];
    const credit = async (tenantId: string, memberId: number, currency: string, amount: number, at: string) => {
      const before = await maxTransferId();
      await wallet().transfer({
        tenantId,
        idempotencyKey: uid('edge'),
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId },
        amount,
        currency,
      });
      await backdate(before, await maxTransferId(), [], new Date(at));
    };
    // Manila midnight of 2024-03-11 is 2024-03-10T16:00:00Z.
    await credit('aurora', p.id, CURRENCY, 111, '2024-03-10T15:59:59.999Z');
    await credit('aurora', p.id, CURRENCY, 222, '2024-03-10T16:00:00.000Z');
    const manila = await daily('aurora', '2024-03-10', '2024-03-11');
    expect(manila.days.map((d) => [d.day, d.figures.deposits])).toEqual([
      ['2024-03-10', 111],
      ['2024-03-11', 222],
    ]);
    expect(manila.totals.deposits).toBe(333);

    const borealis = readFixtureTenant('borealis');
    const { id } = await (async () => {
      const created = await t.portal.services.accounts.members.insert({
        tenantId: 'borealis',
        account: `rpb${++seq}`,
        nickname: 'b',
        type: 0,
        passwordHash: 'x',
        registerMethod: 'seed',
      });
      if ('conflict' in created) throw new Error('exists');
      return created;
    })();
    await backdate(0, 0, [id], new Date('2024-03-10T23:59:59.999Z'), 'borealis');
    await wallet().ensurePlayerWallet('borealis', id, borealis.currency.code);
    await credit('borealis', id, borealis.currency.code, 500, '2024-03-10T23:59:59.999Z');
    await credit('borealis', id, borealis.currency.code, 700, '2024-03-11T00:00:00.000Z');
    const utc = await daily('borealis', '2024-03-10', '2024-03-11');
    expect(utc.scope.timeZone).toBe('UTC');
    expect(utc.days.map((d) => [d.day, d.figures.deposits, d.figures.registrations])).toEqual([
      ['2024-03-10', 500, 1],
      ['2024-03-11', 700, 0],
    ]);
  });

  it('when a player asks for a bank deposit, then it counts only once the cashier approves it, on the day of the approval', async () => {
    // Today and tomorrow of the brand, fixed now, so a midnight between the steps changes nothing.
    const day = manilaDay(new Date());
    const today = async () => (await daily('aurora', day, dayText(Date.parse(`${day}T00:00:00Z`) + DAY))).totals.deposits;
    const before = await today();
    const asked = await call(t, players[1].client, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: 43_210,
      reference: 'REPORTS-1',
      idempotencyKey: uid('bank'),
    });
    expect(asked.status, asked.text).toBe(200);
    expect(await today()).toBe(before);
    const approved = await asStaff(t, cashierA, 'POST', `/bo/api/cashier/deposits/aurora/${asked.json().value.id}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(await today()).toBe(before + 43_210);
  });

  it('when the CSV of a report is downloaded, then it is an attachment with the JSON figures in major units, a totals line, and no cell a spreadsheet would run', async () => {
    const from = '2025-01-01';
    const to = '2025-12-31';
    const json = await daily('aurora', from, to);
    const res = await get(admin, `/bo/api/brands/aurora/reports/daily.csv?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="aurora-daily-${from}-${to}.csv"`);
    const lines = res.text.split('\r\n');
    expect(lines.pop()).toBe('');
    const [head, ...rows] = lines.map((l) => l.split(','));
    const columns = [
      'deposits',
      'withdrawals',
      'stakes',
      'wins',
      'ggr',
      'jackpotContributions',
      'jackpotHits',
      'bets',
      'activePlayers',
      'registrations',
    ] as const;
    expect(head).toEqual(['day', ...columns]);
    const money = new Set(['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'jackpotContributions', 'jackpotHits']);
    const major = (minor: number) => (minor < 0 ? '-' : '') + (Math.abs(minor) / 100).toFixed(2);
    const expected = [...json.days.map((d) => [d.day, d.figures] as const), ['total', json.totals] as const].map(([label, f]) => [
      label,
      ...columns.map((c) => (money.has(c) ? major(f[c]) : String(f[c]))),
    ]);
    expect(rows).toEqual(expected);
    expect(json.totals.deposits).toBeGreaterThan(0);
    // Formula-safe: every cell is a day, a label or a plain number.
    for (const cell of rows.flat()) expect(cell).toMatch(/^(\d{4}-\d{2}-\d{2}|total|-?\d+(\.\d{2})?)$/);

    const split = await breakdown(from, to);
    const csv = await get(admin, `/bo/api/brands/aurora/reports/breakdown.csv?from=${from}&to=${to}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const table = csv.text
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(table[0]).toEqual(['kind', 'key', 'stakes', 'wins', 'ggr', 'jackpotHits', 'bets', 'activePlayers']);
    const gameRow = (kind: string, key: string, f: GameFigures) => [
      kind,
      key,
      major(f.stakes),
      major(f.wins),
      major(f.ggr),
      major(f.jackpotHits),
      String(f.bets),
      String(f.activePlayers),
    ];
    expect(table.slice(1)).toEqual([
      ...split.categories.map((r) => gameRow('category', r.key, r.figures)),
      ...split.vendors.map((r) => gameRow('vendor', r.key, r.figures)),
      gameRow('total', '', split.totals),
    ]);
    expect(split.categories.length).toBeGreaterThan(1);
    expect(split.vendors.length).toBeGreaterThan(1);
  });

  const ENDPOINTS = ['daily', 'daily.csv', 'breakdown', 'breakdown.csv'];
  const RANGE = 'from=2025-01-01&to=2025-01-31';

  it('when staff of brand A, a role without reports.read or a visitor without a session ask for a report, then they are refused with nothing shown', async () => {
    for (const endpoint of ENDPOINTS) {
      const own = await get(marketingA, `/bo/api/brands/aurora/reports/${endpoint}?${RANGE}`);
      expect(own.status, endpoint).toBe(200);
      const other = await get(marketingA, `/bo/api/brands/borealis/reports/${endpoint}?${RANGE}`);
      expect([other.status, other.json().code], endpoint).toEqual([404, 'notFound']);
      expect(other.text).not.toContain('deposits');
      const unknown = await get(admin, `/bo/api/brands/no-such-brand/reports/${endpoint}?${RANGE}`);
      expect([unknown.status, unknown.json().code], endpoint).toEqual([404, 'notFound']);
      const cashierRes = await get(cashierA, `/bo/api/brands/aurora/reports/${endpoint}?${RANGE}`);
      expect([cashierRes.status, cashierRes.json().code], endpoint).toEqual([403, 'staffForbidden']);
      const anonymous = await get(null, `/bo/api/brands/aurora/reports/${endpoint}?${RANGE}`);
      expect([anonymous.status, anonymous.json().code], endpoint).toEqual([401, 'staffSignedOut']);
      // A brand's own host never serves the back office.
      const onBrandHost = await t.request(`/bo/api/brands/aurora/reports/${endpoint}?${RANGE}`, { host: AURORA, headers: { cookie: admin.cookie } });
      expect(onBrandHost.status, endpoint).toBe(404);
    }
  });

  it('when any query string at all is sent, then the answer is a report or a 400 with a message, never a 5xx', async () => {
    const dayLike = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 40 }))
        .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
      fc.constantFrom('2024-02-29', '2025-02-29', '2025-01-01', '2026-12-31', '1999-12-31', '3000-01-01', '%00', '9'.repeat(400)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('from', 'to', 'x', 'from[]', 'to[a]'), dayLike, { maxKeys: 3 }),
        fc.constantFrom(...ENDPOINTS),
        async (query, endpoint) => {
          const qs = Object.entries(query)
            .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
            .join('&');
          const res = await get(admin, `/bo/api/brands/aurora/reports/${endpoint}?${qs}`);
          expect([200, 400], `${endpoint}?${qs}: ${res.text.slice(0, 200)}`).toContain(res.status);
          if (res.status === 400) {
            expect(res.json().success).toBe(false);
            expect(res.json().message.length).toBeGreaterThan(0);
          }
        },
      ),
      { seed: 20_261_127, numRuns: 150 },
    );
  });

  it('when no range is asked for, then the report covers the last 7 days of the brand’s zone, today included, and says so', async () => {
    const res = await get(admin, '/bo/api/brands/aurora/reports/daily');
    expect(res.status).toBe(200);
    const { scope, days } = res.json().value as DailyReportValue;
    const today = manilaDay(new Date());
    expect(scope.to).toBe(today);
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.day).toBe(today);
    expect(scope.from).toBe(days[0].day);
    const csv = await get(admin, '/bo/api/brands/aurora/reports/breakdown.csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="aurora-breakdown-${scope.from}-${today}.csv"`);
  });

  it('when a range is reversed, too long, not a date or not a calendar day, then the answer is a 400 with the translated message', async () => {
    const refused = async (query: string, language = 'EN') => {
      const res = await get(admin, `/bo/api/brands/aurora/reports/daily?${query}`, { 'x-language': language });
      expect(res.status, query).toBe(400);
      return res.json();
    };
    expect((await refused('from=2025-02-01&to=2025-01-31')).message).toBe(en.errors.dateRangeInvalid);
    expect((await refused('from=2025-02-01&to=2025-01-31', 'CN')).message).toBe(cn.errors.dateRangeInvalid);
    expect((await refused('from=2026-02-28&to=2026-02-30')).message).toBe(en.errors.dateRangeInvalid);
    expect((await refused('from=2025-02-29&to=2025-03-01')).message).toBe(en.errors.dateRangeInvalid);
    const long = await refused('from=2024-01-01&to=2025-01-01');
    expect([long.code, long.message]).toEqual(['dateRangeTooLong', en.errors.dateRangeTooLong.replace('{{days}}', '366')]);
    expect((await get(admin, '/bo/api/brands/aurora/reports/daily?from=2024-01-01&to=2024-12-31')).status).toBe(200); // 366 days: a leap year
    // Both days or neither: one alone is not a range.
    expect((await refused('from=2025-01-01')).message).toBe(en.errors.dateRangeInvalid);
    expect((await refused('to=2025-01-01')).message).toBe(en.errors.dateRangeInvalid);
    for (const query of ['from=yesterday&to=2025-01-01', 'from=2025-1-1&to=2025-01-02', 'from=2025-01-01&to=2025-01-02&x=1', 'from=&to=']) {
      const body = await refused(query);
      expect(body.code, query).toBe('validation');
      expect(body.errors[0].message, query).not.toMatch(/\^|\\d|pattern/);
      expect(body.errors[0].message.length, query).toBeGreaterThan(0);
    }
    for (const endpoint of ENDPOINTS) expect((await get(admin, `/bo/api/brands/aurora/reports/${endpoint}?from=2025-02-01&to=2025-01-01`)).status).toBe(400);
    expect((await get(admin, `/bo/api/brands/aurora/reports/daily?from=9999-99-99&to=2025-01-01`)).status).toBe(400);
  });
});
