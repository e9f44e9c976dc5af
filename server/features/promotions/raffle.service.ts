// Raffle (lucky draw) and ranking promotions for players (issue 19). A raffle chance is spent on one provably
// fair draw (raffle-rules.ts): in one transaction, under the (promotion, member) lock, the oldest chance is
// consumed, the stocked prizes' rows are locked (stock holds under concurrency), the roll is made from the
// member's committed seed, the prize granted through the engine's one award path with a key per (promotion,
// member, chance), the draw recorded with its seed revealed, and the next seed committed. A ranking's leaderboard
// is read from promotion_turnover; a job pays each ended period's prizes by rank once across instances.
import { randomBytes } from 'node:crypto';
import type { ClaimRaffleValue, LeaderboardValue, RaffleDrawView, RaffleView } from '../../../schemas/generated/raffle.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { localDay, startOfLocalDay, type Clock, type PeriodJob } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { newServerSeed, seedHash } from '../../providers/games/originals/engines/fair-random.ts';
import { maskName } from '../betting/betting.service.ts';
import { claimablePeriods, isOpenAt, periodEnd } from './promotion-rules.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import {
  compareRanked,
  CUSTOM_PERIOD,
  drawOf,
  drawPool,
  isRaffle,
  isRanking,
  lastPaidRank,
  prizeOfRank,
  rankingPeriodOf,
  type RafflePromotion,
  type RankingPromotion,
} from './raffle-rules.ts';
import { RaffleRepository, type RaffleDraw } from './raffle.repository.ts';
import { timeZoneOf, type RewardsEngine } from './rewards-engine.ts';

const HISTORY = 20;
const LEADERBOARD_ROWS = 20;
/** How many ended daily / weekly ranking periods the job still pays after an outage. */
const CATCH_UP = { daily: 7, weekly: 4 } as const;
const newClientSeed = () => randomBytes(8).toString('hex');

export interface RafflePorts {
  /** The member's account name (masked before it leaves), null when unknown. */
  accountOf(tenantId: string, memberId: number): Promise<string | null>;
  registeredAt(tenantId: string, memberId: number): Promise<Date | null>;
}

export class RaffleService {
  constructor(
    private readonly db: Db,
    private readonly engine: RewardsEngine,
    private readonly clock: Clock,
    private readonly ports: RafflePorts,
    /** Whether the rewards engine has accrued every bet settled before `at` (an ended ranking period is paid only then). */
    private readonly accruedBefore: (at: Date) => Promise<boolean>,
  ) {}

  async view(tenant: TenantContext, memberId: number, promotionId: string, lang: string): Promise<RaffleView> {
    return this.#view(this.db, tenant, this.#raffle(tenant, promotionId), memberId, lang);
  }

  /** MCS2_claimRafflePromotion: one chance, one draw, the prize paid — all or nothing. */
  async claim(tenant: TenantContext, memberId: number, promotionId: string, clientSeed: string | undefined, lang: string): Promise<ClaimRaffleValue> {
    const promotion = this.#raffle(tenant, promotionId);
    const now = this.clock.now();
    if (promotion.startsAt && now < new Date(promotion.startsAt)) throw new AppError(409, 'promotionNotStarted');
    if (!isOpenAt(promotion, now)) throw new AppError(409, 'promotionClosed');
    await this.#assertEligible(tenant, promotion, memberId, now);
    const drawId = await inTransaction(this.db, async (trx) => {
      await new PromotionsRepository(trx).lockMemberPromotion(tenant.id, promotion.id, memberId);
      const repo = new RaffleRepository(trx);
      const chanceId = await repo.consumeChance(tenant.id, promotion.id, memberId, now);
      if (chanceId === null) throw new AppError(409, 'raffleNoChance');
      const prizes = promotion.raffle.prizes;
      const given = await repo.lockStock(
        tenant.id,
        promotion.id,
        prizes.filter((p) => p.stock !== undefined).map((p) => p.id),
      );
      const pool = drawPool(prizes, given);
      if (pool.length === 0) throw new AppError(409, 'raffleSoldOut');
      const seed = await repo.seed(tenant.id, promotion.id, memberId, { serverSeed: newServerSeed(), clientSeed: newClientSeed() });
      const client = clientSeed ?? seed.clientSeed;
      const { roll, prizeId } = drawOf(pool, seed.serverSeed, client, seed.nonce);
      const prize = prizes.find((p) => p.id === prizeId)!;
      if (prize.stock !== undefined) await repo.addGiven(tenant.id, promotion.id, prize.id);
      const amount = prize.kind === 'none' ? 0 : (prize.amount ?? 0);
      const key = `${promotion.id}:raffle:${memberId}:${chanceId}`;
      if (prize.kind !== 'none' && amount > 0) {
        await this.engine.grantAward(trx, {
          tenant,
          memberId,
          promotion,
          key,
          amount,
          kind: prize.kind,
          localDay: localDay(now, timeZoneOf(tenant)),
          cause: { raffleChance: chanceId, prizeId: prize.id },
        });
      }
      const id = await repo.insertDraw({
        tenantId: tenant.id,
        promotionId: promotion.id,
        memberId,
        chanceId,
        serverSeed: seed.serverSeed,
        clientSeed: client,
        nonce: seed.nonce,
        roll,
        pool,
        prizeId: prize.id,
        prizeKind: prize.kind,
        amount,
        grantKey: amount > 0 ? key : null,
        at: now,
      });
      // The next draw's seed is committed now (its hash shown before it), the one just used is revealed.
      await repo.rotateSeed(tenant.id, promotion.id, memberId, { serverSeed: newServerSeed(), clientSeed: client, nonce: seed.nonce + 1 });
      return id;
    });
    const raffle = await this.#view(this.db, tenant, promotion, memberId, lang);
    const draw = raffle.history.find((d) => d.id === drawId)!;
    return { draw, raffle };
  }

  async leaderboard(tenant: TenantContext, promotionId: string, viewer: number | null): Promise<LeaderboardValue> {
    const promotion = this.#ranking(tenant, promotionId);
    const { period, minTurnover, prizes } = promotion.ranking;
    const periodKey = rankingPeriodOf(period, localDay(this.clock.now(), timeZoneOf(tenant)));
    const { start, end } = this.#bounds(tenant, promotion, periodKey);
    const repo = new RaffleRepository(this.db);
    const leaders = (await repo.leaders(tenant.id, promotion.id, periodKey, minTurnover, LEADERBOARD_ROWS)).sort(compareRanked);
    const list = await Promise.all(
      leaders.map(async (r, i) => {
        const row: LeaderboardValue['list'][number] = {
          rank: i + 1,
          account: maskName((await this.ports.accountOf(tenant.id, r.memberId)) ?? '?'),
          turnover: r.turnover,
          prize: prizeOfRank(prizes, i + 1),
        };
        if (r.memberId === viewer) row.me = true;
        return row;
      }),
    );
    const value: LeaderboardValue = {
      promotionId: promotion.id,
      period,
      periodKey,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      minTurnover,
      awardKind: promotion.award.kind,
      prizes: prizes.map((b) => ({ fromRank: b.fromRank, toRank: b.toRank, amount: b.amount })),
      list,
    };
    if (viewer !== null) {
      const standing = await repo.standing(tenant.id, promotion.id, periodKey, viewer, minTurnover);
      value.me = { turnover: standing.turnover };
      if (standing.rank !== null) {
        value.me.rank = standing.rank;
        value.me.prize = prizeOfRank(prizes, standing.rank);
      }
    }
    return value;
  }

  /**
   * Ranking prizes: each ended period of each ranking promotion is paid once across instances (runDuePeriods
   * claims `<promotion>@<period>`), only once every bet settled before its end has been accrued.
   */
  rankingJob(): PeriodJob<TenantContext> {
    const split = (key: string) => {
      const at = key.lastIndexOf('@');
      return { promotionId: key.slice(0, at), periodKey: key.slice(at + 1) };
    };
    return {
      name: 'ranking-prizes',
      duePeriods: (tenant, now) => {
        const due: Array<{ key: string; end: number }> = [];
        for (const p of (tenant.config.promotions ?? []).filter(isRanking)) {
          const { period } = p.ranking;
          if (period === 'custom') {
            if (p.endsAt && now >= new Date(p.endsAt)) due.push({ key: `${p.id}@${CUSTOM_PERIOD}`, end: new Date(p.endsAt).getTime() });
            continue;
          }
          const running = rankingPeriodOf(period, localDay(now, timeZoneOf(tenant)));
          for (const key of claimablePeriods(running, period, CATCH_UP[period] * (period === 'daily' ? 1 : 7)).filter((k) => k < running)) {
            const { start, end } = this.#bounds(tenant, p, key);
            // Only periods the promotion was open in.
            if ((p.startsAt && end <= new Date(p.startsAt)) || (p.endsAt && start >= new Date(p.endsAt))) continue;
            due.push({ key: `${p.id}@${key}`, end: end.getTime() });
          }
        }
        return due.sort((a, b) => a.end - b.end || (a.key < b.key ? -1 : 1)).map((d) => d.key);
      },
      ready: (tenant, key) => {
        const { promotionId, periodKey } = split(key);
        const promotion = this.#ranking(tenant, promotionId);
        return this.accruedBefore(this.#bounds(tenant, promotion, periodKey).end);
      },
      run: async (tenant, key, trx) => {
        const { promotionId, periodKey } = split(key);
        const promotion = this.#ranking(tenant, promotionId);
        // As a paused rebate: a period that ended while staff had the race paused pays nothing (the job runs once per period).
        if (promotion.paused) return { members: 0, paid: 0, paused: true };
        const { minTurnover, prizes } = promotion.ranking;
        const ranked = (await new RaffleRepository(trx).leaders(tenant.id, promotion.id, periodKey, minTurnover, lastPaidRank(prizes))).sort(compareRanked);
        let members = 0;
        let paid = 0;
        for (const [i, r] of ranked.entries()) {
          const amount = prizeOfRank(prizes, i + 1);
          if (amount <= 0) continue;
          const granted = await this.engine.grantAward(trx, {
            tenant,
            memberId: r.memberId,
            promotion,
            key: `${promotion.id}:ranking:${r.memberId}:${periodKey}`,
            amount,
            localDay: periodKey,
            cause: { rankingPeriod: periodKey, rank: i + 1, turnover: r.turnover },
          });
          if (granted) {
            members += 1;
            paid += amount;
          }
        }
        return { members, paid };
      },
    };
  }

  /** The instants a ranking period runs between: local midnights, or the promotion's own dates (custom). */
  #bounds(tenant: TenantContext, promotion: RankingPromotion, periodKey: string): { start: Date; end: Date } {
    const { period } = promotion.ranking;
    if (period === 'custom') return { start: new Date(promotion.startsAt!), end: new Date(promotion.endsAt!) };
    const zone = timeZoneOf(tenant);
    return { start: startOfLocalDay(periodKey, zone), end: startOfLocalDay(periodEnd(periodKey, period), zone) };
  }

  async #assertEligible(tenant: TenantContext, promotion: RafflePromotion, memberId: number, now: Date): Promise<void> {
    if (promotion.enrolment === 'join') {
      const joined = await new PromotionsRepository(this.db).joinedAt(tenant.id, promotion.id, memberId);
      if (!joined) throw new AppError(409, 'promotionNotEligible');
    }
    const within = promotion.eligibility?.registeredWithinDays;
    if (within !== undefined) {
      const registered = await this.ports.registeredAt(tenant.id, memberId);
      if (!registered || now.getTime() - registered.getTime() > within * 86_400_000) throw new AppError(409, 'promotionNotEligible');
    }
  }

  #raffle(tenant: TenantContext, id: string): RafflePromotion {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === id);
    if (!promotion || !isRaffle(promotion)) throw new AppError(404, 'promotionNotFound');
    return promotion;
  }

  #ranking(tenant: TenantContext, id: string): RankingPromotion {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === id);
    if (!promotion || !isRanking(promotion)) throw new AppError(404, 'promotionNotFound');
    return promotion;
  }

  async #view(db: Db, tenant: TenantContext, promotion: RafflePromotion, memberId: number, lang: string): Promise<RaffleView> {
    const repo = new RaffleRepository(db);
    const fallback = tenant.config.languages.default;
    const today = localDay(this.clock.now(), timeZoneOf(tenant));
    const [left, todays, given, draws] = await Promise.all([
      repo.countChances(tenant.id, promotion.id, memberId, { open: true }),
      repo.countChances(tenant.id, promotion.id, memberId, { localDay: today }),
      repo.stockGiven(tenant.id, promotion.id),
      repo.draws(tenant.id, promotion.id, memberId, HISTORY),
    ]);
    const nameOf = (id: string) => {
      const prize = promotion.raffle.prizes.find((p) => p.id === id);
      return (prize && pickLocalized(prize.name, lang, fallback)) ?? id;
    };
    const { earn, prizes } = promotion.raffle;
    const view: RaffleView = {
      promotionId: promotion.id,
      chancesLeft: left,
      chancesToday: todays,
      maxChancesPerDay: earn.maxChancesPerDay,
      prizes: prizes.map((p) => {
        const v: RaffleView['prizes'][number] = {
          id: p.id,
          name: nameOf(p.id),
          kind: p.kind,
          amount: p.kind === 'none' ? 0 : (p.amount ?? 0),
          weight: p.weight,
        };
        if (p.stock !== undefined) v.left = Math.max(0, p.stock - (given.get(p.id) ?? 0));
        return v;
      }),
      history: draws.map((d) => drawView(d, nameOf(d.prizeId))),
    };
    if (earn.turnoverPerChance !== undefined) view.turnoverPerChance = earn.turnoverPerChance;
    if (earn.depositMin !== undefined) view.depositMin = earn.depositMin;
    // The commitment for the next draw: made now if the member has none yet (a read that writes once, harmless).
    const seed = await new RaffleRepository(this.db).seed(tenant.id, promotion.id, memberId, { serverSeed: newServerSeed(), clientSeed: newClientSeed() });
    view.fairness = { seedHash: seedHash(seed.serverSeed), clientSeed: seed.clientSeed, nonce: seed.nonce };
    return view;
  }
}

function drawView(d: RaffleDraw, prizeName: string): RaffleDrawView {
  return {
    id: d.id,
    prizeId: d.prizeId,
    prizeName,
    kind: d.prizeKind,
    amount: d.amount,
    drawnAt: d.createdAt.toISOString(),
    serverSeed: d.serverSeed,
    seedHash: seedHash(d.serverSeed),
    clientSeed: d.clientSeed,
    nonce: d.nonce,
    roll: d.roll,
    pool: d.pool,
  };
}
