// The only place that queries staff_users, staff_sessions, staff_recovery_codes and staff_audit. Rows
// never leave: callers get StaffUser and AuditRecord.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { StaffAuditRow, StaffRole, StaffUserRow } from './staff.table.ts';
import type { SecretBox } from './secret-box.ts';

export const AUDIT_PAGE_SIZE = 50;
const sqlFalse = sql<boolean>`false`;

export interface AuditEntry {
  staffId: number;
  username: string;
  action: string;
  tenantId?: string;
  subject?: string;
  note?: string;
  ip?: string;
  detail?: Record<string, unknown>;
}

export interface StaffUser {
  id: number;
  username: string;
  passwordHash: string;
  role: StaffRole;
  /** Tenants this member of staff may see; empty = all. */
  tenantIds: string[];
  disabled: boolean;
  createdAt: Date;
  /** Base32 secret of a confirmed enrolment; null until the member of staff has enrolled. */
  totpSecret: string | null;
  totpLastStep: number;
}

/** One line of the audit trail as the console shows it. */
export interface AuditRecord {
  id: number;
  at: Date;
  username: string;
  action: string;
  tenantId: string | null;
  subject: string | null;
  note: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

/** Which audit lines a reader sees: every brand's, or only those of their brands (and none of no brand). */
export type AuditScope = { all: true } | { all: false; tenantIds: readonly string[] };

/** What a sealed secret is bound to: its account (a sealed secret copied to another row does not open). */
const secretContext = (staffId: number) => `staff-totp:${staffId}`;

/**
 * The plain secret, or '' when it does not open (sealed under another key, tampered, or copied from another
 * account): the account stays enrolled, no code matches, and only a recovery code or an admin's reset lets
 * the member of staff in again — never a fresh enrolment, which a stolen password could then complete.
 */
function openSecret(box: SecretBox, stored: string, staffId: number): string {
  try {
    return box.open(stored, secretContext(staffId));
  } catch {
    return '';
  }
}

function toUser(row: StaffUserRow, box: SecretBox): StaffUser {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    role: row.role,
    tenantIds: row.tenant_ids,
    disabled: row.disabled,
    createdAt: new Date(row.created_at),
    totpSecret: row.totp_confirmed_at && row.totp_secret !== null ? openSecret(box, row.totp_secret, Number(row.id)) : null,
    totpLastStep: Number(row.totp_last_step),
  };
}

function toAuditRecord(row: StaffAuditRow): AuditRecord {
  return {
    id: Number(row.id),
    at: new Date(row.at),
    username: row.username,
    action: row.action,
    tenantId: row.tenant_id,
    subject: row.subject,
    note: row.note,
    ip: row.ip,
    detail: row.detail,
  };
}

export class StaffRepository {
  constructor(
    private readonly db: Db,
    /** Seals TOTP secrets on the way in and opens them on the way out: the table holds no usable secret. */
    private readonly box: SecretBox,
  ) {}

  async findByUsername(username: string): Promise<StaffUser | null> {
    const row = await this.db.selectFrom('staff_users').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
    return row ? toUser(row, this.box) : null;
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
    return { user: toUser(user, this.box), csrfToken: csrf_token, createdAt: new Date(session_created_at), lastSeenAt: new Date(last_seen_at) };
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
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  }

  async auditPage(
    page: number,
    scope: AuditScope = { all: true },
    filter: { tenantId?: string; actionPrefix?: string } = {},
  ): Promise<{ rows: AuditRecord[]; total: number }> {
    let base = this.db.selectFrom('staff_audit');
    if (!scope.all) base = scope.tenantIds.length ? base.where('tenant_id', 'in', [...scope.tenantIds]) : base.where(sqlFalse);
    if (filter.tenantId) base = base.where('tenant_id', '=', filter.tenantId);
    if (filter.actionPrefix) base = base.where('action', 'like', `${filter.actionPrefix.replace(/[%_\\]/g, '')}%`);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toAuditRecord), total: Number(count.n) };
  }

  async auditEntry(id: number): Promise<AuditRecord | null> {
    const row = await this.db.selectFrom('staff_audit').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
    return row ? toAuditRecord(row) : null;
  }

  async findById(id: number): Promise<StaffUser | null> {
    const row = await this.db.selectFrom('staff_users').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
    return row ? toUser(row, this.box) : null;
  }

  async list(): Promise<StaffUser[]> {
    const rows = await this.db.selectFrom('staff_users').selectAll().orderBy('username').execute();
    return rows.map((row) => toUser(row, this.box));
  }

  /** A new account; null when the username is taken. */
  async create(user: { username: string; passwordHash: string; role: StaffRole; tenantIds: string[] }): Promise<StaffUser | null> {
    const row = await this.db
      .insertInto('staff_users')
      .values({ username: user.username, password_hash: user.passwordHash, role: user.role, tenant_ids: user.tenantIds })
      .onConflict((oc) => oc.column('username').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toUser(row, this.box) : null;
  }

  async update(id: number, change: { role?: StaffRole; tenantIds?: string[]; disabled?: boolean; passwordHash?: string }): Promise<StaffUser | null> {
    const set = {
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.tenantIds !== undefined ? { tenant_ids: change.tenantIds } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      ...(change.passwordHash !== undefined ? { password_hash: change.passwordHash } : {}),
    };
    if (Object.keys(set).length === 0) return this.findById(id);
    const row = await this.db.updateTable('staff_users').set(set).where('id', '=', BigInt(id)).returningAll().executeTakeFirst();
    return row ? toUser(row, this.box) : null;
  }

  async deleteSessionsOf(staffId: number): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('staff_id', '=', BigInt(staffId)).execute();
  }

  /** Confirms an enrolment: the secret, the step its first code used, and fresh recovery codes, at once. */
  async confirmTotp(staffId: number, secret: string, step: number, recoveryHashes: readonly string[]): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const updated = await trx
        .updateTable('staff_users')
        .set({ totp_secret: this.box.seal(secret, secretContext(staffId)), totp_confirmed_at: new Date(), totp_last_step: step })
        .where('id', '=', BigInt(staffId))
        .where('totp_confirmed_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', BigInt(staffId)).execute();
      await trx
        .insertInto('staff_recovery_codes')
        .values(recoveryHashes.map((h) => ({ staff_id: BigInt(staffId), code_hash: h })))
        .execute();
      return true;
    });
  }

  /** Takes a time step for a code: false when this or a later step was already used (a replayed code). */
  async claimTotpStep(staffId: number, step: number): Promise<boolean> {
    const updated = await this.db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', BigInt(staffId))
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Spends a recovery code: true once per code. */
  async useRecoveryCode(staffId: number, codeHash: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('staff_recovery_codes')
      .set({ used_at: new Date() })
      .where('staff_id', '=', BigInt(staffId))
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async recoveryCodesLeft(staffId: number): Promise<number> {
    const row = await this.db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('staff_id', '=', BigInt(staffId))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Drops the enrolment (the member of staff enrols again at the next sign-in) and every session. */
  async resetTotp(staffId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('staff_users').set({ totp_secret: null, totp_confirmed_at: null }).where('id', '=', BigInt(staffId)).execute();
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', BigInt(staffId)).execute();
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', BigInt(staffId)).execute();
    });
  }

  /** Demo mode: an account with a known, confirmed secret (the README lists it) so a person can sign in. */
  async seedConfirmedTotp(staffId: number, secret: string, recoveryHashes: readonly string[]): Promise<void> {
    await this.confirmTotp(staffId, secret, 0, recoveryHashes);
  }
}
