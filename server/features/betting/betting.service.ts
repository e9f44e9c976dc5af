// What players see of play: the jackpot pool, the winner board of real wins, their betting records and
// profit/loss; and the reconciliation job that closes rounds a vendor left open. No Express, no SQL.
import type { BetRecord, BetRecordPage, BetRecordQuery, BetTotals, ProfitQuery, ProfitValue } from '../../../schemas/generated/betting.ts';
import type { JackpotValue, RankListValue, WinnerEntry } from '../../../schemas/generated/games.ts';
import { gameIconUrl } from '../../../schemas/rules/game-icon.ts';
import { pickCdn } from '../../../schemas/rules/vendor-icon.ts';
import { dayRange } from '../../http/day-range.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { launchModeOf } from '../games/game-items.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';
import type { BetWallet } from './bet-wallet.ts';
import type { BettingRepository, RoundFilter, RoundRecord, WinRecord } from './betting.repository.ts';

export const RECORDS_PAGE_SIZE = 15;
export const WINNERS_LIMIT = 50;
/** A round with no closing word from its vendor for this long is closed as it stands. */
export const STALE_ROUND_MINUTES = 30;

/** Game names come from the games feature's catalogue. */
export interface BettingPorts {
  gameNames(
    tenantId: string,
    keys: ReadonlyArray<{ vendor: string; gameCode: string }>,
    language: string | undefined,
  ): Promise<Map<string, { id: number; name: string }>>;
}

/** Keeps the first two characters and the last one: "ja****e" — enough to recognise oneself, not to find someone. */
export function maskName(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.min(4, Math.max(2, chars.length - 3)))}${chars[chars.length - 1]}`;
}

const totalsOf = (rows: ReadonlyArray<{ rounds: number; bet: number; win: number }>): BetTotals => {
  const rounds = rows.reduce((n, r) => n + r.rounds, 0);
  const bet = rows.reduce((n, r) => n + r.bet, 0);
  const win = rows.reduce((n, r) => n + r.win, 0);
  return { rounds, bet, win, profit: win - bet };
};

export class BettingService {
  readonly #repo: BettingRepository;

  constructor(
    repo: BettingRepository,
    private readonly bets: BetWallet,
    private readonly ports: BettingPorts,
    private readonly now: () => number = Date.now,
  ) {
    this.#repo = repo;
  }

  async jackpot(tenant: TenantContext, language: string | undefined): Promise<JackpotValue> {
    const [amount, [lastWin]] = await Promise.all([this.bets.pool(tenant), this.#winners(tenant, undefined, 1, language, true)]);
    return { amount: Math.max(0, amount), currency: tenant.config.currency.code, lastWin: lastWin ?? null };
  }

  /** GCSGAME_getRankList: the latest real-money wins (more won than staked), names masked. */
  async rankList(tenant: TenantContext, q: { gameCategory?: string; limitNum?: number; language?: string }): Promise<RankListValue> {
    const gameType = q.gameCategory && q.gameCategory !== 'ALL' ? q.gameCategory : undefined;
    const list = await this.#winners(tenant, gameType, q.limitNum ?? WINNERS_LIMIT, q.language, false);
    return { list: list.map((vo) => ({ vo })) };
  }

  async #winners(
    tenant: TenantContext,
    gameType: string | undefined,
    limit: number,
    language: string | undefined,
    jackpotOnly: boolean,
  ): Promise<WinnerEntry[]> {
    const wins: WinRecord[] = jackpotOnly
      ? await this.#repo.recentJackpots(tenant.id, tenant.config.currency.code, limit)
      : await this.#repo.recentWins(tenant.id, tenant.config.currency.code, gameType, limit);
    const names = await this.ports.gameNames(tenant.id, wins, language);
    const imgUrl = pickCdn(tenant.config.cdn?.image ?? []);
    return wins.map((w) => ({
      gameId: names.get(`${w.vendor}:${w.gameCode}`)?.id ?? 0,
      gameCode: w.gameCode,
      vendor: w.vendor,
      gameName: names.get(`${w.vendor}:${w.gameCode}`)?.name ?? w.gameCode,
      gameType: w.gameType,
      iconUrl: gameIconUrl(w, imgUrl),
      customerName: maskName(w.account),
      winAmount: w.win,
      currency: w.currency,
      wonAt: w.wonAt.toISOString(),
      launch: launchModeOf(w.vendor),
    }));
  }

  /** personalHistoryCopy: the member's rounds in the day range, newest first, 15 per page, with the range's totals. */
  async betRecords(tenant: TenantContext, memberId: number, q: BetRecordQuery): Promise<BetRecordPage> {
    const range = dayRange(q, this.now());
    const filter: RoundFilter = { memberId, from: range.from, to: range.toExclusive, gameType: q.gameType, vendor: q.vassalage };
    const pageNo = q.pageNo ?? 1;
    const [{ rows, total }, totals] = await Promise.all([
      this.#repo.memberRounds(tenant.id, filter, pageNo, RECORDS_PAGE_SIZE),
      this.#repo.memberTotals(tenant.id, filter),
    ]);
    return {
      list: await this.#records(tenant.id, rows, q.language),
      totalPages: Math.ceil(total / RECORDS_PAGE_SIZE),
      pageNo,
      from: range.fromDay,
      to: range.toDay,
      totals: totalsOf(totals),
    };
  }

  /**
   * The rounds of several members (an agent's downline; the agents feature resolves who) with the member's own
   * filters: day range (at most 31 days), category, vendor, 15 per page, and the totals of the whole filter.
   */
  async membersBetRecords(
    tenant: TenantContext,
    memberIds: readonly number[],
    q: BetRecordQuery,
  ): Promise<Omit<BetRecordPage, 'list'> & { list: Array<BetRecord & { memberId: number }> }> {
    const range = dayRange(q, this.now());
    const pageNo = q.pageNo ?? 1;
    const base = { totalPages: 0, pageNo, from: range.fromDay, to: range.toDay };
    if (memberIds.length === 0) return { ...base, list: [], totals: totalsOf([]) };
    const filter: RoundFilter = { memberId: memberIds, from: range.from, to: range.toExclusive, gameType: q.gameType, vendor: q.vassalage };
    const [{ rows, total }, totals] = await Promise.all([
      this.#repo.memberRounds(tenant.id, filter, pageNo, RECORDS_PAGE_SIZE),
      this.#repo.memberTotals(tenant.id, filter),
    ]);
    const list = await this.#records(tenant.id, rows, q.language);
    return {
      ...base,
      list: list.map((r, i) => ({ ...r, memberId: rows[i].memberId })),
      totalPages: Math.ceil(total / RECORDS_PAGE_SIZE),
      totals: totalsOf(totals),
    };
  }

  /** Every round of one member, newest first, 15 per page, with all-time totals (the back office's player page). */
  async roundsForStaff(
    tenantId: string,
    memberId: number,
    pageNo: number,
    language: string | undefined,
  ): Promise<{ list: BetRecord[]; totalPages: number; totals: BetTotals }> {
    const filter: RoundFilter = { memberId };
    const [{ rows, total }, totals] = await Promise.all([
      this.#repo.memberRounds(tenantId, filter, pageNo, RECORDS_PAGE_SIZE),
      this.#repo.memberTotals(tenantId, filter),
    ]);
    return { list: await this.#records(tenantId, rows, language), totalPages: Math.ceil(total / RECORDS_PAGE_SIZE), totals: totalsOf(totals) };
  }

  async #records(tenantId: string, rows: readonly RoundRecord[], language: string | undefined): Promise<BetRecord[]> {
    const names = await this.ports.gameNames(tenantId, rows, language);
    return rows.map((r) => ({
      id: r.id,
      roundId: r.roundId,
      gameCode: r.gameCode,
      gameName: names.get(`${r.vendor}:${r.gameCode}`)?.name ?? r.gameCode,
      vendor: r.vendor,
      vendorName: findVendor(r.vendor)?.displayName ?? r.vendor,
      gameType: r.gameType,
      bet: r.bet,
      win: r.win,
      profit: r.win - r.bet,
      jackpot: r.jackpot,
      status: r.status,
      openedAt: r.openedAt.toISOString(),
      closedAt: r.closedAt?.toISOString() ?? null,
    }));
  }

  /** personalProfit: stake, winnings and profit per category over the day range. */
  async profit(tenant: TenantContext, memberId: number, q: ProfitQuery): Promise<ProfitValue> {
    const range = dayRange(q, this.now());
    const rows = await this.#repo.memberTotals(tenant.id, { memberId, from: range.from, to: range.toExclusive });
    return { from: range.fromDay, to: range.toDay, categories: rows.map((r) => ({ ...r, profit: r.win - r.bet })), total: totalsOf(rows) };
  }

  roundsLastHour(tenantId: string, keys: ReadonlyArray<{ vendor: string; gameCode: string }>): Promise<Map<string, number>> {
    return this.#repo.roundsSince(tenantId, new Date(this.now() - 3_600_000), keys);
  }

  /** The reconciliation job: closes stale open rounds (their stake stays lost; a late win still pays). */
  async closeStaleRounds(): Promise<number> {
    const closed = await this.#repo.closeStaleRounds(new Date(this.now() - STALE_ROUND_MINUTES * 60_000), 500);
    await this.#repo.deleteExpiredSessions(new Date(this.now() - 7 * 86_400_000));
    return closed;
  }
}
