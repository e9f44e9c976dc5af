// My account's writes to a member (profile fields, proven e-mail and mobile) and the member_avatars table.
// Rows never leave: callers get plain objects. E-mail and mobile changes write their security notice in the
// same transaction.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { emitSecurityNotice } from './security-notices.repository.ts';

export interface StoredAvatar {
  kind: 'preset' | 'upload';
  presetId: number | null;
  version: number;
}

/** The member's key: every statement here filters by tenant and member. */
const whereMember = (tenantId: string, memberId: number) => ({ tenant_id: tenantId, id: BigInt(memberId) });

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  /** The nickname and the profile fields given (merged into members.profile; other keys stay). */
  async setProfile(tenantId: string, memberId: number, nickname: string, fields: Record<string, string>): Promise<void> {
    const key = whereMember(tenantId, memberId);
    await this.db
      .updateTable('members')
      .set({ nickname, profile: sql<string>`profile || ${JSON.stringify(fields)}::jsonb` })
      .where('tenant_id', '=', key.tenant_id)
      .where('id', '=', key.id)
      .execute();
  }

  /** A proven address replaces the old one. */
  async setVerifiedEmail(tenantId: string, memberId: number, email: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ email, email_verified: true }).where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).execute();
      await emitSecurityNotice(trx, tenantId, memberId, 'email');
    });
  }

  /** A proven number replaces the old one; 'taken' when another member of the brand has proven it. */
  async setVerifiedMobile(
    tenantId: string,
    memberId: number,
    mobile: { e164: string; countryDialingCode: string; nationalNumber: string },
  ): Promise<'ok' | 'taken'> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('members')
          .set({ mobile_e164: mobile.e164, country_dialing_code: mobile.countryDialingCode, mobile_num: mobile.nationalNumber, mobile_verified: true })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', BigInt(memberId))
          .execute();
        await emitSecurityNotice(trx, tenantId, memberId, 'mobile');
      });
      return 'ok';
    } catch (err) {
      const e = err as { code?: string; constraint?: string; message?: string };
      if (e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('members_mobile_verified')) return 'taken';
      throw err;
    }
  }

  async avatarOf(tenantId: string, memberId: number): Promise<StoredAvatar | null> {
    const row = await this.db
      .selectFrom('member_avatars')
      .select(['kind', 'preset_id', 'version'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row ? { kind: row.kind, presetId: row.preset_id, version: row.version } : null;
  }

  /** The uploaded image of exactly this version (an old URL finds nothing). */
  async imageOf(tenantId: string, memberId: number, version: number): Promise<{ bytes: Buffer; contentType: string } | null> {
    const row = await this.db
      .selectFrom('member_avatars')
      .select(['image', 'content_type'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('kind', '=', 'upload')
      .where('version', '=', version)
      .executeTakeFirst();
    if (!row?.image || !row.content_type) return null;
    return { bytes: Buffer.from(row.image), contentType: row.content_type };
  }

  /** Stores the choice (replacing any) and returns its new version. */
  async setAvatar(tenantId: string, memberId: number, avatar: { presetId: number } | { image: Buffer; contentType: string }): Promise<number> {
    const values =
      'presetId' in avatar
        ? { kind: 'preset' as const, preset_id: avatar.presetId, image: null, content_type: null }
        : { kind: 'upload' as const, preset_id: null, image: avatar.image, content_type: avatar.contentType };
    const row = await this.db
      .insertInto('member_avatars')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), ...values, version: 1 })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'member_id']).doUpdateSet({ ...values, version: sql<number>`member_avatars.version + 1`, updated_at: sql<Date>`now()` }),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }
}
