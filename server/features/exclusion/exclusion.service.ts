// Player protection, exclusion half (issue 22 items 3, 4, 6): time-outs and self-exclusions the player
// takes, operator exclusions staff apply, the reality-check interval and the session time limit. An
// exclusion is in force at once: it is written under the member's exclusion lock (stakes in flight finish
// first, later ones see it in game_stake) and then every session of the member ends. Nothing here ever
// shortens an exclusion: a new one must last at least as long as what is in force, and a self-exclusion
// is lifted only on request after its end, plus a 24-hour cooling-off. No Express, no SQL.
import type {
  Exclusion,
  ExclusionPeriod,
  ExclusionRequest,
  ExclusionState,
  RgState,
  SessionSummary,
  SettingsRequest,
  StaffExclusionRequest,
  StaffExclusionView,
} from '../../../schemas/generated/exclusion.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActiveSession } from '../../http/session-locals.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StaffActor, StaffAccountsService } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { laterUntil, periodEnd, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from './exclusion-periods.ts';
import { ExclusionRepository, type ExclusionRecord } from './exclusion.repository.ts';
import type { MemberExclusionsTable } from './exclusion.table.ts';

export const LIFT_COOLING_OFF_MS = 24 * 60 * 60_000;
const HISTORY_LIMIT = 500;

export interface ExclusionPorts {
  /** Ends every session of the member (accounts feature). */
  revokeAllSessions(tenantId: string, memberId: number): Promise<void>;
  tenant(tenantId: string): TenantContext | undefined;
  readonly staff?: StaffAccountsService;
}

export class ExclusionService {
  constructor(
    private readonly db: Db,
    private readonly ports: ExclusionPorts,
    private readonly now: () => number = Date.now,
  ) {}

  /** What sign-in needs: whether the session is withdrawal-only, and the member's session time limit. */
  async protectionAtLogin(tenantId: string, memberId: number): Promise<{ excluded: boolean; sessionLimitMinutes: number | null }> {
    const repo = new ExclusionRepository(this.db);
    const [active, settings] = await Promise.all([repo.active(tenantId, memberId, new Date(this.now())), repo.settings(tenantId, memberId)]);
    return { excluded: active.length > 0, sessionLimitMinutes: settings.sessionLimitMinutes };
  }

  /** Whether an exclusion is in force now (deposits refuse to start). */
  async isExcluded(tenantId: string, memberId: number): Promise<boolean> {
    return (await new ExclusionRepository(this.db).active(tenantId, memberId, new Date(this.now()))).length > 0;
  }

  /**
   * Whether an exclusion is in force, asked in `trx` under the shared side of the member's exclusion lock and
   * held to its end: a deposit inserted in `trx` either commits before an exclusion is written or sees it.
   */
  async isExcludedIn(trx: Db, tenantId: string, memberId: number): Promise<boolean> {
    const repo = new ExclusionRepository(trx);
    await repo.lockMemberShared(tenantId, memberId);
    return (await repo.active(tenantId, memberId, new Date(this.now()))).length > 0;
  }

  /** Every time the member was or is excluded, as [from, to) (to null: still in force until further notice). */
  async quietSpans(tenantId: string, memberId: number): Promise<Array<{ from: Date; to: Date | null }>> {
    const rows = await new ExclusionRepository(this.db).history(tenantId, memberId, HISTORY_LIMIT);
    return rows.map((r) => ({ from: r.startsAt, to: r.activeUntil }));
  }

  async state(tenant: TenantContext, session: ActiveSession): Promise<RgState> {
    const repo = new ExclusionRepository(this.db);
    const settings = await repo.settings(tenant.id, session.memberId);
    return {
      exclusion: await this.#state(repo, tenant.id, session.memberId),
      restricted: session.restricted ?? false,
      ...settings,
      sessionStartedAt: new Date(session.startedAt ?? this.now()).toISOString(),
      sessionEndsAt: session.limitEndsAt ? new Date(session.limitEndsAt).toISOString() : null,
      options: optionsOf(tenant),
    };
  }

  /** The player's own time-out or self-exclusion. Ends every session of the member, this one too. */
  async exclude(tenant: TenantContext, memberId: number, request: ExclusionRequest): Promise<ExclusionState> {
    const options = optionsOf(tenant);
    const offered: readonly string[] = request.kind === 'timeout' ? options.timeOutPeriods : options.selfExclusionPeriods;
    if (!offered.includes(request.period)) throw new AppError(400, 'exclusionPeriodInvalid');
    return this.#add(tenant.id, memberId, request.kind, request.period, { refuseShorter: true });
  }

  /** After a self-exclusion's chosen end: it stays in force 24 hours more, then lifts. */
  async requestLift(tenant: TenantContext, memberId: number): Promise<ExclusionState> {
    const repo = new ExclusionRepository(this.db);
    const at = new Date(this.now());
    const done = await inTransaction(this.db, async (trx) => {
      const r = new ExclusionRepository(trx);
      await r.lockMember(tenant.id, memberId);
      return r.requestLift(tenant.id, memberId, at, new Date(at.getTime() + LIFT_COOLING_OFF_MS));
    });
    if (done === 0) throw new AppError(409, 'exclusionNotEnded');
    return this.#state(repo, tenant.id, memberId);
  }

  /**
   * A session time limit applies to the session that sets it too, counted from its start (`tightenSession`
   * brings its end forward, never back): a limit is for the time signed in now, not only from the next sign-in.
   */
  async saveSettings(
    tenant: TenantContext,
    session: ActiveSession,
    request: SettingsRequest,
    tightenSession?: (minutes: number) => Promise<number | undefined>,
  ): Promise<RgState> {
    const options = optionsOf(tenant);
    const bad =
      (request.realityCheckMinutes !== null && !options.realityCheckMinutes.includes(request.realityCheckMinutes)) ||
      (request.sessionLimitMinutes !== null && !options.sessionLimitMinutes.includes(request.sessionLimitMinutes));
    if (bad) throw new AppError(400, 'rgChoiceNotOffered');
    await new ExclusionRepository(this.db).saveSettings(tenant.id, session.memberId, request, new Date(this.now()));
    const limitEndsAt = request.sessionLimitMinutes !== null && tightenSession ? await tightenSession(request.sessionLimitMinutes) : session.limitEndsAt;
    return this.state(tenant, { ...session, limitEndsAt });
  }

  /** The reality check's figures: time since sign-in, real-money stakes and net result of rounds since then. */
  async sessionSummary(tenant: TenantContext, session: ActiveSession): Promise<SessionSummary> {
    const started = new Date(session.startedAt ?? this.now());
    const play = await new ExclusionRepository(this.db).playSince(tenant.id, session.memberId, started);
    return {
      startedAt: started.toISOString(),
      minutes: Math.max(0, Math.floor((this.now() - started.getTime()) / 60_000)),
      stakes: play.stakes,
      net: play.wins - play.stakes,
    };
  }

  async staffView(actor: StaffActor, tenantId: string, memberId: number): Promise<StaffExclusionView> {
    const repo = await this.#staffScope(actor, tenantId, memberId);
    return { state: await this.#state(repo, tenantId, memberId), history: (await repo.history(tenantId, memberId, HISTORY_LIMIT)).map(toView) };
  }

  /** An operator exclusion: added beside whatever is in force (so it never shortens the player's own), audited. */
  async staffExclude(actor: StaffActor, tenantId: string, memberId: number, request: StaffExclusionRequest): Promise<StaffExclusionView> {
    await this.#staffScope(actor, tenantId, memberId);
    const reason = request.reason.trim();
    if (reason.length < 3) throw new AppError(400, 'reasonRequired');
    await this.#add(tenantId, memberId, 'operator', request.period, {
      refuseShorter: false,
      reason,
      staff: { id: actor.session.staffId, username: actor.session.username },
    });
    await this.ports.staff?.record(actor, {
      action: 'player.exclude',
      tenantId,
      subject: `player ${memberId}`,
      note: reason,
      detail: { memberId, period: request.period },
    });
    return this.staffView(actor, tenantId, memberId);
  }

  async #add(
    tenantId: string,
    memberId: number,
    kind: MemberExclusionsTable['kind'],
    period: ExclusionPeriod,
    how: { refuseShorter: boolean; reason?: string; staff?: { id: number; username: string } },
  ): Promise<ExclusionState> {
    const startsAt = new Date(this.now());
    const endsAt = periodEnd(period, startsAt);
    // A self-exclusion stays in force after its end until lifted on request; a time-out or an operator exclusion ends by itself.
    const activeUntil = kind === 'self' ? null : endsAt;
    await inTransaction(this.db, async (trx) => {
      const repo = new ExclusionRepository(trx);
      await repo.lockMember(tenantId, memberId);
      if (how.refuseShorter) {
        const inForce = await repo.active(tenantId, memberId, startsAt);
        const current = inForce.length ? inForce.map((r) => r.activeUntil).reduce(laterUntil) : undefined;
        if (current !== undefined && (current === null || (activeUntil !== null && activeUntil.getTime() < current.getTime()))) {
          throw new AppError(409, 'exclusionWouldShorten', { params: { until: current ? current.toISOString() : '' } });
        }
      }
      await repo.insert({ tenantId, memberId, kind, period, startsAt, endsAt, activeUntil, reason: how.reason, staff: how.staff });
    });
    await this.ports.revokeAllSessions(tenantId, memberId);
    return this.#state(new ExclusionRepository(this.db), tenantId, memberId);
  }

  async #state(repo: ExclusionRepository, tenantId: string, memberId: number): Promise<ExclusionState> {
    const at = new Date(this.now());
    const inForce = await repo.active(tenantId, memberId, at);
    // The one that lasts longest is the one the player lives with.
    const current = inForce.reduce<ExclusionRecord | null>(
      (best, r) => (best === null || laterUntil(best.activeUntil, r.activeUntil) === r.activeUntil ? r : best),
      null,
    );
    const canRequestLift = inForce.some((r) => r.kind === 'self' && r.activeUntil === null && r.endsAt !== null && r.endsAt.getTime() <= at.getTime());
    return { excluded: inForce.length > 0, current: current ? toView(current) : null, canRequestLift };
  }

  async #staffScope(actor: StaffActor, tenantId: string, memberId: number): Promise<ExclusionRepository> {
    assertBrandScope(actor.session, tenantId);
    if (!this.ports.tenant(tenantId)) throw new AppError(404, 'notFound');
    const repo = new ExclusionRepository(this.db);
    if (!(await repo.memberExists(tenantId, memberId))) throw new AppError(404, 'notFound');
    return repo;
  }
}

/** The brand's choices (tenant file `responsibleGaming`), with the defaults of issue 22 where it is silent. */
export function optionsOf(tenant: TenantContext): RgState['options'] {
  const rg = tenant.config.responsibleGaming;
  return {
    realityCheckMinutes: rg?.realityCheck?.minutes ?? [15, 30, 45, 60],
    sessionLimitMinutes: rg?.sessionLimit?.allowed === false ? [] : (rg?.sessionLimit?.minutes ?? [30, 60, 120, 240]),
    timeOutPeriods: rg?.exclusion?.timeOutPeriods ?? [...TIME_OUT_PERIODS],
    selfExclusionPeriods: rg?.exclusion?.selfExclusionPeriods ?? [...SELF_EXCLUSION_PERIODS],
  };
}

function toView(r: ExclusionRecord): Exclusion {
  return {
    id: r.id,
    kind: r.kind,
    period: r.period as ExclusionPeriod,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt?.toISOString() ?? null,
    activeUntil: r.activeUntil?.toISOString() ?? null,
    liftRequestedAt: r.liftRequestedAt?.toISOString() ?? null,
    reason: r.reason,
    staff: r.staffUsername,
  };
}
