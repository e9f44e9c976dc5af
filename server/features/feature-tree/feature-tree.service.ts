// The live feature tree of the back office: per brand, every module of the tenant file's whitelabel
// tree with what the file says, what staff set, and the effective value (on only when every ancestor
// is on). A change is an override on top of the file (the file stays the brand's base), applied on
// every instance at once by the overrides service, audited with who, when, from, to and why, and
// revertible from the audit list while the module still holds the value that change set. On a brand whose
// file sets backOffice.fourEyes, a change (or a revert) is filed as a request instead and applied when a
// second member of staff with features.approve approves it; nobody approves their own. No Express.
import type { FeatureNodeView, FeatureTreeValue, PendingFeatureChange } from '../../../schemas/generated/staff.ts';
import type { ModuleId, TenantConfig, WhitelabelNode } from '../../../schemas/generated/tenant.ts';
import { roleCan } from '../../../schemas/rules/staff-roles.ts';
import { AppError } from '../../http/app-error.ts';
import type { FeatureOverridesService } from '../../tenancy/feature-overrides.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { FeatureChangeRequest, FeatureChangeRequestsRepository } from './feature-change-requests.repository.ts';

// The shapes of the services this feature calls (never their repositories).
type FeatureOverride = Awaited<ReturnType<FeatureOverridesService['list']>>[number];
type AuditRecord = NonNullable<Awaited<ReturnType<StaffAccountsService['auditEntry']>>>;

const SET = 'feature.set';
const REVERT = 'feature.revert';
const REQUEST = 'feature.request';
const REJECT = 'feature.reject';

/** What an audited change recorded: the module and its override before and after (null = none, the file decides). */
interface ChangeDetail {
  modId: ModuleId;
  from: boolean | null;
  to: boolean | null;
}

function changeDetailOf(record: AuditRecord): ChangeDetail | null {
  const d = record.detail as Partial<ChangeDetail> | null;
  if ((record.action !== SET && record.action !== REVERT) || !d || typeof d.modId !== 'string') return null;
  const value = (v: unknown) => (v === true || v === false ? v : null);
  return { modId: d.modId as ModuleId, from: value(d.from), to: value(d.to) };
}

function findNode(nodes: readonly WhitelabelNode[], modId: string): WhitelabelNode | null {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const inner = node.childrenNodes ? findNode(node.childrenNodes, modId) : null;
    if (inner) return inner;
  }
  return null;
}

const fourEyesOf = (file: TenantConfig): boolean => file.backOffice?.fourEyes === true;

const pendingView = (r: FeatureChangeRequest): PendingFeatureChange => ({
  id: r.id,
  to: r.enabled,
  requestedBy: r.requestedBy,
  requestedAt: r.requestedAt.toISOString(),
  reason: r.reason,
  reverts: r.reverts,
});

export class FeatureTreeService {
  constructor(
    private readonly overrides: FeatureOverridesService,
    /** The brand's tenant file as loaded (before overrides), or undefined for a brand not served. */
    private readonly fileConfig: (tenantId: string) => TenantConfig | undefined,
    private readonly staff: StaffAccountsService,
    private readonly requests: FeatureChangeRequestsRepository,
  ) {}

  async tree(actor: StaffActor, tenantId: string): Promise<FeatureTreeValue> {
    const file = this.#file(actor, tenantId);
    const [overrides, waiting] = await Promise.all([this.overrides.list(tenantId), this.requests.pending(tenantId)]);
    const byModule = new Map(overrides.map((o) => [o.modId, o] as const));
    const pendingOf = new Map(waiting.map((r) => [r.modId, pendingView(r)] as const));
    const view = (nodes: readonly WhitelabelNode[], parentOn: boolean): FeatureNodeView[] =>
      nodes.map((node) => {
        const override: FeatureOverride | undefined = byModule.get(node.modId);
        const effective = parentOn && (override?.enabled ?? node.enabled);
        return {
          modId: node.modId,
          fileEnabled: node.enabled,
          override: override?.enabled ?? null,
          effective,
          changedBy: override?.updatedBy ?? null,
          changedAt: override ? override.updatedAt.toISOString() : null,
          pending: pendingOf.get(node.modId) ?? null,
          children: view(node.childrenNodes ?? [], effective),
        };
      });
    return { tenantId, fourEyes: fourEyesOf(file), nodes: view(file.whitelabel, true) };
  }

  /** Sets (true/false) or removes (null) the override of one module, audited with the reason. */
  async change(actor: StaffActor, tenantId: string, modId: string, enabled: boolean | null, reason: string): Promise<FeatureTreeValue> {
    const file = this.#file(actor, tenantId);
    if (!findNode(file.whitelabel, modId)) throw new AppError(400, 'featureUnknownModule', { params: { module: modId } });
    const id = modId as ModuleId;
    if (fourEyesOf(file)) {
      await this.#fileRequest(actor, { tenantId, modId: id, enabled, reason, reverts: null });
      return this.tree(actor, tenantId);
    }
    const from = this.overrides.forTenant(tenantId).get(id) ?? null;
    await this.#apply(actor, tenantId, id, enabled);
    await this.staff.record(actor, { action: SET, tenantId, subject: modId, note: reason, detail: { modId, from, to: enabled } });
    return this.tree(actor, tenantId);
  }

  /**
   * Decides a waiting change. Approving needs a second member of staff (features.approve, never the
   * requester) and applies the change, audited with both names; rejecting is open to an approver or to
   * the requester withdrawing it. The decision is claimed atomically: of two deciders, one wins.
   */
  async decide(actor: StaffActor, tenantId: string, id: number, decision: 'approve' | 'reject', reason: string): Promise<FeatureTreeValue> {
    const file = this.#file(actor, tenantId);
    const request = await this.requests.pendingOne(tenantId, id);
    if (!request) throw new AppError(404, 'featureRequestNotPending');
    const own = request.requestedById === actor.session.staffId;
    if (decision === 'approve' && own) throw new AppError(403, 'featureSelfApproval');
    if (!roleCan(actor.session.role, 'features.approve') && !(decision === 'reject' && own)) throw new AppError(403, 'staffForbidden');
    // A module the file no longer lists cannot be switched: such a request can only be rejected.
    if (decision === 'approve' && !findNode(file.whitelabel, request.modId))
      throw new AppError(409, 'featureUnknownModule', { params: { module: request.modId } });
    const claimed = await this.requests.decide(tenantId, id, decision === 'approve' ? 'approved' : 'rejected', actor.session.username);
    if (!claimed) throw new AppError(404, 'featureRequestNotPending');
    const modId = claimed.modId as ModuleId;
    const detail = { modId, to: claimed.enabled, request: claimed.id, requestedBy: claimed.requestedBy, requestReason: claimed.reason };
    if (decision === 'reject') {
      await this.staff.record(actor, { action: REJECT, tenantId, subject: modId, note: reason, detail });
      return this.tree(actor, tenantId);
    }
    const from = this.overrides.forTenant(tenantId).get(modId) ?? null;
    try {
      await this.#apply(actor, tenantId, modId, claimed.enabled);
    } catch (err) {
      // What failed may come after the write (the fan-out to other instances): if the change is in
      // force, it is audited as approved below; if not, the request waits again for a decision.
      const now = (await this.overrides.list(tenantId)).find((o) => o.modId === modId)?.enabled ?? null;
      if (now !== claimed.enabled) {
        await this.requests.reopen(tenantId, id, actor.session.username);
        throw err;
      }
    }
    const action = claimed.reverts === null ? SET : REVERT;
    await this.staff.record(actor, {
      action,
      tenantId,
      subject: modId,
      note: reason,
      detail: { ...detail, from, ...(claimed.reverts === null ? {} : { reverts: claimed.reverts }) },
    });
    return this.tree(actor, tenantId);
  }

  /** Puts back what an audited change replaced, if the module still holds what that change set. */
  async revert(actor: StaffActor, auditId: number, reason: string): Promise<FeatureTreeValue> {
    const record = await this.staff.auditEntry(auditId);
    const change = record ? changeDetailOf(record) : null;
    if (!record || !change || !record.tenantId) throw new AppError(404, 'notFound');
    const file = this.#file(actor, record.tenantId);
    const now = this.overrides.forTenant(record.tenantId).get(change.modId) ?? null;
    if (now !== change.to || !findNode(file.whitelabel, change.modId)) throw new AppError(409, 'featureNotRevertible');
    if (fourEyesOf(file)) {
      await this.#fileRequest(actor, { tenantId: record.tenantId, modId: change.modId, enabled: change.from, reason, reverts: auditId });
      return this.tree(actor, record.tenantId);
    }
    await this.#apply(actor, record.tenantId, change.modId, change.from);
    await this.staff.record(actor, {
      action: REVERT,
      tenantId: record.tenantId,
      subject: change.modId,
      note: reason,
      detail: { modId: change.modId, from: change.to, to: change.from, reverts: auditId },
    });
    return this.tree(actor, record.tenantId);
  }

  /** Whether the audit list offers "revert" on this line. */
  revertible(record: AuditRecord): boolean {
    return changeDetailOf(record) !== null;
  }

  /** Files a change for a second approver, audited as a request; one waiting change per module. */
  async #fileRequest(
    actor: StaffActor,
    change: { tenantId: string; modId: ModuleId; enabled: boolean | null; reason: string; reverts: number | null },
  ): Promise<void> {
    const filed = await this.requests.file({ ...change, requestedById: actor.session.staffId, requestedBy: actor.session.username });
    if (!filed) throw new AppError(409, 'featureChangePending', { params: { module: change.modId } });
    await this.staff.record(actor, {
      action: REQUEST,
      tenantId: change.tenantId,
      subject: change.modId,
      note: change.reason,
      detail: { modId: change.modId, to: change.enabled, request: filed.id, ...(change.reverts === null ? {} : { reverts: change.reverts }) },
    });
  }

  async #apply(actor: StaffActor, tenantId: string, modId: ModuleId, enabled: boolean | null): Promise<void> {
    if (enabled === null) await this.overrides.clear(tenantId, modId);
    else await this.overrides.set(tenantId, modId, enabled, actor.session.username);
  }

  #file(actor: StaffActor, tenantId: string): TenantConfig {
    assertBrandScope(actor.session, tenantId);
    const file = this.fileConfig(tenantId);
    if (!file) throw new AppError(404, 'notFound');
    return file;
  }
}
