// What raffle and ranking promotions take from the domain events (called by the rewards engine inside its
// batch transaction): settled turnover per (promotion, period, member) in the promotion's categories while it is
// open, counted once (the watermark of the last event, as the rebate accruals); raffle chances earned by that
// turnover (one per turnoverPerChance in a brand-local day) and by deposits of at least depositMin, at most
// maxChancesPerDay a day — each chance keyed by its cause, so a replay earns nothing twice.
import type { Db } from '../../db/database.ts';
import { localDay } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import { isOpenAt } from './promotion-rules.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { isRaffle, isRanking, rankingPeriodOf, turnoverChances, type RafflePromotion } from './raffle-rules.ts';
import { RaffleRepository, turnoverKey, type TurnoverKey } from './raffle.repository.ts';
import { isAfter, type EventMark } from './rewards.repository.ts';
import type { Promotion } from '../../../schemas/generated/tenant.ts';

const zoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';

/** Whether the member takes part at `at`: open then, and joined before when the promotion needs joining. */
async function takesPart(trx: Db, tenant: TenantContext, promotion: Promotion, memberId: number, at: Date): Promise<boolean> {
  if (!isOpenAt(promotion, at)) return false;
  if (promotion.enrolment !== 'join') return true;
  const joined = await new PromotionsRepository(trx).joinedAt(tenant.id, promotion.id, memberId);
  return joined !== null && joined <= at;
}

/** Adds one chance unless the member's day is full; under the (promotion, member) lock. */
async function earnChance(trx: Db, tenant: TenantContext, promotion: RafflePromotion, memberId: number, key: string, day: string, at: Date, cause: object) {
  await new PromotionsRepository(trx).lockMemberPromotion(tenant.id, promotion.id, memberId);
  const repo = new RaffleRepository(trx);
  if ((await repo.countChances(tenant.id, promotion.id, memberId, { localDay: day })) >= promotion.raffle.earn.maxChancesPerDay) return;
  await repo.insertChance({ tenantId: tenant.id, promotionId: promotion.id, memberId, key, localDay: day, cause: { ...cause }, earnedAt: at });
}

export async function onDepositCredited(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
  const memberId = event.memberId!;
  const amount = Number(event.payload.amount);
  const depositId = Number(event.payload.depositId);
  const day = localDay(event.occurredAt, zoneOf(tenant));
  for (const promotion of (tenant.config.promotions ?? []).filter(isRaffle)) {
    const min = promotion.raffle.earn.depositMin;
    if (min === undefined || amount < min || !(await takesPart(trx, tenant, promotion, memberId, event.occurredAt))) continue;
    await earnChance(trx, tenant, promotion, memberId, `${promotion.id}:deposit:${depositId}`, day, event.occurredAt, { event: event.id, depositId });
  }
}

/** Settled bets (real money, the brand's currency) in consumer order. */
export async function onBetsSettled(trx: Db, tenant: TenantContext, bets: readonly StoredDomainEvent[]): Promise<void> {
  const promotions = (tenant.config.promotions ?? []).filter((p) => (isRaffle(p) && p.raffle.earn.turnoverPerChance !== undefined) || isRanking(p));
  if (promotions.length === 0 || bets.length === 0) return;
  const zone = zoneOf(tenant);
  const parts: Array<TurnoverKey & { stake: number; event: StoredDomainEvent; day: string }> = [];
  for (const event of bets) {
    const category = String(event.payload.gameType ?? '');
    const day = localDay(event.occurredAt, zone);
    for (const p of promotions) {
      const categories: readonly string[] | undefined = isRaffle(p) ? p.raffle.earn.categories : p.ranking!.categories;
      if (categories && !categories.includes(category)) continue;
      if (!(await takesPart(trx, tenant, p, event.memberId!, event.occurredAt))) continue;
      const periodKey = isRaffle(p) ? day : rankingPeriodOf(p.ranking!.period, day);
      parts.push({ promotionId: p.id, periodKey, memberId: event.memberId!, stake: Number(event.payload.bet), event, day });
    }
  }
  if (parts.length === 0) return;
  const repo = new RaffleRepository(trx);
  const marks = await repo.turnoverMarks(tenant.id, [...new Map(parts.map((p) => [turnoverKey(p), p])).values()]);
  const rows = new Map<string, TurnoverKey & { before: number; stake: number; reachedAt: Date; last: EventMark; day: string; eventId: number }>();
  for (const part of parts) {
    const key = turnoverKey(part);
    const mark = marks.get(key);
    if (mark && !isAfter(part.event, mark.mark)) continue; // counted before: a replay adds nothing
    const row = rows.get(key) ?? { ...part, before: mark?.turnover ?? 0, stake: 0, reachedAt: part.event.occurredAt, last: part.event, eventId: part.event.id };
    row.stake += part.stake;
    row.reachedAt = part.event.occurredAt;
    row.last = part.event;
    row.eventId = part.event.id;
    rows.set(key, row);
  }
  await repo.accrueTurnover(
    tenant.id,
    [...rows.values()].map((r) => ({
      promotionId: r.promotionId,
      periodKey: r.periodKey,
      memberId: r.memberId,
      stake: r.stake,
      reachedAt: r.reachedAt,
      last: { txId: r.last.txId, id: r.last.id },
    })),
  );
  // Raffle: every turnoverPerChance step the day's turnover crossed is a chance (the n-th step keyed by n).
  for (const row of rows.values()) {
    const promotion = promotions.find((p) => p.id === row.promotionId);
    if (!promotion || !isRaffle(promotion)) continue;
    const per = promotion.raffle.earn.turnoverPerChance!;
    for (let n = turnoverChances(row.before, per) + 1; n <= turnoverChances(row.before + row.stake, per); n += 1)
      await earnChance(trx, tenant, promotion, row.memberId, `${promotion.id}:turnover:${row.memberId}:${row.day}:${n}`, row.day, row.reachedAt, {
        event: row.eventId,
        step: n,
      });
  }
}
