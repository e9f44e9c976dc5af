// Reads and writes members.payment_password_hash, and nothing else: the payment password is a second
// secret, kept apart from sign-in.
import type { Db } from '../../db/database.ts';
import { emitSecurityNotice } from './security-notices.repository.ts';

export class PaymentPasswordRepository {
  constructor(private readonly db: Db) {}

  /** The stored hash; undefined when the member does not exist in this tenant. */
  async hashOf(tenantId: string, memberId: number): Promise<{ paymentHash: string | null; loginHash: string | null } | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select(['payment_password_hash', 'password_hash'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row ? { paymentHash: row.payment_password_hash, loginHash: row.password_hash } : undefined;
  }

  async set(tenantId: string, memberId: number, hash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ payment_password_hash: hash }).where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).execute();
      await emitSecurityNotice(trx, tenantId, memberId, 'paymentPassword');
    });
  }
}
