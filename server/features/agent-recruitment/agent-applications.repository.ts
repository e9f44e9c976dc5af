// The only place that reads and writes agent_applications. Reads join the applicant's member row for the
// back office's list (account and current type); the member row is written only by the accounts service,
// inside the decision's transaction (`decide`).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ApplicationStatus } from './agent-applications.table.ts';

export interface ApplicationRow {
  id: number;
  memberId: number;
  status: ApplicationStatus;
  contactChannel: string;
  contact: string;
  experience: string;
  teamSize: number;
  market: string;
  message: string;
  reason: string | null;
  decidedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export interface StaffApplicationRow extends ApplicationRow {
  account: string;
  memberType: number;
}

export interface NewApplication {
  tenantId: string;
  memberId: number;
  contactChannel: string;
  contact: string;
  experience: string;
  teamSize: number;
  market: string;
  message: string;
}

const COLUMNS = [
  'a.id',
  'a.member_id',
  'a.status',
  'a.contact_channel',
  'a.contact',
  'a.experience',
  'a.team_size',
  'a.market',
  'a.message',
  'a.reason',
  'a.decided_by',
  'a.created_at',
  'a.decided_at',
] as const;

interface Row {
  id: bigint;
  member_id: bigint;
  status: ApplicationStatus;
  contact_channel: string;
  contact: string;
  experience: string;
  team_size: number;
  market: string;
  message: string;
  reason: string | null;
  decided_by: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const toRow = (r: Row): ApplicationRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  status: r.status,
  contactChannel: r.contact_channel,
  contact: r.contact,
  experience: r.experience,
  teamSize: r.team_size,
  market: r.market,
  message: r.message,
  reason: r.reason,
  decidedBy: r.decided_by,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

/** 23505 on the one-pending index: a second application while one waits. */
const isPendingClash = (err: unknown) => (err as { code?: string })?.code === '23505';

export class AgentApplicationsRepository {
  constructor(private readonly db: Db) {}

  /** The member's newest application, if any. */
  async latest(tenantId: string, memberId: number): Promise<ApplicationRow | null> {
    const row = await this.db
      .selectFrom('agent_applications as a')
      .select(COLUMNS)
      .where('a.tenant_id', '=', tenantId)
      .where('a.member_id', '=', BigInt(memberId))
      .orderBy('a.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** The member's current type (the session's copy is from sign-in). */
  async memberType(tenantId: string, memberId: number): Promise<number | null> {
    const row = await this.db.selectFrom('members').select('type').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).executeTakeFirst();
    return row ? row.type : null;
  }

  /** Inserts a pending application; null when one is already pending (the partial unique index decides races). */
  async insert(a: NewApplication): Promise<ApplicationRow | null> {
    try {
      const row = await this.db
        .insertInto('agent_applications')
        .values({
          tenant_id: a.tenantId,
          member_id: BigInt(a.memberId),
          contact_channel: a.contactChannel,
          contact: a.contact,
          experience: a.experience,
          team_size: a.teamSize,
          market: a.market,
          message: a.message,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      return this.#one(a.tenantId, Number(row.id));
    } catch (err) {
      if (isPendingClash(err)) return null;
      throw err;
    }
  }

  async #one(tenantId: string, id: number): Promise<ApplicationRow | null> {
    const row = await this.db
      .selectFrom('agent_applications as a')
      .select(COLUMNS)
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', '=', BigInt(id))
      .executeTakeFirst();
    return row ? toRow(row) : null;
  }

  async list(
    tenantId: string,
    status: ApplicationStatus | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: StaffApplicationRow[]; total: number; pending: number }> {
    let query = this.db
      .selectFrom('agent_applications as a')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.member_id'))
      .where('a.tenant_id', '=', tenantId);
    if (status) query = query.where('a.status', '=', status);
    const rows = await query
      .select([...COLUMNS, 'm.account', 'm.type'])
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const counts = await this.db
      .selectFrom('agent_applications')
      .select([
        sql<string>`count(*) filter (where ${status ? sql`status = ${status}` : sql`true`})`.as('total'),
        sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      ])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((r) => ({ ...toRow(r), account: r.account, memberType: r.type })),
      total: Number(counts.total),
      pending: Number(counts.pending),
    };
  }

  async staffOne(tenantId: string, id: number): Promise<StaffApplicationRow | null> {
    const row = await this.db
      .selectFrom('agent_applications as a')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'a.tenant_id').onRef('m.id', '=', 'a.member_id'))
      .select([...COLUMNS, 'm.account', 'm.type'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', '=', BigInt(id))
      .executeTakeFirst();
    return row ? { ...toRow(row), account: row.account, memberType: row.type } : null;
  }

  /**
   * Decides a pending application in one transaction: the status flips only from 'pending' (a second
   * decision, racing or late, finds nothing and gets 'decided'), then `effect` runs in the same transaction
   * (approval makes the member an agent) and may veto the decision by returning a reason.
   */
  async decide<V extends string>(
    tenantId: string,
    id: number,
    decision: { status: 'approved' | 'rejected'; reason: string | null; staff: string },
    effect: (within: Db, memberId: number) => Promise<V | null>,
  ): Promise<{ ok: true } | { ok: false; why: 'notFound' | 'decided' | V }> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('agent_applications')
        .select(['member_id', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', BigInt(id))
        .forUpdate()
        .executeTakeFirst();
      if (!current) return { ok: false, why: 'notFound' } as const;
      if (current.status !== 'pending') return { ok: false, why: 'decided' } as const;
      const veto = await effect(trx, Number(current.member_id));
      if (veto) return { ok: false, why: veto };
      await trx
        .updateTable('agent_applications')
        .set({ status: decision.status, reason: decision.reason, decided_by: decision.staff, decided_at: sql`now()` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', BigInt(id))
        .execute();
      return { ok: true } as const;
    });
  }
}
