// The only place that reads and writes mission_progress.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ProgressRow {
  missionId: string;
  period: string;
  progress: number;
  lastDay: string | null;
  completed: boolean;
  claimed: boolean;
  txId: string;
  eventId: number;
}

export interface BoardRow {
  memberId: number;
  username: string;
  score: number;
}

interface Row {
  mission_id: string;
  period: string;
  progress: bigint;
  last_day: string | null;
  completed_at: Date | null;
  claimed_at: Date | null;
  tx: string;
  counted_event: bigint;
}

const toRow = (r: Row): ProgressRow => ({
  missionId: r.mission_id,
  period: r.period,
  progress: Number(r.progress),
  lastDay: r.last_day,
  completed: r.completed_at !== null,
  claimed: r.claimed_at !== null,
  txId: r.tx,
  eventId: Number(r.counted_event),
});

export class MissionsRepository {
  constructor(private readonly db: Db) {}

  /** The member's row of one mission and period, locked for the consumer's batch (null: none yet). */
  async lock(tenantId: string, memberId: number, missionId: string, period: string): Promise<ProgressRow | null> {
    const { rows } = await sql<Row>`
      select mission_id, period, progress, last_day, completed_at, claimed_at, counted_tx::text as tx, counted_event
      from mission_progress
      where tenant_id = ${tenantId} and member_id = ${memberId}::int8 and mission_id = ${missionId} and period = ${period}
      for update`.execute(this.db);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Writes the progress up to the event `upTo`; `completedWeek` set: it completes now (once: an earlier completion stays). */
  async save(
    tenantId: string,
    memberId: number,
    missionId: string,
    period: string,
    state: { progress: number; lastDay: string | null; score: number; completedWeek: string | null },
    upTo: { txId: string; eventId: number },
  ): Promise<void> {
    const completedAt = state.completedWeek === null ? null : new Date();
    await sql`
      insert into mission_progress (tenant_id, member_id, mission_id, period, progress, last_day, score, completed_at, completed_week, counted_tx, counted_event)
      values (${tenantId}, ${memberId}::int8, ${missionId}, ${period}, ${state.progress}::int8, ${state.lastDay}, ${state.score}::int4,
        ${completedAt}::timestamptz, ${state.completedWeek}, ${upTo.txId}::xid8, ${upTo.eventId}::int8)
      on conflict (tenant_id, member_id, mission_id, period) do update set
        progress = excluded.progress, last_day = excluded.last_day, counted_tx = excluded.counted_tx, counted_event = excluded.counted_event,
        score = case when mission_progress.completed_at is null then excluded.score else mission_progress.score end,
        completed_week = coalesce(mission_progress.completed_week, excluded.completed_week),
        completed_at = coalesce(mission_progress.completed_at, excluded.completed_at)`.execute(this.db);
  }

  /** The member's rows of the given (mission, period) pairs. */
  async ofMember(tenantId: string, memberId: number, keys: ReadonlyArray<{ missionId: string; period: string }>): Promise<ProgressRow[]> {
    if (keys.length === 0) return [];
    const { rows } = await sql<Row>`
      select p.mission_id, p.period, p.progress, p.last_day, p.completed_at, p.claimed_at, p.counted_tx::text as tx, p.counted_event
      from mission_progress p
      join unnest(${keys.map((k) => k.missionId)}::text[], ${keys.map((k) => k.period)}::text[]) as k(mission_id, period)
        on k.mission_id = p.mission_id and k.period = p.period
      where p.tenant_id = ${tenantId} and p.member_id = ${memberId}::int8`.execute(this.db);
    return rows.map(toRow);
  }

  /** Marks a completed, unclaimed row claimed; false when there is none (not completed, or already claimed). */
  async claim(tenantId: string, memberId: number, missionId: string, period: string): Promise<boolean> {
    const { rows } = await sql<{ one: number }>`
      update mission_progress set claimed_at = now()
      where tenant_id = ${tenantId} and member_id = ${memberId}::int8 and mission_id = ${missionId} and period = ${period}
        and completed_at is not null and claimed_at is null
      returning 1 as one`.execute(this.db);
    return rows.length === 1;
  }

  /** The ids of the brand's missions some member's progress is kept under (back-office editor: they are then fixed). */
  async countedMissionIds(tenantId: string): Promise<Set<string>> {
    const { rows } = await sql<{ mission_id: string }>`select distinct mission_id from mission_progress where tenant_id = ${tenantId}`.execute(this.db);
    return new Set(rows.map((r) => r.mission_id));
  }

  /** The week's board: members by the score of missions completed in it, highest first (ties: who got there first). */
  async board(tenantId: string, week: string, limit: number): Promise<BoardRow[]> {
    const { rows } = await sql<{ member_id: bigint; username: string; score: bigint }>`
      select p.member_id, m.account as username, sum(p.score)::int8 as score
      from mission_progress p join members m on m.tenant_id = p.tenant_id and m.id = p.member_id
      where p.tenant_id = ${tenantId} and p.completed_week = ${week}
      group by p.member_id, m.account
      having sum(p.score) > 0
      order by score desc, max(p.completed_at), p.member_id
      limit ${limit}`.execute(this.db);
    return rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, score: Number(r.score) }));
  }
}
