// The only place that queries staff_users, staff_sessions and staff_audit.
import type { Db } from '../../db/database.ts';
import type { StaffAuditRow, StaffRole, StaffTables, StaffUserRow } from './staff.table.ts';


export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  staffId: number;
  username: string;
  action: string;
  tenantId?: string;
  subject?: string;
  note?: string;
  ip?: string;
}

export class StaffRepository {
  constructor(private readonly db: Db) {}

  async findByUsername(username: string): Promise<StaffUserRow | null> {
    return (await this.db.selectFrom('staff_users').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst()) ?? null;
  }

  /** Creates the account, or replaces its password, role and tenants when it exists. */
  async upsert(user: { username: string; passwordHash: string; role: StaffRole; tenantIds: string[] }): Promise<void> {
    await this.db
      .insertInto('staff_users')
      .values({ username: user.username.trim().toLowerCase(), password_hash: user.passwordHash, role: user.role, tenant_ids: user.tenantIds })
      .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: user.passwordHash, role: user.role, tenant_ids: user.tenantIds }))
      .execute();
  }

  async insertIfMissing(user: { username: string; passwordHash: string; role: StaffRole; tenantIds: string[] }): Promise<void> {
    await this.db
      .insertInto('staff_users')
      .values({ username: user.username, password_hash: user.passwordHash, role: user.role, tenant_ids: user.tenantIds })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
  }

  async createSession(tokenHash: string, staffId: number, csrfToken: string): Promise<void> {
    await this.db.insertInto('staff_sessions').values({ token_hash: tokenHash, staff_id: BigInt(staffId), csrf_token: csrfToken }).execute();
  }

  async sessionOf(tokenHash: string): Promise<{ user: StaffUserRow; csrfToken: string; createdAt: Date; lastSeenAt: Date } | null> {
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_users as u', 'u.id', 's.staff_id')
      .selectAll('u')
      .select(['s.csrf_token', 's.created_at as session_created_at', 's.last_seen_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const { csrf_token, session_created_at, last_seen_at, ...user } = row;
    return { user: user as StaffUserRow, csrfToken: csrf_token, createdAt: new Date(session_created_at), lastSeenAt: new Date(last_seen_at) };
  }

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.db.updateTable('staff_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('staff_audit')
      .values({
        staff_id: BigInt(entry.staffId),
        username: entry.username,
        action: entry.action,
        tenant_id: entry.tenantId ?? null,
        subject: entry.subject ?? null,
        note: entry.note ?? null,
        ip: entry.ip ?? null,
      })
      .execute();
  }

  async auditPage(page: number): Promise<{ rows: StaffAuditRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.selectFrom('staff_audit').selectAll().orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((page - 1) * AUDIT_PAGE_SIZE).execute(),
      this.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
