// The only place that queries verification_codes.
import type { Db } from '../../db/database.ts';

export interface CodeKey {
  tenantId: string;
  purpose: string;
  countryDialingCode: string;
  mobileNum: string;
}

const columnsOf = (key: CodeKey) => ({
  tenant_id: key.tenantId,
  purpose: key.purpose,
  country_dialing_code: key.countryDialingCode,
  mobile_num: key.mobileNum,
});

export class VerificationRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new code for the key, replacing any previous one (and its wrong tries). */
  async replace(key: CodeKey, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .insertInto('verification_codes')
      .values({ ...columnsOf(key), code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'purpose', 'country_dialing_code', 'mobile_num'])
          .doUpdateSet({ code_hash: codeHash, attempts: 0, expires_at: expiresAt, created_at: now }),
      )
      .execute();
  }

  /** Deletes the code when it matches, is unexpired and not burnt: one statement, so it succeeds once. */
  async take(key: CodeKey, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
    const row = await this.db
      .deleteFrom('verification_codes')
      .where((eb) => eb.and(columnsOf(key)))
      .where('code_hash', '=', codeHash)
      .where('expires_at', '>', now)
      .where('attempts', '<', maxAttempts)
      .returning('tenant_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Counts a wrong try; a code with `maxAttempts` wrong tries, or expired, is deleted. */
  async recordWrongTry(key: CodeKey, now: Date, maxAttempts: number): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where((eb) => eb.and(columnsOf(key)))
      .execute();
    await this.db
      .deleteFrom('verification_codes')
      .where((eb) => eb.and(columnsOf(key)))
      .where((eb) => eb.or([eb('attempts', '>=', maxAttempts), eb('expires_at', '<=', now)]))
      .execute();
  }

  /** Housekeeping: codes of the tenant that expired before `now`. */
  async deleteExpired(tenantId: string, now: Date): Promise<void> {
    await this.db.deleteFrom('verification_codes').where('tenant_id', '=', tenantId).where('expires_at', '<=', now).execute();
  }
}
