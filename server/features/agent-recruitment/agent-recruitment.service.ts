// Agent recruitment (/join, issue 21 item 6): a real player applies to become an agent; staff of the brand
// approve — the player becomes an agent whose personal code now brings downlines — or reject with a reason
// the player reads. One pending application per member; a rejected player may apply again.
import type {
  ApplicationRequest,
  ApplicationView,
  DecisionRequest,
  MyApplication,
  StaffApplication,
  StaffApplicationList,
  StaffListQuery,
} from '../../../schemas/generated/agent-recruitment.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { AgentApplicationsRepository, type ApplicationRow, type StaffApplicationRow } from './agent-applications.repository.ts';

export const STAFF_PAGE_SIZE = 20;
const PLAYER_TYPE = 0;

export interface AgentRecruitmentPorts {
  /** The accounts service's promotion of a player, inside the decision's transaction. */
  makeAgent(tenantId: string, memberId: number, within: Db): Promise<'done' | 'notFound' | 'notPlayer' | 'codeTaken'>;
  staff?: StaffAccountsService;
}

const VETO = { notFound: 'applicationMemberGone', notPlayer: 'applicationNotPlayer', codeTaken: 'applicationCodeTaken' } as const;

function toView(r: ApplicationRow): ApplicationView {
  const view: ApplicationView = {
    id: r.id,
    status: r.status,
    contactChannel: r.contactChannel as ApplicationView['contactChannel'],
    contact: r.contact,
    experience: r.experience as ApplicationView['experience'],
    teamSize: r.teamSize,
    market: r.market,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  };
  if (r.reason) view.reason = r.reason;
  if (r.decidedAt) view.decidedAt = r.decidedAt.toISOString();
  return view;
}

function toStaff(r: StaffApplicationRow): StaffApplication {
  const out: StaffApplication = { ...toView(r), memberId: r.memberId, account: r.account, memberType: r.memberType };
  if (r.decidedBy) out.decidedBy = r.decidedBy;
  return out;
}

export class AgentRecruitmentService {
  constructor(
    private readonly db: Db,
    private readonly ports: AgentRecruitmentPorts,
  ) {}

  async mine(tenantId: string, memberId: number): Promise<MyApplication> {
    const repo = new AgentApplicationsRepository(this.db);
    const [latest, type] = await Promise.all([repo.latest(tenantId, memberId), repo.memberType(tenantId, memberId)]);
    const isAgent = type !== null && type !== PLAYER_TYPE;
    const out: MyApplication = { canApply: !isAgent && latest?.status !== 'pending', isAgent };
    if (latest) out.application = toView(latest);
    return out;
  }

  async apply(tenantId: string, memberId: number, body: ApplicationRequest): Promise<ApplicationView> {
    const repo = new AgentApplicationsRepository(this.db);
    const type = await repo.memberType(tenantId, memberId);
    if (type === null) throw new AppError(401, 'unauthorized');
    if (type !== PLAYER_TYPE) throw new AppError(409, 'recruitmentAlreadyAgent');
    const contact = body.contact.trim();
    if (contact.length < 3) throw new AppError(400, 'validation', { fields: [{ field: 'contact', code: 'minLength', messageKey: 'join.form.contactShort' }] });
    const row = await repo.insert({
      tenantId,
      memberId,
      contactChannel: body.contactChannel,
      contact,
      experience: body.experience,
      teamSize: body.teamSize,
      market: (body.market ?? '').trim(),
      message: (body.message ?? '').trim(),
    });
    if (!row) throw new AppError(409, 'recruitmentPending');
    return toView(row);
  }

  async list(actor: StaffActor, tenantId: string, query: StaffListQuery): Promise<StaffApplicationList> {
    assertBrandScope(actor.session, tenantId);
    const page = query.page ?? 1;
    const { rows, total, pending } = await new AgentApplicationsRepository(this.db).list(tenantId, query.status, (page - 1) * STAFF_PAGE_SIZE, STAFF_PAGE_SIZE);
    return { items: rows.map(toStaff), totalPages: Math.ceil(total / STAFF_PAGE_SIZE), pending };
  }

  async decide(actor: StaffActor, tenantId: string, id: number, body: DecisionRequest): Promise<StaffApplication> {
    assertBrandScope(actor.session, tenantId);
    const reason = body.reason?.trim() || null;
    if (body.decision === 'reject' && !reason) {
      throw new AppError(400, 'validation', { fields: [{ field: 'reason', code: 'required', messageKey: 'errors.applicationReasonRequired' }] });
    }
    const repo = new AgentApplicationsRepository(this.db);
    const status = body.decision === 'approve' ? 'approved' : 'rejected';
    const result = await repo.decide(tenantId, id, { status, reason, staff: actor.session.username }, async (within, memberId) => {
      if (status !== 'approved') return null;
      const made = await this.ports.makeAgent(tenantId, memberId, within);
      return made === 'done' ? null : VETO[made];
    });
    if (!result.ok) {
      if (result.why === 'notFound') throw new AppError(404, 'applicationNotFound');
      if (result.why === 'decided') throw new AppError(409, 'applicationDecided');
      throw new AppError(409, result.why);
    }
    await this.ports.staff?.record(actor, {
      action: `agentApplication.${body.decision}`,
      tenantId,
      subject: `application ${id}`,
      detail: { applicationId: id, reason },
    });
    return toStaff((await repo.staffOne(tenantId, id))!);
  }
}
