// Missions (issue 20; spec §2 member centre page missionLeaderboard, §7 MCSFE_getMissionSummaryDetails,
// MCSFE_getMissionLeaderboard). Daily, weekly and one-off tasks per brand (tenant `missions`); progress comes from
// domain events (bet.settled, deposit.credited, member.signed_in) through the consumer 'missions', per member,
// mission and period in the brand's time zone, with a watermark per row so a replay counts nothing twice.
// A claim is one transaction: the row's claimed_at (set once: of 50 concurrent claims one wins), the points
// (ledger key per member, mission and period) and the bonus (promotions' award path).
// Grace window (the spec is silent; a player expects to collect what they completed): a completed, unclaimed
// mission of the previous period (yesterday, last week) can still be claimed until the current period ends, once —
// a claim takes the oldest claimable period first. Missions are edited live in the back office (mission-editor):
// a retired mission is neither counted nor listed, but a completed, unclaimed period of it stays claimable.
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Mission } from '../../../schemas/generated/tenant.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { localDay } from '../../jobs/period-job.ts';
import { advance, contribution, isComplete, missionPeriod, previousPeriod, type MissionState } from './mission-rules.ts';
import { MissionsRepository, type ProgressRow } from './missions.repository.ts';

export const MISSIONS_CONSUMER = 'missions';
export const BOARD_SIZE = 20;
const POINTS = 'PTS';

export interface MissionsPorts {
  tenant(tenantId: string): TenantContext | undefined;
  /** A bonus with wagering through the promotions award path, inside `trx` (promotions feature). */
  grantBonus(
    trx: Db,
    bonus: { tenant: TenantContext; memberId: number; sourceId: string; key: string; amount: number; wageringMultiplier: number },
  ): Promise<void>;
  /** How the winner board masks a name (betting feature). */
  maskName(account: string): string;
}

export interface MissionView {
  id: string;
  name: string;
  period: Mission['period'];
  task: Mission['task'];
  category: string | null;
  gameCode: string | null;
  target: number;
  /** Capped at the target once complete. */
  progress: number;
  score: number;
  rewardPoints: number;
  rewardBonus: number;
  /** inProgress, claimable (complete, not claimed) or claimed. */
  status: 'inProgress' | 'claimable' | 'claimed';
  /** The view is of the previous period, complete and not claimed yet: claimable until the current period ends. */
  previousPeriod: boolean;
}

export interface MissionSummary {
  missions: MissionView[];
  claimable: number;
  /** The member's score this week (leaderboard period). */
  score: number;
}

export interface LeaderboardEntry {
  rank: number;
  customerName: string;
  score: number;
}

const isAfter = (e: StoredDomainEvent, mark: { txId: string; eventId: number }): boolean => {
  const tx = BigInt(e.txId);
  const markTx = BigInt(mark.txId);
  return tx > markTx || (tx === markTx && e.id > mark.eventId);
};

const missionsOf = (tenant: TenantContext): readonly Mission[] => tenant.config.missions ?? [];
const activeMissionsOf = (tenant: TenantContext): readonly Mission[] => missionsOf(tenant).filter((m) => !m.retired);
const zoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';

export class MissionsService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly ports: MissionsPorts,
  ) {}

  /** The consumer's handler: each event advances every mission it counts for (in a fixed lock order). */
  readonly handleBatch = async (events: readonly StoredDomainEvent[], trx: Db): Promise<void> => {
    type Group = { tenant: TenantContext; memberId: number; mission: Mission; period: string; items: Array<{ e: StoredDomainEvent; amount: number }> };
    const groups = new Map<string, Group>();
    for (const e of events) {
      if (e.memberId === null) continue;
      const tenant = this.ports.tenant(e.tenantId);
      if (!tenant) continue;
      for (const mission of activeMissionsOf(tenant)) {
        const amount = contribution(mission, e, tenant.config.currency.code);
        if (amount === null) continue;
        const period = missionPeriod(mission.period, e.occurredAt, zoneOf(tenant));
        const key = `${tenant.id}\u0000${e.memberId}\u0000${mission.id}\u0000${period}`;
        const group = groups.get(key) ?? { tenant, memberId: e.memberId, mission, period, items: [] };
        group.items.push({ e, amount });
        groups.set(key, group);
      }
    }
    const repo = new MissionsRepository(trx);
    const ordered = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
    for (const g of ordered) {
      const row = await repo.lock(g.tenant.id, g.memberId, g.mission.id, g.period);
      const fresh = row ? g.items.filter((x) => isAfter(x.e, row)) : g.items;
      const last = fresh.at(-1);
      if (!last) continue;
      const zone = zoneOf(g.tenant);
      let state: MissionState = { progress: row?.progress ?? 0, lastDay: row?.lastDay ?? null };
      let completedAt: Date | null = null;
      for (const x of fresh) {
        state = advance(g.mission, state, x.amount, localDay(x.e.occurredAt, zone));
        if (!row?.completed && completedAt === null && isComplete(g.mission, state)) completedAt = x.e.occurredAt;
      }
      await repo.save(
        g.tenant.id,
        g.memberId,
        g.mission.id,
        g.period,
        { ...state, score: g.mission.score, completedWeek: completedAt ? missionPeriod('weekly', completedAt, zone) : null },
        { txId: last.e.txId, eventId: last.e.id },
      );
    }
  };

  /**
   * MCSFE_getMissionSummaryDetails: the brand's missions in their current period with the member's progress — or,
   * while the previous period's is complete and unclaimed, that one (claimable until the current period ends).
   * A retired mission shows only while it has such a reward waiting. `claimable` counts every claimable period.
   */
  async summary(tenant: TenantContext, memberId: number, language: string, now: Date): Promise<MissionSummary> {
    const zone = zoneOf(tenant);
    const all = missionsOf(tenant);
    const current = all.map((m) => missionPeriod(m.period, now, zone));
    const keys = all.flatMap((m, i) => {
      const previous = previousPeriod(current[i]);
      return [{ missionId: m.id, period: current[i] }, ...(previous ? [{ missionId: m.id, period: previous }] : [])];
    });
    const repo = new MissionsRepository(this.db);
    const rows = await repo.ofMember(tenant.id, memberId, keys);
    const byKey = new Map(rows.map((r) => [`${r.missionId}\u0000${r.period}`, r]));
    const claimableRow = (r: ProgressRow | undefined) => r !== undefined && r.completed && !r.claimed;
    let claimable = 0;
    const views: MissionView[] = [];
    all.forEach((m, i) => {
      const mine = byKey.get(`${m.id}\u0000${current[i]}`);
      const previousKey = previousPeriod(current[i]);
      const before = previousKey === null ? undefined : byKey.get(`${m.id}\u0000${previousKey}`);
      const waiting = Number(claimableRow(mine)) + Number(claimableRow(before));
      if (m.retired && waiting === 0) return;
      claimable += waiting;
      const shown = claimableRow(before) ? before : mine;
      views.push({
        id: m.id,
        name: pickLocalized(m.name, language, tenant.config.languages.default) ?? m.id,
        period: m.period,
        task: m.task,
        category: m.category ?? null,
        gameCode: m.gameCode ?? null,
        target: m.target,
        progress: shown?.completed ? m.target : Math.min(m.target, shown?.progress ?? 0),
        score: m.score,
        rewardPoints: m.rewardPoints ?? 0,
        rewardBonus: m.rewardBonus?.amount ?? 0,
        status: shown?.claimed ? 'claimed' : shown?.completed ? 'claimable' : 'inProgress',
        previousPeriod: shown !== mine,
      });
    });
    const week = missionPeriod('weekly', now, zone);
    const board = (await repo.board(tenant.id, week, Number.MAX_SAFE_INTEGER)).find((r) => r.memberId === memberId);
    return { missions: views, claimable, score: board?.score ?? 0 };
  }

  /** MCSFE_getMissionLeaderboard: this week's top members by mission score, names masked as the winner board does. */
  async leaderboard(tenant: TenantContext, now: Date): Promise<{ period: string; list: LeaderboardEntry[] }> {
    const week = missionPeriod('weekly', now, zoneOf(tenant));
    const rows = await new MissionsRepository(this.db).board(tenant.id, week, BOARD_SIZE);
    return { period: week.slice(1), list: rows.map((r, i) => ({ rank: i + 1, customerName: this.ports.maskName(r.username), score: r.score })) };
  }

  /**
   * MCSFE_claimMission: the reward of a completed mission, once per period — the previous period's first while it
   * is claimable (its grace window ends with the current period), else the current one's.
   * Errors: missionNotFound, missionNotCompleted, missionAlreadyClaimed.
   */
  async claim(tenant: TenantContext, memberId: number, missionId: string, language: string, now: Date): Promise<MissionView> {
    const mission = missionsOf(tenant).find((m) => m.id === missionId);
    if (!mission) throw new AppError(404, 'missionNotFound');
    const current = missionPeriod(mission.period, now, zoneOf(tenant));
    const previous = previousPeriod(current);
    await inTransaction(this.db, async (trx) => {
      const repo = new MissionsRepository(trx);
      let period = current;
      if (previous !== null && (await repo.claim(tenant.id, memberId, mission.id, previous))) period = previous;
      else if (!(await repo.claim(tenant.id, memberId, mission.id, current))) {
        const [row] = await repo.ofMember(tenant.id, memberId, [{ missionId: mission.id, period: current }]);
        throw new AppError(409, row?.claimed ? 'missionAlreadyClaimed' : mission.retired ? 'missionNotFound' : 'missionNotCompleted');
      }
      const key = `mission:${memberId}:${mission.id}:${period}`;
      if (mission.rewardPoints)
        await this.wallet.within(trx).transfer({
          tenantId: tenant.id,
          idempotencyKey: key,
          kind: 'points_mission',
          from: { kind: 'house', code: 'points_issuer' },
          to: { kind: 'player', memberId },
          amount: mission.rewardPoints,
          currency: POINTS,
          metadata: { missionId: mission.id, period },
        });
      if (mission.rewardBonus)
        await this.ports.grantBonus(trx, {
          tenant,
          memberId,
          sourceId: `mission:${mission.id}`,
          key,
          amount: mission.rewardBonus.amount,
          wageringMultiplier: mission.rewardBonus.wageringMultiplier,
        });
    });
    const summary = await this.summary(tenant, memberId, language, now);
    const view = summary.missions.find((m) => m.id === mission.id);
    if (view) return view;
    // A retired mission whose last reward was just claimed leaves the list: its claimed state.
    return {
      id: mission.id,
      name: pickLocalized(mission.name, language, tenant.config.languages.default) ?? mission.id,
      period: mission.period,
      task: mission.task,
      category: mission.category ?? null,
      gameCode: mission.gameCode ?? null,
      target: mission.target,
      progress: mission.target,
      score: mission.score,
      rewardPoints: mission.rewardPoints ?? 0,
      rewardBonus: mission.rewardBonus?.amount ?? 0,
      status: 'claimed',
      previousPeriod: false,
    };
  }
}
