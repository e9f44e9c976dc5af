// The back office's agent pages (issue 17 follow-up): the brand's agents with their team size, direct downlines,
// the contracts they hold and what they were paid or are owed; the brand's owed and paid payouts. Staff with
// agents.write terminate a contract (an offer is withdrawn; a contract in force ends with its current period, as
// when a member ends it) and pay an owed payout now (the settlement's own retry, so it is paid once). Every action
// is audited; a brand outside the member of staff's scope does not exist for them.
import type { Contract, StaffAgentList, StaffAgentsQuery, StaffPayoutList, StaffPayoutsQuery, StaffRetryBody } from '../../../schemas/generated/agents.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { nextPeriodStart } from './agent-periods.ts';
import type { AgentsSettlement } from './agents-settlement.service.ts';
import { AgentsRepository } from './agents.repository.ts';
import { timeZoneOf, toView } from './agents.service.ts';

export const STAFF_AGENTS_PAGE = 20;
const NO_TOTALS = { paidCount: 0, paidAmount: 0, owedCount: 0, owedAmount: 0 };
const moneyOf = (tenant: TenantContext) => ({ symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 });

export interface AgentsStaffPorts {
  tenant(id: string): TenantContext | undefined;
  settlement: AgentsSettlement;
  /** The audit trail (set once the staff module is composed). */
  staff?: StaffAccountsService;
}

export class AgentsStaffService {
  readonly #repo: AgentsRepository;

  constructor(
    db: Db,
    private readonly ports: AgentsStaffPorts,
    private readonly clock: Clock,
  ) {
    this.#repo = new AgentsRepository(db);
  }

  #tenant(actor: StaffActor, tenantId: string): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.ports.tenant(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    return tenant;
  }

  async agents(actor: StaffActor, tenantId: string, q: StaffAgentsQuery): Promise<StaffAgentList> {
    const tenant = this.#tenant(actor, tenantId);
    const page = q.page ?? 1;
    const { rows, total } = await this.#repo.staffAgents(tenant.id, (q.search ?? '').trim(), (page - 1) * STAFF_AGENTS_PAGE, STAFF_AGENTS_PAGE);
    const ids = rows.map((r) => r.id);
    const [contracts, totals] = await Promise.all([this.#repo.heldContracts(tenant.id, ids, this.clock.now()), this.#repo.payoutTotals(tenant.id, ids)]);
    return {
      items: rows.map((r) => ({
        memberId: r.id,
        account: r.account,
        type: r.type,
        status: r.status,
        teamSize: r.teamSize,
        directDownlines: r.directDownlines,
        contracts: contracts.filter((c) => c.memberId === r.id).map((c) => toView(c) as Contract),
        ...(totals.get(r.id) ?? NO_TOTALS),
      })),
      total,
      totalPages: Math.ceil(total / STAFF_AGENTS_PAGE),
      money: moneyOf(tenant),
    };
  }

  async payouts(actor: StaffActor, tenantId: string, q: StaffPayoutsQuery): Promise<StaffPayoutList> {
    const tenant = this.#tenant(actor, tenantId);
    const page = q.page ?? 1;
    const found = await this.#repo.staffPayouts(tenant.id, q.status ?? 'owed', (page - 1) * STAFF_AGENTS_PAGE, STAFF_AGENTS_PAGE);
    return {
      items: found.rows.map((p) => ({
        contractId: p.contractId,
        periodKey: p.periodKey,
        kind: p.kind,
        upline: p.uplineAccount,
        member: p.memberAccount,
        periodStart: p.periodStart.toISOString(),
        periodEnd: p.periodEnd.toISOString(),
        amount: p.amount,
        rateBp: p.rateBp,
        status: p.status,
        paidAt: p.paidAt?.toISOString() ?? null,
      })),
      total: found.total,
      totalPages: Math.ceil(found.total / STAFF_AGENTS_PAGE),
      amount: found.amount,
      money: moneyOf(tenant),
    };
  }

  /** Ends a contract: an offer is withdrawn now, a contract in force ends with its current period. */
  async terminate(actor: StaffActor, tenantId: string, contractId: number): Promise<Contract> {
    const tenant = this.#tenant(actor, tenantId);
    const c = await this.#repo.contract(tenant.id, contractId);
    if (!c) throw new AppError(404, 'contractNotFound');
    const now = this.clock.now();
    const endsAt = nextPeriodStart(c.period, now, timeZoneOf(tenant));
    const done =
      c.status === 'offered'
        ? await this.#repo.transition(tenant.id, c.id, 'offered', 'withdrawn', { at: now })
        : c.status === 'active'
          ? await this.#repo.transition(tenant.id, c.id, 'active', 'terminated', { at: now, endsAt })
          : false;
    if (!done) throw new AppError(409, 'contractNotOpen');
    await this.ports.staff?.record(actor, {
      action: 'agentContract.terminate',
      tenantId: tenant.id,
      subject: `contract ${c.id}`,
      detail: {
        contractId: c.id,
        kind: c.kind,
        upline: c.uplineAccount,
        member: c.memberAccount,
        from: c.status,
        endsAt: c.status === 'active' ? endsAt.toISOString() : null,
      },
    });
    return toView((await this.#repo.contract(tenant.id, contractId))!) as Contract;
  }

  /** Pays one owed payout now; refused (nothing moved) when it is not owed or the upline still cannot fund it. */
  async retry(actor: StaffActor, tenantId: string, body: StaffRetryBody): Promise<{ status: 'paid' }> {
    const tenant = this.#tenant(actor, tenantId);
    const outcome = await this.ports.settlement.retryOwed(tenant, body.contractId, body.periodKey);
    await this.ports.staff?.record(actor, {
      action: 'agentPayout.retry',
      tenantId: tenant.id,
      subject: `payout ${body.contractId} ${body.periodKey}`,
      detail: { contractId: body.contractId, periodKey: body.periodKey, outcome },
    });
    if (outcome === 'notOwed') throw new AppError(409, 'payoutNotOwed');
    if (outcome === 'owed') throw new AppError(409, 'payoutUnfunded');
    return { status: 'paid' };
  }
}
