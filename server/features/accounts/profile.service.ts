// My account (spec §2 securityCenter, issue 21 item 1): the profile form (nickname, date of birth, address,
// nationality — spec §5), the avatar (a generated preset, or an upload re-encoded on the server), the proven
// e-mail and mobile (bound with a code sent to the new address, plus the login password when the account
// has one), the sign-in history and "sign out other sessions". E-mail, mobile and password changes write a
// security notice that the messages feature turns into a system message.
import type { AvatarChoices, AvatarView, LoginHistory, ProfileUpdateBody, ProfileView } from '../../../schemas/generated/profile.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { isEmailAddress, validateProfile } from '../../../schemas/rules/profile-rules.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { requireMobile } from '../verification/mobile-number.ts';
import type { AccountsPorts } from './accounts.ports.ts';
import { AVATAR_PRESET_COUNT, normaliseAvatar } from './avatar-images.ts';
import type { LoginClient } from './login.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { MemberLoginsRepository } from './member-logins.repository.ts';
import { accountKey, type Member, type MembersRepository } from './members.repository.ts';
import { verifyPassword } from './password-hasher.ts';
import type { ProfileRepository } from './profile.repository.ts';
import type { SessionsService } from './sessions.service.ts';

export const presetUrl = (id: number): string => `/wps/member/avatars/${id}.svg`;
export const uploadUrl = (version: number): string => `/wps/member/info/icon/${version}`;

const validation = (field: string, messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError(400, 'validation', { fields: [{ field, code: 'invalid', messageKey, params }] });

export class ProfileService {
  constructor(
    private readonly members: MembersRepository,
    private readonly profiles: ProfileRepository,
    private readonly logins: MemberLoginsRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottle,
    private readonly ports: AccountsPorts,
    private readonly today: () => Date = () => new Date(),
  ) {}

  async #member(tenant: TenantContext, memberId: number): Promise<Member> {
    const member = await this.members.findById(tenant.id, memberId);
    if (!member) throw new AppError(401, 'unauthorized');
    return member;
  }

  async view(tenant: TenantContext, memberId: number): Promise<ProfileView> {
    const member = await this.#member(tenant, memberId);
    const view: ProfileView = {
      account: member.account,
      nickname: member.nickname,
      emailVerified: member.emailVerified,
      mobileVerified: member.mobileVerified,
      hasPassword: member.passwordHash !== null,
      dateOfBirth: member.profile.dateOfBirth ?? '',
      address: member.profile.address ?? '',
      nationality: member.profile.nationality ?? '',
      minimumAge: tenant.config.brand.minimumAge,
    };
    if (member.email) view.email = member.email;
    if (member.mobileNum && member.countryDialingCode) {
      view.mobileNum = member.mobileNum;
      view.countryDialingCode = member.countryDialingCode;
    }
    return view;
  }

  /** Nothing is written unless every field passes (profile-rules.ts). */
  async update(tenant: TenantContext, memberId: number, body: ProfileUpdateBody): Promise<ProfileView> {
    const input = { nickname: body.nickname, address: body.address, nationality: body.nationality, dateOfBirth: body.dateOfBirth ?? '' };
    const issues = validateProfile(input, tenant.config.brand.minimumAge, this.today());
    if (issues.length)
      throw new AppError(400, 'validation', { fields: issues.map((i) => ({ field: i.field, code: i.code, messageKey: i.messageKey, params: i.params })) });
    await this.#member(tenant, memberId);
    await this.profiles.setProfile(tenant.id, memberId, input.nickname.trim(), {
      address: input.address.trim(),
      nationality: input.nationality,
      dateOfBirth: input.dateOfBirth,
    });
    return this.view(tenant, memberId);
  }

  // ——— e-mail and mobile ———

  async sendEmailCode(tenant: TenantContext, memberId: number, rawEmail: string, ip: string, language: LanguageCode): Promise<{ expiredMinutes: number }> {
    const member = await this.#member(tenant, memberId);
    const email = this.#email(rawEmail);
    if (member.emailVerified && member.email?.toLowerCase() === email) throw new AppError(409, 'emailUnchanged');
    return this.ports.issueEmailCode({ tenant, email, ip, language, account: member.account });
  }

  async bindEmail(
    tenant: TenantContext,
    memberId: number,
    body: { email: string; verificationCode: string; password?: string },
    client: LoginClient,
  ): Promise<ProfileView> {
    const member = await this.#member(tenant, memberId);
    const email = this.#email(body.email);
    await this.#confirmPassword(tenant, member, body.password, client);
    if (!(await this.ports.consumeEmailCode({ tenant, email, code: body.verificationCode }))) throw new AppError(400, 'invalidVerificationCode');
    await this.profiles.setVerifiedEmail(tenant.id, memberId, email);
    return this.view(tenant, memberId);
  }

  async sendMobileCode(
    tenant: TenantContext,
    memberId: number,
    body: { countryDialingCode: string; mobileNum: string },
    ip: string,
    language: LanguageCode,
  ): Promise<{ expiredMinutes: number }> {
    const member = await this.#member(tenant, memberId);
    const mobile = requireMobile(tenant, body.countryDialingCode, body.mobileNum);
    if (member.mobileVerified && member.mobileE164 === mobile.e164) throw new AppError(409, 'mobileUnchanged');
    const holder = await this.members.findByVerifiedMobile(tenant.id, mobile.e164);
    if (holder && holder.id !== memberId) throw mobileTaken();
    return this.ports.issueMobileCode({ tenant, mobile, ip, language });
  }

  async bindMobile(
    tenant: TenantContext,
    memberId: number,
    body: { countryDialingCode: string; mobileNum: string; verificationCode: string; password?: string },
    client: LoginClient,
  ): Promise<ProfileView> {
    const member = await this.#member(tenant, memberId);
    const mobile = requireMobile(tenant, body.countryDialingCode, body.mobileNum);
    await this.#confirmPassword(tenant, member, body.password, client);
    if (!(await this.ports.consumeSmsCode({ tenant, purpose: 'bindMobile', mobile, code: body.verificationCode })))
      throw new AppError(400, 'invalidVerificationCode');
    if ((await this.profiles.setVerifiedMobile(tenant.id, memberId, mobile)) === 'taken') throw mobileTaken();
    return this.view(tenant, memberId);
  }

  #email(raw: string): string {
    const email = raw.trim().toLowerCase();
    if (!isEmailAddress(email)) throw validation('email', 'validation.invalidFormat', { field: 'profile.email' });
    return email;
  }

  /** The login password, when the account has one; wrong answers count as failed sign-ins (the login throttle). */
  async #confirmPassword(tenant: TenantContext, member: Member, password: string | undefined, client: LoginClient): Promise<void> {
    if (!member.passwordHash) return;
    if (!password)
      throw new AppError(400, 'validation', {
        fields: [{ field: 'password', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.password' } }],
      });
    const attempt = await this.throttle.reserve(tenant.id, accountKey(member.account), client.ip);
    try {
      if (!(await verifyPassword(member.passwordHash, password))) {
        attempt.fail();
        throw new AppError(400, 'loginPasswordWrong');
      }
    } finally {
      await attempt.release();
    }
  }

  // ——— avatar ———

  async avatar(tenant: TenantContext, memberId: number): Promise<AvatarView> {
    const stored = await this.profiles.avatarOf(tenant.id, memberId);
    if (!stored) return { kind: 'default', iconUrl: '' };
    if (stored.kind === 'preset' && stored.presetId !== null) return { kind: 'preset', presetId: stored.presetId, iconUrl: presetUrl(stored.presetId) };
    return { kind: 'upload', iconUrl: uploadUrl(stored.version) };
  }

  async choices(tenant: TenantContext, memberId: number): Promise<AvatarChoices> {
    return {
      current: await this.avatar(tenant, memberId),
      presets: Array.from({ length: AVATAR_PRESET_COUNT }, (_, i) => ({ id: i + 1, url: presetUrl(i + 1) })),
    };
  }

  async choosePreset(tenant: TenantContext, memberId: number, presetId: number): Promise<AvatarView> {
    if (!Number.isInteger(presetId) || presetId < 1 || presetId > AVATAR_PRESET_COUNT) throw new AppError(400, 'avatarPresetUnknown');
    await this.#member(tenant, memberId);
    await this.profiles.setAvatar(tenant.id, memberId, { presetId });
    return this.avatar(tenant, memberId);
  }

  /** The upload is decoded and re-encoded before anything is stored. */
  async upload(tenant: TenantContext, memberId: number, bytes: Buffer): Promise<AvatarView> {
    const { image, contentType } = await normaliseAvatar(bytes);
    await this.#member(tenant, memberId);
    await this.profiles.setAvatar(tenant.id, memberId, { image, contentType });
    return this.avatar(tenant, memberId);
  }

  async image(tenant: TenantContext, memberId: number, version: number): Promise<{ bytes: Buffer; contentType: string }> {
    const image = await this.profiles.imageOf(tenant.id, memberId, version);
    if (!image) throw new AppError(404, 'notFound');
    return image;
  }

  // ——— sign-ins and sessions ———

  async loginHistory(tenant: TenantContext, memberId: number, page: number, size: number): Promise<LoginHistory> {
    const { rows, total } = await this.logins.page(tenant.id, memberId, page, size);
    return { list: rows.map((r) => ({ at: r.at.toISOString(), ip: r.ip, device: r.device, method: r.method })), total };
  }

  async endOtherSessions(tenant: TenantContext, memberId: number, keepTokenHash: string): Promise<void> {
    await this.sessions.revokeOthers(tenant.id, memberId, keepTokenHash);
  }
}

const mobileTaken = () =>
  new AppError(409, 'validation', { fields: [{ field: 'mobileNum', code: 'taken', messageKey: 'validation.mobileTaken', params: {} }] });
