// The members table's queries, except the tree walks of member-tree.repository.ts. Rows never leave: callers get Member objects.
import { sql, type Expression, type SqlBool } from 'kysely';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { ReferralsRepository } from './referrals.repository.ts';
import { emitSecurityNotice } from './security-notices.repository.ts';
import type { MemberRow, MemberStatus } from './members.table.ts';

export type { MemberStatus } from './members.table.ts';

export interface Member {
  tenantId: string;
  id: number;
  account: string;
  type: number;
  nickname: string;
  payeeName: string | null;
  email: string | null;
  /** A mailed code proved the address (my account). */
  emailVerified: boolean;
  countryDialingCode: string | null;
  /** National significant number, without the trunk 0. */
  mobileNum: string | null;
  mobileE164: string | null;
  /** An SMS code proved the number. */
  mobileVerified: boolean;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
  mustChangePassword: boolean;
  affiliateCode: string | null;
  /** The member's own invitation code (real members only): a friend registering with it is their referral, not their downline. */
  referralCode: string | null;
  uplineId: number | null;
  loginCount: number;
  lastLoginAt: Date | null;
  registerMethod: string;
  /** 'locked': staff locked the account; it cannot sign in. */
  status: MemberStatus;
  createdAt: Date;
  /** Optional registration fields and my account's profile (dateOfBirth, address, nationality). */
  profile: Record<string, string>;
}

/** Which field a staff search looks at; 'all' tries each (the id only when the text is a number). */
export type MemberSearchField = 'all' | 'username' | 'mobile' | 'email' | 'id';

/** LIKE's own characters in the searched text match themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface NewMember {
  tenantId: string;
  account: string;
  type: number;
  nickname: string;
  payeeName?: string | null;
  email?: string | null;
  /** A parsed number (parseMobile) and whether an SMS code proved it. */
  mobile?: { e164: string; countryDialingCode: string; nationalNumber: string; verified: boolean } | null;
  passwordHash?: string | null;
  paymentPasswordHash?: string | null;
  affiliateCode?: string | null;
  uplineId?: number | null;
  /** The member who invited this one with their referral code (never the upline: that is the agent's code). */
  referral?: { referrerId: number; code: string } | null;
  profile?: Record<string, string>;
  registerMethod: 'username' | 'mobile' | 'social' | 'freeplay' | 'seed';
  registerDomain?: string | null;
}

export type InsertConflict = 'account' | 'mobile' | 'affiliateCode';

/** Letters and digits nobody confuses (no 0/O, 1/I/L), as the migration's backfill uses. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 'R' and 9 random characters (about 44 bits): unique per brand by an index; a clash (never seen) fails the insert. */
export const newReferralCode = (): string => 'R' + Array.from({ length: 9 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

export const accountKey = (account: string): string => account.trim().toLowerCase();

const toMember = (row: MemberRow): Member => ({
  tenantId: row.tenant_id,
  id: Number(row.id),
  account: row.account,
  type: row.type,
  nickname: row.nickname,
  payeeName: row.payee_name,
  email: row.email,
  emailVerified: row.email_verified,
  countryDialingCode: row.country_dialing_code,
  mobileNum: row.mobile_num,
  mobileE164: row.mobile_e164,
  mobileVerified: row.mobile_verified,
  passwordHash: row.password_hash,
  passwordChangedAt: row.password_changed_at,
  tempPasswordHash: row.temp_password_hash,
  tempPasswordExpiresAt: row.temp_password_expires_at,
  mustChangePassword: row.must_change_password,
  affiliateCode: row.affiliate_code,
  referralCode: row.referral_code,
  uplineId: row.upline_id === null ? null : Number(row.upline_id),
  loginCount: row.login_count,
  lastLoginAt: row.last_login_at,
  registerMethod: row.register_method,
  status: row.account_status,
  createdAt: row.created_at,
  profile: typeof row.profile === 'string' ? (JSON.parse(row.profile) as Record<string, string>) : (row.profile ?? {}),
});

/** Which unique constraint a failed insert hit, if any (PostgreSQL and PGlite both report 23505). */
function conflictOf(err: unknown): InsertConflict | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const name = e.constraint ?? e.message ?? '';
  if (name.includes('members_mobile_verified')) return 'mobile';
  if (name.includes('members_affiliate_code')) return 'affiliateCode';
  return 'account';
}

export class MembersRepository {
  constructor(private readonly db: Db) {}

  async findById(tenantId: string, id: number): Promise<Member | null> {
    const row = await this.db.selectFrom('members').selectAll().where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).executeTakeFirst();
    return row ? toMember(row) : null;
  }

  async findByAccount(tenantId: string, account: string): Promise<Member | null> {
    const row = await this.db
      .selectFrom('members')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('account_key', '=', accountKey(account))
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  /** The member whose proven number this is (E.164); unproven numbers are nobody's for SMS login and reset. */
  async findByVerifiedMobile(tenantId: string, e164: string): Promise<Member | null> {
    const row = await this.db
      .selectFrom('members')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('mobile_e164', '=', e164)
      .where('mobile_verified', '=', true)
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  /** The real member whose personal referral code this is (case-insensitive: codes are upper-case). */
  async findByReferralCode(tenantId: string, code: string): Promise<Member | null> {
    const row = await this.db
      .selectFrom('members')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('referral_code', '=', code.toUpperCase())
      .executeTakeFirst();
    return row ? toMember(row) : null;
  }

  async findByAffiliateCode(tenantId: string, code: string): Promise<Member | null> {
    const row = await this.db.selectFrom('members').selectAll().where('tenant_id', '=', tenantId).where('affiliate_code', '=', code).executeTakeFirst();
    return row ? toMember(row) : null;
  }

  /**
   * Inserts the member, or names the unique field that is already taken (nothing written then). A
   * proven number takes the number from any account that only claimed it unproven (a squatter's
   * claim is dropped, in the same transaction).
   */
  async insert(member: NewMember): Promise<Member | { conflict: InsertConflict }> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const mobile = member.mobile ?? null;
        if (mobile?.verified) {
          await trx
            .updateTable('members')
            .set({ country_dialing_code: null, mobile_num: null, mobile_e164: null })
            .where('tenant_id', '=', member.tenantId)
            .where('mobile_e164', '=', mobile.e164)
            .where('mobile_verified', '=', false)
            .execute();
        }
        const row = await trx
          .insertInto('members')
          .values({
            tenant_id: member.tenantId,
            account: member.account,
            account_key: accountKey(member.account),
            type: member.type,
            nickname: member.nickname,
            payee_name: member.payeeName ?? null,
            email: member.email ?? null,
            country_dialing_code: mobile?.countryDialingCode ?? null,
            mobile_num: mobile?.nationalNumber ?? null,
            mobile_e164: mobile?.e164 ?? null,
            mobile_verified: mobile?.verified ?? false,
            password_hash: member.passwordHash ?? null,
            password_changed_at: member.passwordHash ? new Date() : null,
            payment_password_hash: member.paymentPasswordHash ?? null,
            affiliate_code: member.affiliateCode ?? null,
            // Every real member's own invitation code (issue 19, invite friends); trial accounts invite nobody.
            referral_code: member.type === TRIAL_ACCOUNT_TYPE ? null : newReferralCode(),
            upline_id: member.uplineId == null ? null : BigInt(member.uplineId),
            profile: JSON.stringify(member.profile ?? {}),
            register_method: member.registerMethod,
            register_domain: member.registerDomain ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The friend's referrer, with the member: one referrer per friend, ever (the table's key).
        if (member.referral) await new ReferralsRepository(trx).insert(member.tenantId, Number(row.id), member.referral.referrerId, member.referral.code);
        // The rewards engine's cue (newbie gifts, referrals): written with the member, through the outbox's one function.
        const registered = {
          type: member.type,
          registerMethod: member.registerMethod,
          uplineId: member.uplineId ?? null,
          referrerId: member.referral?.referrerId ?? null,
        };
        await sql`select domain_event_emit(${member.tenantId}::text, 'member.registered', ${row.id}::int8, ${String(row.id)}::text, ${JSON.stringify(registered)}::jsonb)`.execute(
          trx,
        );
        return toMember(row);
      });
    } catch (err) {
      const conflict = conflictOf(err);
      if (conflict) return { conflict };
      throw err;
    }
  }

  /**
   * Counts the login of an active member and returns the count before it (0 = first login); null
   * when the member is locked (or gone), so a lock that lands while a sign-in is under way still wins.
   */
  async recordLogin(tenantId: string, id: number): Promise<number | null> {
    const row = await this.db
      .updateTable('members')
      .set({ login_count: sql`login_count + 1`, last_login_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('account_status', '=', 'active')
      .returning('login_count')
      .executeTakeFirst();
    return row ? row.login_count - 1 : null;
  }

  /**
   * Makes a real player an agent (type 1, the agent type of spec §3) whose invitation code is the personal
   * code they already share: an agent's code makes the new member its downline. 'notPlayer': already an agent,
   * or a trial account; 'codeTaken': another agent holds that code (never seen: codes are random).
   */
  async makeAgent(tenantId: string, id: number): Promise<'done' | 'notFound' | 'notPlayer' | 'codeTaken'> {
    const row = await this.findById(tenantId, id);
    if (!row) return 'notFound';
    if (row.type !== 0) return 'notPlayer';
    const code = row.affiliateCode ?? row.referralCode;
    if (!code) return 'notPlayer';
    // Checked before the write, not caught after it: a failed statement would abort the caller's transaction.
    const holder = await this.findByAffiliateCode(tenantId, code);
    if (holder && holder.id !== id) return 'codeTaken';
    const changed = await this.db
      .updateTable('members')
      .set({ type: 1, affiliate_code: code })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('type', '=', 0)
      .returning('id')
      .executeTakeFirst();
    return changed ? 'done' : 'notPlayer';
  }

  /** Sets the member's status; true when it changed (false: it already was, or no such member). */
  async setStatus(tenantId: string, id: number, status: MemberStatus): Promise<boolean> {
    const row = await this.db
      .updateTable('members')
      .set({ account_status: status })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('account_status', '<>', status)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Staff search within one tenant, newest first: by id (exact), username (prefix of the lower-cased
   * account), mobile (the digits anywhere in the E.164 number) or e-mail (anywhere, any case). No
   * text: every member of the tenant.
   */
  async search(tenantId: string, text: string, field: MemberSearchField, page: number, pageSize: number): Promise<{ rows: Member[]; total: number }> {
    const trimmed = text.trim();
    const digits = trimmed.replace(/\D/g, '');
    // In 'all', only text that looks like a phone number is tried as one ("a1" is not a number to look for).
    const phoneLike = field === 'mobile' ? digits.length > 0 : field === 'all' && /^[+\d\s().-]+$/.test(trimmed) && digits.length >= 3;
    const id = /^[0-9]{1,15}$/.test(trimmed) ? BigInt(trimmed) : null;
    const rows = await this.db
      .selectFrom('members')
      .selectAll()
      .select(sql<string>`count(*) over ()`.as('total'))
      .where('tenant_id', '=', tenantId)
      .where((eb) => {
        if (!trimmed) return eb.lit(true);
        const tests: Expression<SqlBool>[] = [];
        if ((field === 'all' || field === 'id') && id !== null) tests.push(eb('id', '=', id));
        if (field === 'all' || field === 'username') tests.push(eb('account_key', 'like', `${likeText(accountKey(trimmed))}%`));
        if (phoneLike) tests.push(eb('mobile_e164', 'like', `%${digits}%`));
        if (field === 'all' || field === 'email') tests.push(eb(sql<string>`lower(email)`, 'like', `%${likeText(trimmed.toLowerCase())}%`));
        return tests.length ? eb.or(tests) : eb.lit(false);
      })
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { rows: rows.map(toMember), total: rows.length ? Number(rows[0].total) : 0 };
  }

  /** A new own password: clears any temporary password and the forced-change mark. */
  async setPassword(tenantId: string, id: number, passwordHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('members')
        .set({
          password_hash: passwordHash,
          password_changed_at: new Date(),
          temp_password_hash: null,
          temp_password_expires_at: null,
          must_change_password: false,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', BigInt(id))
        .execute();
      await emitSecurityNotice(trx, tenantId, id, 'password');
    });
  }

  /** The e-mailed temporary password: works beside the own password until it expires or is used. */
  async setTempPassword(tenantId: string, id: number, hash: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ temp_password_hash: hash, temp_password_expires_at: expiresAt })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .execute();
  }

  /** A used temporary password is burnt and the account must choose a new password. */
  async consumeTempPassword(tenantId: string, id: number): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ temp_password_hash: null, temp_password_expires_at: null, must_change_password: true })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .execute();
  }
}
