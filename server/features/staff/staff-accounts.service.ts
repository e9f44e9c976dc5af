// Staff accounts as the back office manages them (admins only, checked by the routes' permission):
// create, change role, brands or password, disable, reset two-factor; every change audited. Rules that
// keep an installation runnable: nobody disables, demotes or narrows their own account, and the last
// enabled admin with every brand stays. No Express here.
import { ROLE_PERMISSIONS, type StaffRole } from '../../../schemas/rules/staff-roles.ts';
import type { StaffMe, StaffView } from '../../../schemas/generated/staff.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../accounts/password-hasher.ts';
import type { StaffSession } from './staff-auth.service.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditRecord, type StaffRepository, type StaffUser } from './staff.repository.ts';

export interface BrandName {
  id: string;
  name: string;
}

/** Who acts and from where: every audited change carries both. */
export interface StaffActor {
  session: StaffSession;
  ip: string;
}

const toView = (u: StaffUser): StaffView => ({
  id: u.id,
  username: u.username,
  role: u.role,
  tenantIds: u.tenantIds,
  disabled: u.disabled,
  enrolled: u.totpSecret !== null,
  createdAt: u.createdAt.toISOString(),
});

export class StaffAccountsService {
  constructor(
    private readonly repo: StaffRepository,
    /** Every brand the portal serves now, with its display name. */
    private readonly brands: () => BrandName[],
  ) {}

  /** The brands a member of staff may act on. */
  brandsOf(session: StaffSession): BrandName[] {
    const all = this.brands();
    return session.tenantIds.length === 0 ? all : all.filter((b) => session.tenantIds.includes(b.id));
  }

  async me(session: StaffSession): Promise<StaffMe> {
    return {
      id: session.staffId,
      username: session.username,
      role: session.role,
      permissions: [...ROLE_PERMISSIONS[session.role]],
      allBrands: session.tenantIds.length === 0,
      brands: this.brandsOf(session),
      recoveryCodesLeft: await this.repo.recoveryCodesLeft(session.staffId),
    };
  }

  async list(): Promise<StaffView[]> {
    return (await this.repo.list()).map(toView);
  }

  async create(actor: StaffActor, input: { username: string; password: string; role: StaffRole; tenantIds: string[] }): Promise<StaffView> {
    this.#knownBrands(input.tenantIds);
    const created = await this.repo.create({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      tenantIds: input.tenantIds,
    });
    if (!created) throw new AppError(409, 'staffUsernameTaken');
    await this.record(actor, { action: 'staff.create', subject: `staff:${created.username}`, detail: { role: created.role, tenantIds: created.tenantIds } });
    return toView(created);
  }

  async update(actor: StaffActor, id: number, change: { role?: StaffRole; tenantIds?: string[]; disabled?: boolean; password?: string }): Promise<StaffView> {
    const before = await this.repo.findById(id);
    if (!before) throw new AppError(404, 'notFound');
    if (change.tenantIds) this.#knownBrands(change.tenantIds);
    const self = id === actor.session.staffId;
    if (self && (change.disabled === true || (change.role && change.role !== before.role) || (change.tenantIds && change.tenantIds.length > 0)))
      throw new AppError(409, 'staffOwnAccount');
    const after = { role: change.role ?? before.role, tenantIds: change.tenantIds ?? before.tenantIds, disabled: change.disabled ?? before.disabled };
    if (isFullAdmin(before) && !isFullAdmin({ ...before, ...after }) && (await this.#fullAdmins()) <= 1) throw new AppError(409, 'staffLastAdmin');
    const updated = await this.repo.update(id, {
      role: change.role,
      tenantIds: change.tenantIds,
      disabled: change.disabled,
      passwordHash: change.password === undefined ? undefined : await hashPassword(change.password),
    });
    if (!updated) throw new AppError(404, 'notFound');
    // A disabled account, a new password or narrower rights end the member's open sessions at once.
    if (change.disabled || change.password !== undefined || change.role || change.tenantIds) await this.repo.deleteSessionsOf(id);
    const detail: Record<string, unknown> = {};
    if (change.role && change.role !== before.role) detail.role = { from: before.role, to: change.role };
    if (change.tenantIds) detail.tenantIds = { from: before.tenantIds, to: change.tenantIds };
    if (change.disabled !== undefined && change.disabled !== before.disabled) detail.disabled = { from: before.disabled, to: change.disabled };
    if (change.password !== undefined) detail.password = 'changed';
    await this.record(actor, { action: 'staff.update', subject: `staff:${updated.username}`, detail });
    return toView(updated);
  }

  /** The member enrols a new authenticator at the next sign-in (a lost phone); their sessions end. */
  async resetTwoFactor(actor: StaffActor, id: number): Promise<StaffView> {
    const user = await this.repo.findById(id);
    if (!user) throw new AppError(404, 'notFound');
    await this.repo.resetTotp(id);
    await this.record(actor, { action: 'staff.resetTwoFactor', subject: `staff:${user.username}` });
    return toView({ ...user, totpSecret: null });
  }

  async auditPage(
    session: StaffSession,
    query: { page: number; tenantId?: string; actionPrefix?: string },
  ): Promise<{ rows: AuditRecord[]; totalPages: number }> {
    const scope = session.tenantIds.length === 0 ? ({ all: true } as const) : ({ all: false, tenantIds: session.tenantIds } as const);
    const { rows, total } = await this.repo.auditPage(query.page, scope, { tenantId: query.tenantId, actionPrefix: query.actionPrefix });
    return { rows, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) };
  }

  auditEntry(id: number): Promise<AuditRecord | null> {
    return this.repo.auditEntry(id);
  }

  /** Appends a line to the audit: who (the session), from where, what. */
  async record(actor: StaffActor, entry: Omit<AuditEntry, 'staffId' | 'username' | 'ip'>): Promise<void> {
    await this.repo.audit({ ...entry, staffId: actor.session.staffId, username: actor.session.username, ip: actor.ip });
  }

  #knownBrands(tenantIds: readonly string[]): void {
    const known = new Set(this.brands().map((b) => b.id));
    const unknown = tenantIds.filter((id) => !known.has(id));
    if (unknown.length) throw new AppError(400, 'staffUnknownBrand', { params: { brands: unknown.join(', ') } });
  }

  async #fullAdmins(): Promise<number> {
    return (await this.repo.list()).filter(isFullAdmin).length;
  }
}

const isFullAdmin = (u: Pick<StaffUser, 'role' | 'tenantIds' | 'disabled'>) => u.role === 'admin' && u.tenantIds.length === 0 && !u.disabled;
