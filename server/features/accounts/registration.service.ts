// Registration by username or by mobile number (spec §4). The field rules are the tenant's register
// block applied by schemas/rules/register-rules.ts — the same function the browser form runs.
import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '../../../schemas/generated/auth.ts';
import { validateRegistration, type RegisterMethod, type RegisterOptions } from '../../../schemas/rules/register-rules.ts';
import { AppError, type FieldProblem } from '../../http/app-error.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { AGENT_TYPES, type AccountsPorts } from './accounts.ports.ts';
import type { LoginClient, LoginService, SignedIn } from './login.service.ts';
import { requireMobile } from '../verification/mobile-number.ts';
import { COMMON_PASSWORD_PROBLEM, isCommonPassword } from './common-passwords.ts';
import type { Member, MembersRepository, NewMember } from './members.repository.ts';
import { hashPassword } from './password-hasher.ts';

const REGISTRATIONS_PER_IP_PER_HOUR = 20;
const AFFILIATE_CHECKS_PER_IP_PER_10_MIN = 60;
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId', 'referralCode'] as const;

export interface RegisterContext extends LoginClient {
  captchaId?: string;
}

const fieldError = (field: string, code: string, messageKey: string, params: Record<string, string | number> = {}): AppError =>
  new AppError(400, 'validation', { fields: [{ field, code, messageKey, params }] });

export function registerOptions(tenant: TenantContext, method: RegisterMethod, hasKey?: RegisterOptions['hasKey']): RegisterOptions {
  const on = (id: Parameters<TenantContext['enabled']['has']>[0]) => tenant.enabled.has(id);
  return {
    method,
    // Without SMS login a mobile account needs a password to ever sign in again.
    mobilePassword: on('MOBILENUMPASSREG3') || !on('MOBILEVERCODELOGIN3'),
    smsVerification: method === 'mobile' && on('REGMOBVERF3'),
    affiliateFieldShown: tenant.config.register?.fields.affiliateCode?.enabled === true,
    minimumAge: tenant.config.brand.minimumAge,
    // A tenant's patternId without a catalogue text falls back to the generic length message.
    hasKey,
  };
}

export class RegistrationService {
  constructor(
    private readonly members: MembersRepository,
    private readonly login: LoginService,
    private readonly state: SharedState,
    private readonly ports: AccountsPorts,
    private readonly catalogues: Pick<Catalogues, 'has'>,
  ) {}

  async register(tenant: TenantContext, body: RegisterBody, method: RegisterMethod, ctx: RegisterContext): Promise<SignedIn> {
    if ((await this.state.incr(`register:${tenant.id}:${ctx.ip}`, 3_600_000)) > REGISTRATIONS_PER_IP_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    const rules = tenant.config.register ?? { fields: {} };
    const options = registerOptions(tenant, method, (key) => this.catalogues.has(key));
    const issues = validateRegistration(rules, body as unknown as Record<string, unknown>, options);
    if (issues.length) {
      const fields: FieldProblem[] = issues.map((i) => ({ field: i.field, code: i.code, messageKey: i.messageKey, params: i.params }));
      throw new AppError(400, 'validation', { fields });
    }
    if (body.password && isCommonPassword(body.password)) throw new AppError(400, 'validation', { fields: [COMMON_PASSWORD_PROBLEM('password')] });
    // Parsed (E.164) before anything is spent: a number given with a username registration too.
    const mobile = body.mobileNum && body.countryDialingCode ? requireMobile(tenant, body.countryDialingCode, body.mobileNum) : null;
    if (rules.fields.captcha?.enabled && !(await this.ports.verifyCaptcha(ctx.captchaId, body.captcha))) throw new AppError(400, 'captchaInvalid');
    if (!(await this.ports.verifyHumanCheck(tenant, body.humanCheck))) throw new AppError(400, 'humanCheckFailed');
    const { upline, referral } = await this.#links(tenant, body);
    if (method === 'mobile' && !mobile) throw fieldError('mobileNum', 'required', 'validation.required', { field: 'mobileNum' });
    if (options.smsVerification) {
      const ok = await this.ports.consumeSmsCode({ tenant, purpose: 'register', mobile: mobile!, code: body.verificationCode ?? '' });
      if (!ok) throw new AppError(400, 'invalidVerificationCode');
    }
    // A number is proven only by the SMS code of a mobile registration. A number typed beside a
    // username (spec §5 lets a brand ask for it) is kept as contact data, unproven: it is unique to
    // nobody, never used for SMS login or reset, and dropped when its owner proves it.
    const created = await this.#insert(tenant, body, method, { upline, referral }, mobile && { ...mobile, verified: options.smsVerification });
    await this.ports.openWallet(tenant.id, created.id, tenant.config.currency.code);
    return this.login.start(tenant, created, created.passwordHash ? 'password' : 'sms', false, ctx);
  }

  /**
   * An agent registers a downline from its agent centre (issue 17, registerCenter): a player or an agent under
   * the agent, with a password (the schema checks the account's and password's shapes; a common password is
   * refused here as at registration). A taken account is the registration's field error.
   */
  async registerDownline(tenant: TenantContext, uplineId: number, member: { account: string; password: string; type: number }): Promise<Member> {
    if (isCommonPassword(member.password)) throw new AppError(400, 'validation', { fields: [COMMON_PASSWORD_PROBLEM('password')] });
    const created = await this.members.insert({
      tenantId: tenant.id,
      account: member.account,
      nickname: member.account,
      type: member.type,
      passwordHash: await hashPassword(member.password),
      uplineId,
      registerMethod: 'username',
    });
    if ('conflict' in created) throw fieldError('account', 'taken', 'validation.accountTaken');
    await this.ports.openWallet(tenant.id, created.id, tenant.config.currency.code);
    return created;
  }

  /** A new member for a first social sign-in; the identity row is the social-login feature's. */
  async createSocialMember(tenant: TenantContext, who: { provider: string; email?: string; name?: string }): Promise<{ memberId: number }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `${who.provider}_${randomBytes(4).toString('hex')}`;
      const nickname = who.name?.trim().slice(0, 40) || account;
      const created = await this.members.insert({ tenantId: tenant.id, account, nickname, type: 0, email: who.email ?? null, registerMethod: 'social' });
      if ('conflict' in created) continue;
      await this.ports.openWallet(tenant.id, created.id, tenant.config.currency.code);
      return { memberId: created.id };
    }
    throw new Error('could not pick a free account name');
  }

  /**
   * GET /wps/agent/affiliate: is this an invitation code on this brand — an agent's code, or a real player's own
   * referral code (the register form checks the code it sends before registering)?
   */
  async checkAffiliate(tenant: TenantContext, code: string, ip: string): Promise<void> {
    if ((await this.state.incr(`affiliate:${tenant.id}:${ip}`, 600_000)) > AFFILIATE_CHECKS_PER_IP_PER_10_MIN) throw new AppError(429, 'tooManyRequests');
    const agent = await this.members.findByAffiliateCode(tenant.id, code.trim());
    if (agent && AGENT_TYPES.includes(agent.type)) return;
    const referrer = await this.members.findByReferralCode(tenant.id, code.trim());
    if (!referrer || referrer.type === TRIAL_ACCOUNT_TYPE || referrer.status !== 'active') throw new AppError(400, 'invalidInvitationCode');
  }

  /**
   * Who invited the new member. The inviting agent (the upline): the affiliate code, else a referral code that is
   * an agent's code — as before. A referral code that is a real player's own code (issue 19, invite friends)
   * records that player as the referrer instead, and never becomes the upline. Any other code: 400.
   */
  async #links(tenant: TenantContext, body: RegisterBody): Promise<{ upline: Member | null; referral: NewMember['referral'] }> {
    const affiliate = body.affiliateCode?.trim();
    const code = body.referralCode?.trim();
    let upline: Member | null = null;
    if (affiliate) upline = await this.#agent(tenant, affiliate);
    if (!code) return { upline, referral: null };
    const agent = await this.members.findByAffiliateCode(tenant.id, code);
    if (agent && AGENT_TYPES.includes(agent.type)) return { upline: upline ?? agent, referral: null };
    const referrer = await this.members.findByReferralCode(tenant.id, code);
    if (!referrer || referrer.type === TRIAL_ACCOUNT_TYPE || referrer.status !== 'active' || !referrer.referralCode)
      throw new AppError(400, 'invalidInvitationCode');
    return { upline, referral: { referrerId: referrer.id, code: referrer.referralCode } };
  }

  async #agent(tenant: TenantContext, code: string): Promise<Member> {
    const agent = await this.members.findByAffiliateCode(tenant.id, code);
    if (!agent || !AGENT_TYPES.includes(agent.type)) throw new AppError(400, 'invalidInvitationCode');
    return agent;
  }

  async #insert(
    tenant: TenantContext,
    body: RegisterBody,
    method: RegisterMethod,
    links: { upline: Member | null; referral: NewMember['referral'] },
    mobile: NewMember['mobile'],
  ): Promise<Member> {
    // A mobile account is named by its E.164 digits: 66872382688 however the number was typed.
    const account = method === 'username' ? body.username!.trim() : mobile!.e164.slice(1);
    const profile: Record<string, string> = {};
    for (const key of PROFILE_FIELDS) if (body[key]) profile[key] = String(body[key]).trim();
    const created = await this.members.insert({
      tenantId: tenant.id,
      account,
      nickname: account,
      type: 0,
      payeeName: body.payeeName?.trim() || null,
      email: body.email?.trim() || null,
      mobile,
      passwordHash: body.password ? await hashPassword(body.password) : null,
      paymentPasswordHash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
      uplineId: links.upline?.id ?? null,
      referral: links.referral,
      profile,
      registerMethod: method,
      registerDomain: body.domain ?? null,
    });
    if ('conflict' in created) {
      if (created.conflict === 'mobile') throw fieldError('mobileNum', 'taken', 'validation.mobileTaken');
      throw fieldError(method === 'username' ? 'username' : 'mobileNum', 'taken', method === 'username' ? 'validation.accountTaken' : 'validation.mobileTaken');
    }
    return created;
  }
}
