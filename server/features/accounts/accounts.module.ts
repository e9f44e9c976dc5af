// Accounts: members, sign-in (password, SMS code, social), sessions, registration, password changes
// and the demo accounts. Outside parts reach it through AccountsPorts; other features through the
// narrow functions this module returns.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Db } from '../../db/database.ts';
import type { MemberLabelsPort } from './member-info.ts';
import type { ModuleContext } from '../../module-context.ts';
import { Mailer } from '../../providers/email/mailer.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { HumanCheckService } from '../captcha/human-check.service.ts';
import type { SocialLoginPorts } from '../social-login/social-login.ports.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AccountsPorts } from './accounts.ports.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottlePolicy } from './login-throttle.ts';
import { LoginService } from './login.service.ts';
import { MemberAdminService } from './member-admin.service.ts';
import { MemberLoginsRepository } from './member-logins.repository.ts';
import { MembersRepository } from './members.repository.ts';
import { MemberTreeRepository } from './member-tree.repository.ts';
import type { MemberTree } from '../wallet/transfer-upline.service.ts';
import type { MobileNumber } from '../verification/mobile-number.ts';
import { PasswordsService } from './passwords.service.ts';
import { ProfileRepository } from './profile.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { ProfileService } from './profile.service.ts';
import { ReferralsRepository, type ReferredFriend } from './referrals.repository.ts';
import { RegistrationService } from './registration.service.ts';
import { resolveRequestSession, sessionAuthOf, sessionMiddleware } from './session-transport.ts';
import { SessionsService, type SessionTimeouts } from './sessions.service.ts';

export interface AccountsOptions {
  /** Sign-in limits and session timeouts (tests shorten them). */
  throttle?: Partial<ThrottlePolicy>;
  sessionTimeouts?: SessionTimeouts;
  /** The sessions' clock (tests move it instead of waiting). */
  now?: () => number;
}

export interface AccountsModule {
  /** For tests and scripts that look members up. */
  members: MembersRepository;
  sessions: SessionsService;
  login: LoginService;
  passwords: PasswordsService;
  registration: RegistrationService;
  /** What the back office's players pages do with members. */
  admin: MemberAdminService;
  routes: Router;
  /** Resolves the request's session (cookie or bearer) for every API route after it. */
  sessionMiddleware: RequestHandler;
  /**
   * A session time limit set while signed in ends the request's own session at its start + `minutes` (never
   * later than it ends already); the member's other sessions take it from their next sign-in. Returns the end.
   */
  tightenRequestSession(res: Response, minutes: number): Promise<number | undefined>;
  /** The page's CSRF token when the browser holds a session cookie (the shell inlines it). */
  sessionOf(req: Request, tenant: TenantContext): Promise<{ csrfToken: string } | null>;
  /** Whether a member has proven this number (an unproven claim blocks nobody). */
  isRegisteredMobile(tenant: TenantContext, mobile: MobileNumber): Promise<boolean>;
  /** The upline/downline walks the wallet's transfers need. */
  memberTree: MemberTree;
  /** What social sign-in needs: a new member, and a session for one. */
  socialPorts: SocialLoginPorts;
  /** When a member registered, read through `trx` when given (the rewards engine's eligibility, inside its transaction). */
  registeredAt(tenantId: string, memberId: number, trx?: Db): Promise<Date | null>;
  /** Who invited whom (issue 19, invite friends): the rewards engine and the referral page read it. */
  referrals: {
    /** Read through `trx` when given (the rewards engine's transaction: PGlite has one connection). */
    referrersOf(tenantId: string, memberIds: readonly number[], trx?: Db): Promise<Map<number, number>>;
    friendsOf(tenantId: string, referrerId: number): Promise<{ friends: ReferredFriend[]; total: number }>;
    codeOf(tenantId: string, memberId: number): Promise<string | null>;
  };
}

export async function createAccountsModule(
  ctx: ModuleContext,
  deps: {
    captcha: CaptchaService;
    humanCheck: HumanCheckService;
    verification: VerificationService;
    wallet: WalletService;
    options?: AccountsOptions;
    /** The member's VIP labels for member info (loyalty feature). */
    labels?: MemberLabelsPort;
    /** Player protection at sign-in (exclusion feature). */
    protectionAtLogin?: AccountsPorts['protectionAtLogin'];
  },
): Promise<AccountsModule> {
  const { env, db, sharedState, catalogues, tenants, logger } = ctx;
  const { captcha, humanCheck, verification, wallet } = deps;
  const mailer = new Mailer(db, { smtpUrl: env.SMTP_URL, logger });
  ctx.onClose(() => mailer.close());
  const members = new MembersRepository(db);
  const referrals = new ReferralsRepository(db);
  const sessions = new SessionsService(sharedState, deps.options?.sessionTimeouts, deps.options?.now);
  const throttle = new LoginThrottle(sharedState, { ...DEFAULT_THROTTLE, ...deps.options?.throttle });
  const ports: AccountsPorts = {
    verifyCaptcha: (id, answer) => captcha.verify(id, answer),
    verifyHumanCheck: (tenant, payload) => humanCheck.verify(tenant, payload),
    sendSmsCode: async ({ language, ...args }) => void (await verification.issue({ ...args, language, send: true })),
    consumeSmsCode: (args) => verification.consume(args),
    issueMobileCode: ({ tenant, mobile, ip, language }) => verification.issue({ tenant, purpose: 'bindMobile', mobile, ip, language, send: true }),
    issueEmailCode: ({ tenant, email, ip, language, account }) =>
      verification.issueEmail({
        tenant,
        purpose: 'bindEmail',
        email,
        ip,
        deliver: async (code, minutes) => {
          const params = { brand: tenant.config.brand.name, account, code, minutes };
          await mailer.send(tenant, {
            to: email,
            subject: catalogues.t(language, 'email.bindCode.subject', params),
            text: catalogues.t(language, 'email.bindCode.text', params),
          });
        },
      }),
    consumeEmailCode: ({ tenant, email, code }) => verification.consumeEmail({ tenant, purpose: 'bindEmail', email, code }),
    sendMail: async (tenant, message) => void (await mailer.send(tenant, message)),
    openWallet: async (tenantId, memberId, currency) => void (await wallet.ensurePlayerWallet(tenantId, memberId, currency)),
    grantFreePlay: async (tenantId, memberId, amount, currency) => void (await wallet.grantFreePlayBalance(tenantId, memberId, amount, currency)),
    creditDemoFunds: async (tenantId, memberId, amount, currency) =>
      void (await wallet.transfer({
        tenantId,
        idempotencyKey: `demo-funds:${memberId}`,
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId },
        amount,
        currency,
      })),
    protectionAtLogin: deps.protectionAtLogin,
  };
  const login = new LoginService(members, new MemberLoginsRepository(db), sessions, throttle, sharedState, ports);
  const passwords = new PasswordsService(members, sessions, login, throttle, sharedState, ports, catalogues);
  const registration = new RegistrationService(members, login, sharedState, ports, catalogues);
  for (const tenant of tenants.all()) await seedDemoAccounts(tenant, members, ports, logger);
  // A demo brand added (or switched to demo mode) while the server runs gets its accounts at once; seeding
  // is idempotent, so a change that adds nothing (an edit, a staff toggle) creates nothing. Closing waits
  // for seeds under way, so none is cut off by the database closing.
  const seeding = new Set<Promise<void>>();
  const stopSeeding = tenants.onChange((ids) => {
    for (const id of ids) {
      const tenant = tenants.get(id);
      if (!tenant) continue;
      const seed = seedDemoAccounts(tenant, members, ports, logger)
        .catch((err) => logger.error({ err, tenant: id }, 'seeding the demo accounts failed'))
        .finally(() => seeding.delete(seed));
      seeding.add(seed);
    }
  });
  ctx.onClose(async () => {
    stopSeeding();
    await Promise.all(seeding);
  });
  return {
    members,
    sessions,
    login,
    passwords,
    registration,
    admin: new MemberAdminService(members, new MemberLoginsRepository(db), sessions, passwords),
    // Sign-in, registration and member info, then my account (profile, avatar, e-mail, mobile, sign-ins).
    routes: Router().use(
      accountsRoutes({ login, passwords, registration, sessions, members, catalogues, countryHeader: env.COUNTRY_HEADER, labels: deps.labels }),
      profileRoutes(new ProfileService(members, new ProfileRepository(db), new MemberLoginsRepository(db), sessions, throttle, ports), env.COUNTRY_HEADER),
    ),
    sessionMiddleware: sessionMiddleware(sessions),
    tightenRequestSession: async (res, minutes) => {
      const auth = sessionAuthOf(res);
      if (!auth) return undefined;
      return sessions.tighten(auth.session.tokenHash, (auth.session.startedAt ?? Date.now()) + minutes * 60_000);
    },
    sessionOf: async (req, tenant) => {
      const auth = await resolveRequestSession(sessions, req, tenant);
      return auth?.via === 'cookie' ? { csrfToken: auth.session.csrfToken } : null;
    },
    isRegisteredMobile: async (tenant, mobile) => (await members.findByVerifiedMobile(tenant.id, mobile.e164)) !== null,
    memberTree: new MemberTreeRepository(db),
    registeredAt: async (tenantId, memberId, trx) => (await (trx ? new MembersRepository(trx) : members).findById(tenantId, memberId))?.createdAt ?? null,
    referrals: {
      referrersOf: (tenantId, memberIds, trx) => (trx ? new ReferralsRepository(trx) : referrals).referrersOf(tenantId, memberIds),
      friendsOf: (tenantId, referrerId) => referrals.friendsOf(tenantId, referrerId),
      codeOf: async (tenantId, memberId) => (await members.findById(tenantId, memberId))?.referralCode ?? null,
    },
    socialPorts: {
      createMember: (tenant, who) => registration.createSocialMember(tenant, who),
      signIn: async (tenant, memberId, client) => {
        const member = await members.findById(tenant.id, memberId);
        return member ? login.start(tenant, member, 'social', false, client) : null;
      },
    },
  };
}
