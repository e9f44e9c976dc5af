// The only Kysely of the exclusion feature: exclusions (append-only but for the lift request), the
// player's reality-check and session-limit settings, and the session's stakes for a reality check.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MemberExclusionRow, MemberExclusionsTable } from './exclusion.table.ts';

/** One exclusion as the service reads it (rows stay here). */
export interface ExclusionRecord {
  id: number;
  kind: MemberExclusionsTable['kind'];
  period: string;
  startsAt: Date;
  endsAt: Date | null;
  activeUntil: Date | null;
  liftRequestedAt: Date | null;
  reason: string;
  staffUsername: string | null;
}

const toRecord = (r: MemberExclusionRow): ExclusionRecord => ({
  id: Number(r.id),
  kind: r.kind,
  period: r.period,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  activeUntil: r.active_until,
  liftRequestedAt: r.lift_requested_at,
  reason: r.reason,
  staffUsername: r.staff_username,
});

export interface NewExclusion {
  tenantId: string;
  memberId: number;
  kind: MemberExclusionsTable['kind'];
  period: string;
  startsAt: Date;
  endsAt: Date | null;
  activeUntil: Date | null;
  reason?: string;
  staff?: { id: number; username: string };
}

export class ExclusionRepository {
  constructor(private readonly db: Db) {}

  /**
   * The exclusive side of the lock stake_exclusion_check takes shared: held to the end of the caller's
   * transaction, so no stake of the member is in flight while the exclusion is written.
   */
  async lockMember(tenantId: string, memberId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended('member_exclusion' || chr(31) || ${tenantId} || chr(31) || ${String(memberId)}, 0))`.execute(
      this.db,
    );
  }

  /**
   * The shared side, as stake_exclusion_check takes it: a deposit starting in the caller's transaction waits for
   * an exclusion being written, and an exclusion waits for the deposits in flight (they commit first).
   */
  async lockMemberShared(tenantId: string, memberId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock_shared(hashtextextended('member_exclusion' || chr(31) || ${tenantId} || chr(31) || ${String(memberId)}, 0))`.execute(
      this.db,
    );
  }

  async memberExists(tenantId: string, memberId: number): Promise<boolean> {
    const row = await this.db.selectFrom('members').select('id').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).executeTakeFirst();
    return row !== undefined;
  }

  /** Exclusions in force at `at`. */
  async active(tenantId: string, memberId: number, at: Date): Promise<ExclusionRecord[]> {
    const rows = await this.db
      .selectFrom('member_exclusions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('starts_at', '<=', at)
      .where((e) => e.or([e('active_until', 'is', null), e('active_until', '>', at)]))
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  async history(tenantId: string, memberId: number, limit: number): Promise<ExclusionRecord[]> {
    const rows = await this.db
      .selectFrom('member_exclusions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async insert(e: NewExclusion): Promise<void> {
    await this.db
      .insertInto('member_exclusions')
      .values({
        tenant_id: e.tenantId,
        member_id: BigInt(e.memberId),
        kind: e.kind,
        period: e.period,
        starts_at: e.startsAt,
        ends_at: e.endsAt,
        active_until: e.activeUntil,
        reason: e.reason ?? '',
        staff_id: e.staff ? BigInt(e.staff.id) : null,
        staff_username: e.staff?.username ?? null,
      })
      .execute();
  }

  /** The lift request of self-exclusions whose chosen end has passed: they stay in force until `until`. */
  async requestLift(tenantId: string, memberId: number, at: Date, until: Date): Promise<number> {
    const rows = await this.db
      .updateTable('member_exclusions')
      .set({ lift_requested_at: at, active_until: until })
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('kind', '=', 'self')
      .where('lift_requested_at', 'is', null)
      .where('active_until', 'is', null)
      .where('ends_at', '<=', at)
      .returning('id')
      .execute();
    return rows.length;
  }

  async settings(tenantId: string, memberId: number): Promise<{ realityCheckMinutes: number | null; sessionLimitMinutes: number | null }> {
    const row = await this.db
      .selectFrom('member_rg_settings')
      .select(['reality_check_minutes', 'session_limit_minutes'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .executeTakeFirst();
    return { realityCheckMinutes: row?.reality_check_minutes ?? null, sessionLimitMinutes: row?.session_limit_minutes ?? null };
  }

  async saveSettings(
    tenantId: string,
    memberId: number,
    s: { realityCheckMinutes: number | null; sessionLimitMinutes: number | null },
    at: Date,
  ): Promise<void> {
    const values = { reality_check_minutes: s.realityCheckMinutes, session_limit_minutes: s.sessionLimitMinutes, updated_at: at };
    await this.db
      .insertInto('member_rg_settings')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'member_id']).doUpdateSet(values))
      .execute();
  }

  /** Real-money stakes and wins of the member's rounds opened since `since`. */
  async playSince(tenantId: string, memberId: number, since: Date): Promise<{ stakes: number; wins: number }> {
    const row = await this.db
      .selectFrom('game_rounds')
      .select([sql<string>`coalesce(sum(bet_total), 0)::text`.as('stakes'), sql<string>`coalesce(sum(win_total + jackpot_win), 0)::text`.as('wins')])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('trial', '=', false)
      .where('opened_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { stakes: Number(row.stakes), wins: Number(row.wins) };
  }
}
