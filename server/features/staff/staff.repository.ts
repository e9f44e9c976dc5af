// The only place that queries staff_users, staff_sessions and staff_audit. Rows never leave: callers
// get StaffUser and AuditRecord.
import type { Db } from '../../db/database.ts';
import type { StaffAuditRow, StaffRole, StaffUserRow } from './staff.table.ts';

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

export interface StaffUser {
  id: number;
  username: string;
  passwordHash: string;
  role: StaffRole;
  /** Tenants this member of staff may see; empty = all. */
  tenantIds: string[];
  disabled: boolean;
}

/** One line of the audit trail as the console shows it. */
export interface AuditRecord {
  at: Date;
  username: string;
  action: string;
  tenantId: string | null;
  subject: string | null;
  note: string | null;
  ip: string | null;
}

function toUser(row: StaffUserRow): StaffUser {
  return { id: Number(row.id), username: row.username, passwordHash: row.password_hash, role: row.role, tenantIds: row.tenant_ids, disabled: row.disabled };
}

function toAuditRecord(row: StaffAuditRow): AuditRecord {
  return { at: new Date(row.at), username: row.username, action: row.action, tenantId: row.tenant_id, subject: row.subject, note: row.note, ip: row.ip };
}

export class StaffRepository {
  constructor(private readonly db: Db) {}

  async findByUsername(username: string): Promise<StaffUser | null> {
    const row = await this.db.selectFrom('staff_users').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
    return row ? toUser(row) : null;
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
    await this.db
      .insertInto('staff_sessions')
      .values({ token_hash: tokenHash, staff_id: BigInt(staffId), csrf_token: csrfToken })
      .execute();
  }

  async sessionOf(tokenHash: string): Promise<{ user: StaffUser; csrfToken: string; createdAt: Date; lastSeenAt: Date } | null> {
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_users as u', 'u.id', 's.staff_id')
      .selectAll('u')
      .select(['s.csrf_token', 's.created_at as session_created_at', 's.last_seen_at'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const { csrf_token, session_created_at, last_seen_at, ...user } = row;
    return { user: toUser(user), csrfToken: csrf_token, createdAt: new Date(session_created_at), lastSeenAt: new Date(last_seen_at) };
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

  async auditPage(page: number): Promise<{ rows: AuditRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('staff_audit')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      this.db
        .selectFrom('staff_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toAuditRecord), total: Number(count.n) };
  }
}
