// The sign-in history (member_logins): written once per session the login service starts, read by
// staff newest first. Rows never leave: callers get MemberLogin objects.
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

  async record(tenantId: string, memberId: number, login: { method: LoginMethod; ip: string; device: string }): Promise<void> {
    await this.db
      .insertInto('member_logins')
      .values({
        tenant_id: tenantId,
        member_id: BigInt(memberId),
        method: login.method,
        ip: login.ip.slice(0, 100),
        // Code points, as PostgreSQL's length() counts them (never half a surrogate pair).
        device: [...login.device].slice(0, DEVICE_MAX_LENGTH).join(''),
      })
      .execute();
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
