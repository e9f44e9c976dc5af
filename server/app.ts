// createApp(deps) builds the whole portal (database, tenants, HTTP) and returns it with close(), so
// tests can start it on port 0. Per-request work stays tiny: everything that depends only on config
// is computed when the config changes.
import express, { Router, type Express } from 'express';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Env } from './env.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import type { AccountsPorts } from './features/accounts/accounts.ports.ts';
import { seedDemoAccounts } from './features/accounts/demo-accounts.ts';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottlePolicy } from './features/accounts/login-throttle.ts';
import { LoginService } from './features/accounts/login.service.ts';
import { MembersRepository } from './features/accounts/members.repository.ts';
import { MemberTreeRepository } from './features/accounts/member-tree.repository.ts';
import { PasswordsService } from './features/accounts/passwords.service.ts';
import { RegistrationService } from './features/accounts/registration.service.ts';
import { resolveRequestSession, sessionMiddleware } from './features/accounts/session-transport.ts';
import { SessionsService, type SessionTimeouts } from './features/accounts/sessions.service.ts';
import { CaptchaService } from './features/captcha/captcha.service.ts';
import { captchaRoutes } from './features/captcha/captcha.routes.ts';
import { HumanCheckService } from './features/captcha/human-check.service.ts';
import { DevOutboxService } from './features/dev-outbox/dev-outbox.service.ts';
import { EmailOutboxRepository } from './providers/email/email-outbox.repository.ts';
import { SmsOutboxRepository } from './providers/sms/sms-outbox.repository.ts';
import { devOutboxApiRoutes, devOutboxPageRoutes } from './features/dev-outbox/dev-outbox.routes.ts';
import { VerificationService } from './features/verification/verification.service.ts';
import { verificationRoutes } from './features/verification/verification.routes.ts';
import { Mailer } from './providers/email/mailer.ts';
import { createSmsSender } from './providers/sms/sms-sender.ts';
import { GamesService } from './features/games/games.service.ts';
import { GamesRepository } from './features/games/games.repository.ts';
import { gameArtRoutes } from './features/games/game-art.routes.ts';
import { localizedName } from './providers/games/catalogue-game.ts';
import { BetWallet } from './features/betting/bet-wallet.ts';
import { BettingService } from './features/betting/betting.service.ts';
import { bettingRoutes } from './features/betting/betting.routes.ts';
import { SeamlessService } from './features/betting/seamless.service.ts';
import { TRIAL_ACCOUNT_TYPE } from './http/session-locals.ts';
import type { TenantContext } from './tenancy/tenant-directory.ts';
import { SeamlessClient } from './providers/games/originals/seamless-client.ts';
import { StudioRepository } from './providers/games/originals/studio.repository.ts';
import { StudioService } from './providers/games/originals/studio.service.ts';
import { studioApiRoutes, studioPageRoutes } from './providers/games/originals/studio.routes.ts';
import { seamlessRoutes } from './features/betting/seamless.routes.ts';
import { gamesRoutes } from './features/games/games.routes.ts';
import { ShellTemplate } from './features/shell/shell-template.ts';
import { OidcClients } from './features/social-login/oidc-clients.ts';
import { SocialFlows } from './features/social-login/social-flows.ts';
import { SocialIdentitiesRepository } from './features/social-login/social-identities.repository.ts';
import { SocialLoginService } from './features/social-login/social-login.service.ts';
import { socialLoginRoutes } from './features/social-login/social-login.routes.ts';
import { shellRoutes } from './features/shell/shell.routes.ts';
import { systemGate } from './features/system/system-gate.ts';
import { SystemService } from './features/system/system.service.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { DepositsService } from './features/deposits/deposits.service.ts';
import { depositsRoutes } from './features/deposits/deposits.routes.ts';
import { sandboxPayPageRoutes, sandboxWebhookRoutes } from './features/deposits/sandbox-pay.routes.ts';
import { PaymentPasswordRepository } from './features/accounts/payment-password.repository.ts';
import { paymentPasswordRoutes } from './features/accounts/payment-password.routes.ts';
import { PaymentPasswordService } from './features/accounts/payment-password.service.ts';
import { DEFAULT_CONFIRM_MINUTES, WithdrawalsService } from './features/withdrawals/withdrawals.service.ts';
import { withdrawalsRoutes } from './features/withdrawals/withdrawals.routes.ts';
import { startPeriodicJob } from './jobs/periodic-job.ts';
import { seedDemoStaff } from './features/staff/demo-staff.ts';
import { operatorHost, operatorHostClashes } from './features/staff/operator-host.ts';
import { StaffAuthService, type StaffTimeouts } from './features/staff/staff-auth.service.ts';
import { StaffCashierService } from './features/staff/staff-cashier.service.ts';
import { StaffRepository } from './features/staff/staff.repository.ts';
import { staffApp } from './features/staff/staff.routes.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { LedgerRepository } from './features/wallet/ledger.repository.ts';
import { WalletService } from './features/wallet/wallet.service.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { TransactionHistoryRepository } from './features/wallet/transaction-history.repository.ts';
import { TransactionHistoryService } from './features/wallet/transaction-history.service.ts';
import { TransferUplineService } from './features/wallet/transfer-upline.service.ts';
import { GameWalletsService } from './features/wallet/game-wallets.service.ts';
import { isApiPath } from './http/api-paths.ts';
import { AppError } from './http/app-error.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { loadCatalogues } from './i18n/catalogues.ts';
import { createLogger, type Logger } from './logger.ts';
import { createSharedState, type SharedState } from './shared-state/shared-state.ts';
import { FeatureOverridesRepository } from './tenancy/feature-overrides.repository.ts';
import { FeatureOverridesService } from './tenancy/feature-overrides.service.ts';
import { TenantDirectory } from './tenancy/tenant-directory.ts';
import { tenantMiddleware } from './tenancy/tenant.middleware.ts';
import { TenantRegistry } from './tenancy/tenant-registry.ts';

export const BODY_LIMIT = '100kb';

/** API paths a maintenance or region block leaves open: the status the page explains itself with, and callbacks from payment gateways and game vendors. */
const SYSTEM_GATE_OPEN = ['/wps/system/', '/wps/payments/', '/wps/vendor/'];

export interface AppDeps {
  env: Env;
  logger?: Logger;
  /** Folder of the i18next catalogues; default src/locales. */
  localesDir?: string;
  /** Watch tenant files and the web app template (default true). */
  watch?: boolean;
  /** Sign-in limits and session timeouts (tests shorten them). */
  accounts?: { throttle?: Partial<ThrottlePolicy>; sessionTimeouts?: SessionTimeouts };
  /** Background jobs (withdrawal confirmation time-out, …); default true. Tests run them by hand. */
  jobs?: boolean;
  /** Staff session timeouts (tests shorten them). */
  staffTimeouts?: StaffTimeouts;
}

export interface PortalApp {
  app: Express;
  logger: Logger;
  db: Db;
  sharedState: SharedState;
  tenants: TenantDirectory;
  registry: TenantRegistry;
  services: {
    featureOverrides: FeatureOverridesService;
    system: SystemService;
    games: GamesService;
    betting: BettingService;
    seamless: SeamlessService;
    studio: StudioService;
    wallet: WalletService;
    deposits: DepositsService;
    withdrawals: WithdrawalsService;
    paymentPassword: PaymentPasswordService;
    staff: { auth: StaffAuthService; cashier: StaffCashierService; repo: StaffRepository };
    accounts: { members: MembersRepository; sessions: SessionsService; login: LoginService; passwords: PasswordsService; registration: RegistrationService };
  };
  close(): Promise<void>;
}

export async function createApp(deps: AppDeps): Promise<PortalApp> {
  const { env } = deps;
  const logger = deps.logger ?? createLogger(env.LOG_LEVEL);
  const watch = deps.watch ?? true;
  const closers: Array<() => unknown> = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      try {
        await closer();
      } catch (err) {
        logger.error({ err }, 'error while closing');
      }
    }
    closers.length = 0;
  };

  try {
    const catalogues = loadCatalogues(deps.localesDir);

    const { db } = await createDatabase(env, logger);
    closers.push(() => db.destroy());
    await migrateToLatest(db);

    const sharedState = await createSharedState(env.REDIS_URL, logger, db);
    closers.push(() => sharedState.close());

    const featureOverrides = new FeatureOverridesService(new FeatureOverridesRepository(db), sharedState, logger);
    await featureOverrides.start();
    closers.push(() => featureOverrides.close());

    const registry = await TenantRegistry.open({ dir: env.TENANTS_DIR, logger, watch, production: env.NODE_ENV === 'production' });
    closers.push(() => registry.close());
    if (registry.configs.size === 0) logger.warn(`no valid tenant in ${env.TENANTS_DIR}: every host answers 404`);

    const tenants = new TenantDirectory(registry, featureOverrides, logger);
    closers.push(() => tenants.close());

    const template = new ShellTemplate(env.DIST_DIR, logger, { watch });
    closers.push(() => template.close());

    const system = new SystemService();
    // [services:verification]
    const captcha = new CaptchaService(sharedState);
    const humanCheck = new HumanCheckService(sharedState);
    const smsSender = createSmsSender({ providerUrl: env.SMS_PROVIDER_URL, db, logger });
    const verification = new VerificationService(db, sharedState, smsSender, catalogues, { logger });
    const mailer = new Mailer(db, { smtpUrl: env.SMTP_URL, logger });
    closers.push(() => mailer.close());
    const devOutbox = new DevOutboxService({ sms: new SmsOutboxRepository(db), email: new EmailOutboxRepository(db) });
    // [services:wallet]
    const wallet = new WalletService(new LedgerRepository(db));
    const transactionHistory = new TransactionHistoryService(new TransactionHistoryRepository(db));
    const gameWallets = new GameWalletsService(wallet);
    // [services:deposits]
    const deposits = new DepositsService(db, wallet, sharedState);
    // [services:withdrawals]
    const paymentPassword = new PaymentPasswordService(new PaymentPasswordRepository(db), sharedState);
    const withdrawals = new WithdrawalsService(db, wallet, {
      verifyPaymentPassword: (tenantId, memberId, pw) => paymentPassword.verify(tenantId, memberId, pw),
      isPaymentPasswordSet: (tenantId, memberId) => paymentPassword.isSet(tenantId, memberId),
      confirmMinutesOf: (tenantId) => tenants.get(tenantId)?.config.cashier?.withdrawal?.confirmTimeoutMinutes ?? DEFAULT_CONFIRM_MINUTES,
    });
    // [services:games]
    const gamesRepo = new GamesRepository(db);
    const betWallet = new BetWallet(wallet);
    const seamless = new SeamlessService(db, betWallet, logger);
    const betting = new BettingService(db, betWallet, {
      gameNames: async (tenantId, keys, language) => {
        const rows = await gamesRepo.namesOf(tenantId, keys);
        return new Map([...rows].map(([key, row]) => [key, { id: row.id, name: localizedName(row.names, language) }]));
      },
    });
    const games = new GamesService(gamesRepo, {
      openVendorSession: ({ tenant, session, vendor, gameCode }) =>
        seamless.openSession(tenant, { memberId: session.memberId, vendor, gameCode, currency: tenant.config.currency.code, trial: session.type === TRIAL_ACCOUNT_TYPE }),
      roundsLastHour: (tenantId, keys) => betting.roundsLastHour(tenantId, keys),
    });
    const prepareGames = async (tenant: TenantContext) => {
      await games.importCatalogue(tenant);
      await betWallet.seedJackpot(tenant);
    };
    for (const tenant of tenants.all()) await prepareGames(tenant);
    closers.push(tenants.onChange((ids) => {
      for (const id of ids) {
        const tenant = tenants.get(id);
        if (tenant) prepareGames(tenant).catch((err) => logger.error({ err, tenant: id }, 'game catalogue import failed'));
      }
    }));
    // The built-in studio is a vendor: it reaches the wallet only through signed seamless calls (here
    // handed in-process to the same handler the HTTP route uses).
    const studio = new StudioService(new StudioRepository(db), new SeamlessClient((tenant, vendor, action, body, signature) => seamless.call(tenant, vendor, action, body, signature)), (id) => tenants.get(id));
    if (deps.jobs ?? true) {
      const reconciliation = startPeriodicJob('round-reconciliation', 60_000, () => betting.closeStaleRounds(), logger);
      const studioSettle = startPeriodicJob('studio-settle-pending', 15_000, () => studio.settlePending(), logger);
      closers.push(() => reconciliation.stop(), () => studioSettle.stop());
    }
    const transferUpline = new TransferUplineService(new MemberTreeRepository(db), wallet, { verifyPaymentPassword: (tenantId, memberId, pw) => paymentPassword.verify(tenantId, memberId, pw) });
    if (deps.jobs ?? true) {
      const confirmTimeout = startPeriodicJob('withdrawal-confirm-timeout', 30_000, () => withdrawals.expireConfirmations(), logger);
      closers.push(() => confirmTimeout.stop());
    }
    // [services:staff]
    const clashes = operatorHostClashes(env.OPERATOR_HOSTS, tenants.all().map((t) => ({ id: t.id, hostnames: t.config.hostnames })));
    if (clashes.length) throw new Error(`OPERATOR_HOSTS must not be a brand's host: ${clashes.join(', ')}`);
    const staffRepo = new StaffRepository(db);
    if (env.NODE_ENV !== 'production') await seedDemoStaff(staffRepo);
    const staffAuth = new StaffAuthService(staffRepo, sharedState, deps.staffTimeouts);
    const staffCashier = new StaffCashierService(deposits, withdrawals, staffRepo, () => tenants.all().map((t) => t.id));
    // [services:accounts]
    const members = new MembersRepository(db);
    const sessions = new SessionsService(sharedState, deps.accounts?.sessionTimeouts);
    const throttle = new LoginThrottle(sharedState, { ...DEFAULT_THROTTLE, ...deps.accounts?.throttle });
    const accountsPorts: AccountsPorts = {
      verifyCaptcha: (id, answer) => captcha.verify(id, answer),
      verifyHumanCheck: (tenant, payload) => humanCheck.verify(tenant, payload),
      consumeSmsCode: (args) => verification.consume(args),
      sendMail: async (tenant, message) => void (await mailer.send(tenant, message)),
      openWallet: async (tenantId, memberId, currency) => void (await wallet.ensurePlayerWallet(tenantId, memberId, currency)),
      grantFreePlay: async (tenantId, memberId, amount, currency) => void (await wallet.grantFreePlayBalance(tenantId, memberId, amount, currency)),
      creditDemoFunds: async (tenantId, memberId, amount, currency) =>
        void (await wallet.transfer({ tenantId, idempotencyKey: `demo-funds:${memberId}`, kind: 'deposit', from: { kind: 'house', code: 'cashier' }, to: { kind: 'player', memberId }, amount, currency })),
    };
    const login = new LoginService(members, sessions, throttle, sharedState, accountsPorts);
    const passwords = new PasswordsService(members, sessions, login, throttle, sharedState, accountsPorts, catalogues);
    const registration = new RegistrationService(members, login, sharedState, accountsPorts, catalogues);
    for (const tenant of tenants.all()) await seedDemoAccounts(tenant, members, accountsPorts, logger);
    // [services:social-login]
    const socialLogin = new SocialLoginService(new SocialIdentitiesRepository(db), new SocialFlows(sharedState), new OidcClients(), sharedState, {
      createMember: (tenant, who) => registration.createSocialMember(tenant, who),
      signIn: async (tenant, memberId) => {
        const member = await members.findById(tenant.id, memberId);
        return member ? login.start(tenant, member, 'social', false) : null;
      },
    });

    const app = express();
    app.set('trust proxy', env.TRUST_PROXY);
    app.set('env', env.NODE_ENV);
    app.set('etag', false);
    app.disable('x-powered-by');

    app.use(requestLogger(app, logger));
    app.use(securityHeaders({ production: env.NODE_ENV === 'production' }));
    // [operator-host] staff back office: only on OPERATOR hosts, before any brand is resolved
    // OpenAPI documents of the API router assembled below (read at the first request), operator hosts only.
    app.use(operatorHost(env.OPERATOR_HOSTS, apiDocsRoutes(() => api)));
    app.use(operatorHost(env.OPERATOR_HOSTS, staffApp({ auth: staffAuth, cashier: staffCashier, catalogues, tenants, logger, production: env.NODE_ENV === 'production', countryHeader: env.COUNTRY_HEADER })));
    app.use(tenantMiddleware(tenants, catalogues, logger));

    // The API (/wps, /lgw, …): one prefix check keeps page requests out of the API routers.
    const api = Router();
    // Gateway callbacks first: their signature covers the raw bytes, which the JSON parser would consume.
    api.use(sandboxWebhookRoutes(deposits));
    api.use(seamlessRoutes(seamless));
    api.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
    api.use(sessionMiddleware(sessions));
    api.use(systemRoutes(system, { countryHeader: env.COUNTRY_HEADER }));
    // Maintenance and region blocks shut the rest of the player API (server-to-server callbacks stay open).
    api.use(systemGate({ countryHeader: env.COUNTRY_HEADER, openPrefixes: SYSTEM_GATE_OPEN }));
    api.use(gamesRoutes(games));
    api.use(bettingRoutes(betting));
    api.use(studioApiRoutes(studio));
    // [routes:verification]
    api.use(captchaRoutes(captcha, humanCheck, sharedState));
    api.use(verificationRoutes(verification, humanCheck, {
      isRegisteredMobile: async (tenant, mobile) => (await members.findByVerifiedMobile(tenant.id, mobile.e164)) !== null,
    }));
    api.use(devOutboxApiRoutes(devOutbox));
    // [routes:wallet]
    api.use(walletRoutes(wallet, transactionHistory, transferUpline, gameWallets, catalogues));
    // [routes:deposits]
    api.use(depositsRoutes(deposits));
    // [routes:withdrawals]
    api.use(paymentPasswordRoutes(paymentPassword));
    api.use(withdrawalsRoutes(withdrawals));
    // [routes:accounts]
    api.use(accountsRoutes({ login, passwords, registration, sessions, members, catalogues, countryHeader: env.COUNTRY_HEADER }));
    // [routes:social-login]
    api.use(socialLoginRoutes({ socialLogin, countryHeader: env.COUNTRY_HEADER }));
    api.use((_req, _res, next) => next(new AppError(404, 'notFound')));
    app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));

    // [pages:games]
    app.use(gameArtRoutes());
    app.use(studioPageRoutes(catalogues));
    // [pages:deposits]
    app.use(sandboxPayPageRoutes(deposits, catalogues));
    // [pages:dev-outbox]
    app.use(devOutboxPageRoutes(devOutbox, catalogues));
    app.use(shellRoutes(template, tenants, system, {
      distDir: env.DIST_DIR,
      tenantsDir: env.TENANTS_DIR,
      countryHeader: env.COUNTRY_HEADER,
      sessionOf: async (req, tenant) => {
        const auth = await resolveRequestSession(sessions, req, tenant);
        return auth?.via === 'cookie' ? { csrfToken: auth.session.csrfToken } : null;
      },
    }));
    app.use(createErrorHandler(catalogues));

    return { app, logger, db, sharedState, tenants, registry, services: { featureOverrides, system, games, betting, seamless, studio, wallet, deposits, withdrawals, paymentPassword, staff: { auth: staffAuth, cashier: staffCashier, repo: staffRepo }, accounts: { members, sessions, login, passwords, registration } }, close };
  } catch (err) {
    await close();
    throw err;
  }
}
