// A change that matters to an account's safety (password, payment password, e-mail, mobile; bank cards are
// the withdrawals feature's) writes the domain event 'member.security_changed' in the transaction of the
// change; the messages feature's consumer turns it into a system message to the member ("your password
// was changed"), so a member whose session was stolen hears of it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const SECURITY_CHANGED_EVENT = 'member.security_changed';

export type SecurityChange = 'password' | 'paymentPassword' | 'email' | 'mobile';

/** Emits the event through `db` (pass the change's transaction). Each change is its own event (a fresh key). */
export async function emitSecurityNotice(db: Db, tenantId: string, memberId: number, what: SecurityChange): Promise<void> {
  const payload = JSON.stringify({ what });
  await sql`select domain_event_emit(${tenantId}::text, ${SECURITY_CHANGED_EVENT}::text, ${memberId}::int8, ${`${memberId}:${what}:${randomUUID()}`}::text, ${payload}::jsonb)`.execute(
    db,
  );
}
