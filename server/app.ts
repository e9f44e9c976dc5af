// createApp(deps) builds the whole portal (database, tenants, HTTP) and returns it with close(), so
// tests can start it on port 0. It is the composition root: it keeps only what crosses features
// (database, shared state, tenancy, security headers, the error envelope, the order of mounting) and
// builds each feature with its create<Feature>Module(ctx, ports) (server/features/<f>/<f>.module.ts),
// which constructs that feature's repositories and services and returns what the app mounts.
// Per-request work stays tiny: everything that depends only on config is computed when it changes.
import express, { Router, type Express } from 'express';
import { createDatabase, type DatabaseOptions, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Env } from './env.ts';
import { createAccountsModule, type AccountsModule, type AccountsOptions } from './features/accounts/accounts.module.ts';
import { createPaymentPasswordModule, type PaymentPasswordModule } from './features/accounts/payment-password.module.ts';
import { createBettingModule, maskName, type BettingModule } from './features/betting/betting.module.ts';
import { createCaptchaModule } from './features/captcha/captcha.module.ts';
import type { Clock } from './jobs/period-job.ts';
import { createDomainEventsModule, type DomainEventsModule } from './features/domain-events/domain-events.module.ts';
import { createAgentsModule, type AgentsModule } from './features/agents/agents.module.ts';
import { createHelpCentreModule } from './features/help-centre/help-centre.module.ts';
import { createAgentRecruitmentModule } from './features/agent-recruitment/agent-recruitment.module.ts';
import { createExclusionModule } from './features/exclusion/exclusion.module.ts';
import { createMessagesModule, type MessagesModule } from './features/messages/messages.module.ts';
import { createPromotionsModule, type PromotionsModule } from './features/promotions/promotions.module.ts';
import { createLoyaltyModule, type LoyaltyModule } from './features/loyalty/loyalty.module.ts';
import { createMissionsModule, type MissionsModule } from './features/missions/missions.module.ts';
import { createDepositsModule, type DepositsModule } from './features/deposits/deposits.module.ts';
import { createLimitsModule, type LimitsModule } from './features/limits/limits.module.ts';
import { createDevOutboxModule } from './features/dev-outbox/dev-outbox.module.ts';
import { createTestClockModule } from './features/test-clock/test-clock.module.ts';
import { createGamesModule, type GamesModule } from './features/games/games.module.ts';
import type { PushHub, PushLimits } from './features/push/push-hub.service.ts';
import { createPushModule } from './features/push/push.module.ts';
import { createShellModule } from './features/shell/shell.module.ts';
import { createSocialLoginModule } from './features/social-login/social-login.module.ts';
import { createStaffModule, type StaffModule } from './features/staff/staff.module.ts';
import { createSupportModule, type SupportModule } from './features/support/support.module.ts';
import { createBackOfficeModule } from './features/back-office/back-office.module.ts';
import { createBrandFilesModule } from './features/brand-files/brand-files.module.ts';
import { createContentModule, type ContentModule } from './features/content/content.module.ts';
import { createFeatureTreeModule } from './features/feature-tree/feature-tree.module.ts';
import { createPlayerAdminModule } from './features/player-admin/player-admin.module.ts';
import { createReportsModule } from './features/reports/reports.module.ts';
import type { FeatureTreeService } from './features/feature-tree/feature-tree.service.ts';
import { createApiDocsModule } from './features/api-docs/api-docs.module.ts';
import type { StaffTimeouts } from './features/staff/staff-auth.service.ts';
import { createSystemModule, type SystemModule } from './features/system/system.module.ts';
import { createVerificationModule } from './features/verification/verification.module.ts';
import { createWalletModule, type WalletModule } from './features/wallet/wallet.module.ts';
import { createWithdrawalsModule, type WithdrawalsModule } from './features/withdrawals/withdrawals.module.ts';
import { createStudioModule, type StudioModule } from './providers/games/originals/studio.module.ts';
import { createLotteryProviderModule, type LotteryProviderModule } from './providers/games/lottery/lottery-provider.module.ts';
import { createLotteryModule, type LotteryModule } from './features/lottery/lottery.module.ts';
import { isApiPath } from './http/api-paths.ts';
import { middlewareChain } from './http/middleware-chain.ts';
import { AppError } from './http/app-error.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { requestLogger } from './http/request-logger.ts';
import { securityHeaders } from './http/security-headers.ts';
import { loadCatalogues } from './i18n/catalogues.ts';
import { createLogger, type Logger } from './logger.ts';
import type { ModuleContext } from './module-context.ts';
import { createSharedState, type SharedState } from './shared-state/shared-state.ts';
import type { ContentOverridesService } from './tenancy/content-overrides.service.ts';
import type { FeatureOverridesService } from './tenancy/feature-overrides.service.ts';
import { createTenancy } from './tenancy/tenancy.module.ts';
import type { TenantContext, TenantDirectory } from './tenancy/tenant-directory.ts';
import { tenantMiddleware } from './tenancy/tenant.middleware.ts';
import type { TenantRegistry } from './tenancy/tenant-registry.ts';

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
  accounts?: AccountsOptions;
  /** Background jobs (withdrawal confirmation time-out, …); default true. Tests run them by hand. */
  jobs?: boolean;
  /** Staff session timeouts (tests shorten them). */
  staffTimeouts?: StaffTimeouts;
  /** Push channel limits (tests lower them); defaults in push-hub.service.ts. */
  push?: Partial<PushLimits>;
  /** The clock of promotions (open dates, rebate periods, reward expiry); tests move it. Default: the system's. */
  rewardsClock?: Clock;
  /** The clock of content schedules (banner/notice start and end), ms since epoch; default Date.now. */
  contentClock?: () => number;
  /** The lottery provider's clock (draw times, lock times); tests move it. Default: the system's. */
  lotteryClock?: Clock;
  /** The clock of player-protection limits (the 24-hour cooling-off, rolling windows); tests move it. Default: the system's. */
  limitsClock?: Clock;
  /** How the database opens (tests: an in-memory PGlite from a migrated copy); see createDatabase. */
  database?: DatabaseOptions;
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
    contentOverrides: ContentOverridesService;
    content: ContentModule['service'];
    push: PushHub;
    system: SystemModule['service'];
    games: GamesModule['service'];
    betting: BettingModule['service'];
    seamless: BettingModule['seamless'];
    studio: StudioModule['service'];
    lottery: LotteryModule['service'];
    lotteryProvider: LotteryProviderModule['provider'];
    wallet: WalletModule['service'];
    deposits: DepositsModule['service'];
    limits: LimitsModule['service'];
    events: DomainEventsModule['service'];
    promotions: Pick<PromotionsModule, 'service' | 'engine' | 'rewardCenter' | 'rebate' | 'raffle' | 'drainEvents' | 'runRebateJobs' | 'runRankingJobs'>;
    withdrawals: WithdrawalsModule['service'];
    messages: Pick<MessagesModule, 'service' | 'drainEvents'>;
    support: SupportModule['service'];
    loyalty: Pick<LoyaltyModule, 'service' | 'drainEvents' | 'runVipJobs'>;
    missions: Pick<MissionsModule, 'service' | 'drainEvents'>;
    agents: Pick<AgentsModule, 'service' | 'settlement' | 'drainEvents' | 'runSettlements'>;
    paymentPassword: PaymentPasswordModule['service'];
    staff: Pick<StaffModule, 'auth' | 'accounts' | 'cashier' | 'repo'>;
    featureTree: FeatureTreeService;
    accounts: Pick<AccountsModule, 'members' | 'sessions' | 'login' | 'passwords' | 'registration'>;
  };
  /**
   * Ends the long-lived responses (the push channel's event streams) and refuses new ones, so the HTTP
   * server's close() can finish; call it first when shutting down.
   */
  drain(): void;
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

  // End-to-end runs (TEST_CLOCK=1) move one business clock for every feature that works by periods; the real
  // clock still times sessions, rate limits and the lottery's draw schedule.
  const testClockModule = createTestClockModule(env);
  const testClock = testClockModule.clock;
  const rewardsClock = deps.rewardsClock ?? testClock ?? undefined;
  const limitsClock = deps.limitsClock ?? testClock ?? undefined;
  const contentClock = deps.contentClock ?? (testClock ? () => testClock.now().getTime() : undefined);

  try {
    const catalogues = loadCatalogues(deps.localesDir);

    const { db, kind: databaseKind } = await createDatabase(env, logger, deps.database);
    closers.push(() => db.destroy());
    await migrateToLatest(db);

    const sharedState = await createSharedState(env.REDIS_URL, logger, db, env.DATABASE_URL);
    closers.push(() => sharedState.close());

    const onClose = (closer: () => unknown) => void closers.push(closer);
    const { featureOverrides, contentOverrides, registry, tenants } = await createTenancy({
      env,
      db,
      sharedState,
      logger,
      watch,
      onClose,
      clock: contentClock,
    });

    // One module per feature, built in the order their ports need each other; the few cycles (betting
    // ↔ games, verification ↔ accounts) are closures only called once requests arrive.
    const ctx: ModuleContext = { env, logger, db, sharedState, catalogues, tenants, jobs: deps.jobs ?? true, onClose };
    const system = createSystemModule(ctx, { openPrefixes: SYSTEM_GATE_OPEN, maintenanceAllowList: (id) => contentOverrides.maintenanceAllowList(id) });
    const push = await createPushModule(ctx, { limits: deps.push });
    const captcha = createCaptchaModule(ctx);
    const verification = createVerificationModule(ctx, {
      humanCheck: captcha.humanCheck,
      isRegisteredMobile: (tenant, mobile) => accounts.isRegisteredMobile(tenant, mobile),
    });
    const devOutbox = createDevOutboxModule(ctx);
    const paymentPassword = createPaymentPasswordModule(ctx);
    const wallet = createWalletModule(ctx, {
      verifyPaymentPassword: (tenantId, memberId, pw) => paymentPassword.service.verify(tenantId, memberId, pw),
      memberTree: {
        uplineAccount: (tenantId, memberId) => accounts.memberTree.uplineAccount(tenantId, memberId),
        downlineAccounts: (tenantId, memberId, limit) => accounts.memberTree.downlineAccounts(tenantId, memberId, limit),
        uplineOrDownlineId: (tenantId, memberId, key) => accounts.memberTree.uplineOrDownlineId(tenantId, memberId, key),
      },
    });
    const events = createDomainEventsModule(ctx, { databaseKind });
    const helpCentre = createHelpCentreModule(ctx, { overrides: contentOverrides });
    const promotions = createPromotionsModule(ctx, {
      wallet: wallet.service,
      events: events.service,
      registeredAt: (tenantId, memberId, trx) => accounts.registeredAt(tenantId, memberId, trx),
      // Loyalty is created below (it pays bonuses through promotions); called only once both exist.
      vipRank: (tenantId, memberId, trx) => loyalty.service.vipRank(tenantId, memberId, trx),
      accountOf: async (tenantId, memberId) => (await accounts.members.findById(tenantId, memberId))?.account ?? null,
      referrals: {
        referrersOf: (tenantId, memberIds, trx) => accounts.referrals.referrersOf(tenantId, memberIds, trx),
        friendsOf: (tenantId, referrerId) => accounts.referrals.friendsOf(tenantId, referrerId),
        codeOf: (tenantId, memberId) => accounts.referrals.codeOf(tenantId, memberId),
      },
      clock: rewardsClock,
    });
    const messages = createMessagesModule(ctx, {
      events: events.service,
      push: push.hub,
      quietSpans: (tenantId, memberId) => exclusion.service.quietSpans(tenantId, memberId),
    });
    const support = createSupportModule(ctx, { push: push.hub, messages: messages.service, overrides: contentOverrides });
    const loyalty = createLoyaltyModule(ctx, {
      wallet: wallet.service,
      events: events.service,
      verifyPaymentPassword: (tenantId, memberId, pw) => paymentPassword.service.verify(tenantId, memberId, pw),
      grantBonus: async (trx, bonus) => void (await promotions.engine.grantBonus(trx, bonus)),
      statement: (tenantId, memberId, currency, page) => wallet.history.staffStatement(tenantId, memberId, currency, page),
      clock: rewardsClock,
    });
    const missions = createMissionsModule(ctx, {
      wallet: wallet.service,
      events: events.service,
      grantBonus: async (trx, bonus) => void (await promotions.engine.grantBonus(trx, bonus)),
      maskName,
      clock: rewardsClock,
    });
    const limits = createLimitsModule(ctx, { clock: limitsClock });
    const deposits = createDepositsModule(ctx, {
      wallet: wallet.service,
      events: events.service,
      guardDeposit: (tenant, memberId, amount, work) => limits.service.guardDeposit(tenant, memberId, amount, work),
    });
    const withdrawals = createWithdrawalsModule(ctx, {
      wallet: wallet.service,
      paymentPassword: paymentPassword.service,
      events: events.service,
      assertWithdrawable: promotions.service.assertWithdrawable,
    });
    const betting = createBettingModule(ctx, {
      wallet: wallet.service,
      gameNames: (tenantId, keys, language) => games.service.gameNames(tenantId, keys, language),
    });
    const games: GamesModule = createGamesModule(ctx, {
      openVendorSession: (args) => betting.openVendorSession(args),
      roundsLastHour: (tenantId, keys) => betting.service.roundsLastHour(tenantId, keys),
    });
    // A brand is ready once its catalogue is imported and then its jackpot seeded: at start, and again
    // after each change of its tenant file. A staff override changes only the feature tree: nothing is
    // imported, the games' order is recomputed (a category switched off hides its games). Importing on
    // every toggle made each instance rewrite the whole catalogue at once, and they deadlocked.
    const preparedFiles = new Map<string, unknown>();
    const prepareTenant = async (tenant: TenantContext) => {
      preparedFiles.set(tenant.id, registry.configs.get(tenant.id));
      await games.prepareTenant(tenant);
      await betting.prepareTenant(tenant);
    };
    for (const tenant of tenants.all()) await prepareTenant(tenant);
    onClose(
      tenants.onChange((ids) => {
        for (const id of ids) {
          const tenant = tenants.get(id);
          if (!tenant) preparedFiles.delete(id);
          else if (preparedFiles.get(id) === registry.configs.get(id))
            games.reorderTenant(tenant).catch((err) => logger.error({ err, tenant: id }, 'game order update failed'));
          else prepareTenant(tenant).catch((err) => logger.error({ err, tenant: id }, 'game catalogue import failed'));
        }
      }),
    );
    const studio = createStudioModule(ctx, { seamless: betting.seamless });
    const lotteryProvider = createLotteryProviderModule(ctx, { seamless: betting.seamless, clock: deps.lotteryClock });
    const lottery = createLotteryModule(ctx, { provider: lotteryProvider.provider, openVendorSession: (args) => betting.openVendorSession(args) });
    const staff = await createStaffModule(ctx, { deposits: deposits.service, withdrawals: withdrawals.service, timeouts: deps.staffTimeouts });
    const accounts: AccountsModule = await createAccountsModule(ctx, {
      captcha: captcha.captcha,
      humanCheck: captcha.humanCheck,
      verification: verification.service,
      wallet: wallet.service,
      options: deps.accounts,
      labels: (tenant, memberId, language) => loyalty.service.labels(tenant, memberId, language),
      protectionAtLogin: (tenantId, memberId) => exclusion.service.protectionAtLogin(tenantId, memberId),
    });
    // Player protection, exclusion half (issue 22): sign-in asks it; its gate follows the session middleware.
    const exclusion = createExclusionModule(ctx, {
      revokeAllSessions: (tenantId, memberId) => accounts.sessions.revokeAll(tenantId, memberId),
      tightenRequestSession: (res, minutes) => accounts.tightenRequestSession(res, minutes),
      now: deps.accounts?.now,
    });
    deposits.service.isExcluded = (tenantId, memberId, trx) =>
      trx ? exclusion.service.isExcludedIn(trx, tenantId, memberId) : exclusion.service.isExcluded(tenantId, memberId);
    const socialLogin = createSocialLoginModule(ctx, accounts.socialPorts);
    // Agents (issue 17): team figures, contracts and their settlement; the test clock is the rewards clock.
    const agents = createAgentsModule(ctx, {
      events: events.service,
      clock: rewardsClock,
      balance: async (tenantId, memberId, currency) => (await wallet.service.balance(tenantId, memberId, currency)).sumBalance,
      registerDownline: (tenant, uplineId, member) => accounts.registration.registerDownline(tenant, uplineId, member),
      memberBets: (tenant, memberIds, q) => betting.service.membersBetRecords(tenant, memberIds, q),
      memberTransactions: (tenant, memberIds, q) => wallet.history.membersPage(tenant, memberIds, q),
    });
    const apiDocs = createApiDocsModule(ctx, { apiRouter: () => api });
    const shell = createShellModule(ctx, { watch, system: system.service, sessionOf: accounts.sessionOf });
    const featureTree = createFeatureTreeModule(ctx, {
      overrides: featureOverrides,
      fileConfig: (id) => registry.configs.get(id),
      staff: staff.accounts,
      gate: staff.gate,
    });
    const content = createContentModule(ctx, {
      overrides: contentOverrides,
      fileConfig: (id) => registry.configs.get(id),
      staff: staff.accounts,
      gate: staff.gate,
    });
    const playerAdmin = createPlayerAdminModule(ctx, {
      members: accounts.admin,
      history: wallet.history,
      deposits: deposits.service,
      withdrawals: withdrawals.service,
      betting: betting.service,
      limits: limits.service,
      wallet: wallet.service,
      staff: staff.accounts,
      gate: staff.gate,
    });
    const brandFiles = createBrandFilesModule(ctx, {
      states: () => registry.validationStates(),
      served: () => tenants.all().map((t) => ({ id: t.id, hostnames: t.config.hostnames })),
      gate: staff.gate,
    });
    const reports = createReportsModule(ctx, { gate: staff.gate });
    const agentRecruitment = createAgentRecruitmentModule(ctx, {
      makeAgent: (tenantId, memberId, within) => accounts.admin.makeAgent(tenantId, memberId, within),
    });
    const backOffice = createBackOfficeModule(ctx, {
      watch,
      assets: shell.assets,
      staffRouters: [
        ...staff.staffRoutes({ revertible: (record) => featureTree.service.revertible(record) }),
        featureTree.staffRoutes,
        playerAdmin.staffRoutes,
        exclusion.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        brandFiles.staffRoutes,
        reports.staffRoutes,
        content.staffRoutes,
        helpCentre.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        messages.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        agentRecruitment.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        agents.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        support.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        loyalty.staffRoutes({ accounts: staff.accounts, gate: staff.gate, overrides: contentOverrides, fileConfig: (id) => registry.configs.get(id) }),
        missions.staffRoutes({ accounts: staff.accounts, gate: staff.gate, overrides: contentOverrides, fileConfig: (id) => registry.configs.get(id) }),
        lottery.staffRoutes({ accounts: staff.accounts, gate: staff.gate }),
        promotions.staffRoutes({ accounts: staff.accounts, gate: staff.gate, overrides: contentOverrides, fileConfig: (id) => registry.configs.get(id) }),
      ],
    });

    const app = express();
    app.set('trust proxy', env.TRUST_PROXY);
    app.set('env', env.NODE_ENV);
    app.set('etag', false);
    app.disable('x-powered-by');

    // The front door, one Express layer (see middleware-chain.ts): the request log, the security headers, the
    // staff back office and the API's OpenAPI documents (only on OPERATOR hosts, before any brand is resolved),
    // the brand, then the home page — no router below serves `/`, so it need not walk them (the API, art and
    // studio pages).
    app.use(
      middlewareChain([
        requestLogger(app, logger),
        securityHeaders({ production: env.NODE_ENV === 'production' }),
        apiDocs.operatorHost,
        backOffice.operatorHost,
        tenantMiddleware(tenants, catalogues, logger),
        shell.home,
      ]),
    );

    // The API (/wps, /lgw, …): one prefix check keeps page requests out of the API routers.
    const api = Router();
    // Gateway callbacks first: their signature covers the raw bytes, which the JSON parser would consume.
    api.use(deposits.webhookRoutes);
    api.use(betting.seamlessRoutes);
    api.use(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT }));
    api.use(accounts.sessionMiddleware);
    api.use(exclusion.gate);
    api.use(system.routes);
    // Maintenance and region blocks shut the rest of the player API (server-to-server callbacks stay open).
    api.use(system.gate);
    api.use(push.routes);
    api.use(games.routes);
    api.use(betting.routes);
    api.use(studio.apiRoutes);
    api.use(lottery.routes);
    api.use(captcha.routes);
    api.use(verification.routes);
    api.use(devOutbox.apiRoutes);
    api.use(testClockModule.routes);
    api.use(wallet.routes);
    api.use(deposits.routes);
    api.use(limits.routes);
    api.use(paymentPassword.routes);
    api.use(withdrawals.routes);
    api.use(promotions.routes);
    api.use(loyalty.routes);
    api.use(missions.routes);
    api.use(helpCentre.routes);
    api.use(messages.routes);
    api.use(agentRecruitment.routes);
    api.use(exclusion.routes);
    api.use(support.routes);
    api.use(agents.routes);
    api.use(accounts.routes);
    api.use(socialLogin.routes);
    api.use((_req, _res, next) => next(new AppError(404, 'notFound')));
    app.use((req, res, next) => (isApiPath(req.path) ? api(req, res, next) : next()));

    // Pages: the ones features serve themselves, then the shell for every other path.
    app.use(games.artRoutes);
    app.use(content.imageRoutes);
    app.use(studio.pageRoutes);
    app.use(deposits.payPageRoutes);
    app.use(devOutbox.pageRoutes);
    app.use(shell.routes);
    app.use(createErrorHandler(catalogues));

    const services: PortalApp['services'] = {
      featureOverrides,
      contentOverrides,
      content: content.service,
      push: push.hub,
      system: system.service,
      games: games.service,
      betting: betting.service,
      seamless: betting.seamless,
      studio: studio.service,
      lottery: lottery.service,
      lotteryProvider: lotteryProvider.provider,
      wallet: wallet.service,
      deposits: deposits.service,
      limits: limits.service,
      events: events.service,
      promotions: {
        service: promotions.service,
        engine: promotions.engine,
        rewardCenter: promotions.rewardCenter,
        rebate: promotions.rebate,
        drainEvents: promotions.drainEvents,
        runRebateJobs: promotions.runRebateJobs,
        raffle: promotions.raffle,
        runRankingJobs: promotions.runRankingJobs,
      },
      withdrawals: withdrawals.service,
      messages: { service: messages.service, drainEvents: messages.drainEvents },
      support: support.service,
      loyalty: { service: loyalty.service, drainEvents: loyalty.drainEvents, runVipJobs: loyalty.runVipJobs },
      missions: { service: missions.service, drainEvents: missions.drainEvents },
      agents: { service: agents.service, settlement: agents.settlement, drainEvents: agents.drainEvents, runSettlements: agents.runSettlements },
      paymentPassword: paymentPassword.service,
      staff: { auth: staff.auth, accounts: staff.accounts, cashier: staff.cashier, repo: staff.repo },
      featureTree: featureTree.service,
      accounts: {
        members: accounts.members,
        sessions: accounts.sessions,
        login: accounts.login,
        passwords: accounts.passwords,
        registration: accounts.registration,
      },
    };
    return { app, logger, db, sharedState, tenants, registry, services, drain: () => push.hub.drain(), close };
  } catch (err) {
    await close();
    throw err;
  }
}
