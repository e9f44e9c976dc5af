// The only place that queries member_notes: staff notes on a player, appended and read newest first.
// Rows never leave: callers get MemberNote objects.
import type { Db } from '../../db/database.ts';

export interface MemberNote {
  id: number;
  body: string;
  author: string;
  at: Date;
}

export class MemberNotesRepository {
  constructor(private readonly db: Db) {}

  async add(note: { tenantId: string; memberId: number; staffId: number; author: string; body: string }): Promise<MemberNote> {
    const row = await this.db
      .insertInto('member_notes')
      .values({ tenant_id: note.tenantId, member_id: BigInt(note.memberId), staff_id: BigInt(note.staffId), staff_username: note.author, body: note.body })
      .returning(['id', 'body', 'staff_username', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), body: row.body, author: row.staff_username, at: new Date(row.created_at) };
  }

  async page(tenantId: string, memberId: number, page: number, pageSize: number): Promise<{ rows: MemberNote[]; total: number }> {
    const base = this.db.selectFrom('member_notes').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'body', 'staff_username', 'created_at'])
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ id: Number(r.id), body: r.body, author: r.staff_username, at: new Date(r.created_at) })),
      total: Number(count.n),
    };
  }
}
