// The sign-in history (member_logins): written once per session the login service starts, read by
// staff newest first. Rows never leave: callers get MemberLogin objects.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoginMethod } from '../../http/session-locals.ts';

export interface MemberLogin {
  id: number;
  method: string;
  ip: string;
  device: string;
  at: Date;
}

/** A User-Agent is the client's to choose: kept to this many characters. */
export const DEVICE_MAX_LENGTH = 300;

export class MemberLoginsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One sign-in: the row and a 'member.signed_in' domain event (keyed by the row: missions' login streaks) commit
   * together. From the brand's app (`app`), also a 'member.app_signed_in' event; its key is per member and
   * platform, so only a member's first sign-in from each platform writes one.
   */
  async record(
    tenantId: string,
    memberId: number,
    login: { method: LoginMethod; ip: string; device: string },
    app?: { platform: string; type: number },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const id = await this.#insert(trx, tenantId, memberId, login);
      const signedIn = JSON.stringify({ loginId: id, method: login.method });
      await sql`select domain_event_emit(${tenantId}::text, 'member.signed_in', ${memberId}::int8, ${`login:${id}`}::text, ${signedIn}::jsonb)`.execute(trx);
      if (!app) return;
      const payload = JSON.stringify({ platform: app.platform, type: app.type });
      await sql`select domain_event_emit(${tenantId}::text, 'member.app_signed_in', ${memberId}::int8, ${`${memberId}:${app.platform}`}::text, ${payload}::jsonb)`.execute(
        trx,
      );
    });
  }

  async #insert(db: Db, tenantId: string, memberId: number, login: { method: LoginMethod; ip: string; device: string }): Promise<number> {
    const row = await db
      .insertInto('member_logins')
      .values({
        tenant_id: tenantId,
        member_id: BigInt(memberId),
        method: login.method,
        ip: login.ip.slice(0, 100),
        // Code points, as PostgreSQL's length() counts them (never half a surrogate pair).
        device: [...login.device].slice(0, DEVICE_MAX_LENGTH).join(''),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async page(tenantId: string, memberId: number, page: number, pageSize: number): Promise<{ rows: MemberLogin[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('member_logins')
        .select(['id', 'method', 'ip', 'device', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', BigInt(memberId))
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('member_logins')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', BigInt(memberId))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ id: Number(r.id), method: r.method, ip: r.ip, device: r.device, at: new Date(r.created_at) })),
      total: Number(count.n),
    };
  }
}
