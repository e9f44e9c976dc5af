// Promotions edited in the back office (issue 19 items 2 and 5). The brand's tenant file gives its first list;
// the first edit starts from it and from then on the list staff edit replaces the file's `promotions` (one more
// kind of content override: ContentOverridesService), so the rewards engine, the player pages, SSR, the config
// version and the push channel follow on every instance without a restart — until staff reset it to the file.
// Every edit is checked against the tenant schema's Promotion (the route's ajv, the same schema as tenant files)
// and the cross-field rules of schemas/rules/promotion-checks.ts; is a locked read-modify-write (no edit lost);
// and is audited with who, what, from and to. A promotion's id and type are fixed once anything was granted,
// joined, applied for or accrued under its id (those rows are keyed by it); ending one sets its end time to
// now and leaves its bonuses running. No delete: a promotion that paid something stays to explain it.
//
// Four-eyes (`backOffice.fourEyes`) is not applied here, as it is not to live content: the brand's file defines
// it for feature-tree changes; a promotion edit is bounded by its own rules (caps, limits, the ledger's house
// account) and each is audited with its before and after, so a second look can follow instead of blocking.
import type { EditablePromotion, PromotionEditorValue, PromotionState } from '../../../schemas/generated/promotion-admin.ts';
import type { LanguageCode, Promotion, TenantConfig } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import { promotionProblems } from '../../../schemas/rules/promotion-checks.ts';
import { AppError } from '../../http/app-error.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { PromotionAdminRepository } from './promotion-admin.repository.ts';

const MAX_PROMOTIONS = 200;

/** The language staff read titles in: the back office's own (EN or CN), else the brand's default. */
export const staffTitle = (promotion: Promotion, staffLanguage: string, brandDefault: string): string =>
  pickLocalized(promotion.title, staffLanguage, brandDefault) ?? promotion.id;

export function stateOf(p: Promotion, now: Date): PromotionState {
  if (p.paused) return 'paused';
  if (p.endsAt && now >= new Date(p.endsAt)) return 'ended';
  if (p.startsAt && now < new Date(p.startsAt)) return 'scheduled';
  return 'running';
}

/** A stored copy: times in one canonical form (UTC), `paused` only when true. */
function canonical(p: Promotion): Promotion {
  const out = structuredClone(p);
  if (out.startsAt !== undefined) out.startsAt = new Date(out.startsAt).toISOString();
  if (out.endsAt !== undefined) out.endsAt = new Date(out.endsAt).toISOString();
  if (!out.paused) delete out.paused;
  return out;
}

interface Edit {
  list: Promotion[];
  action: string;
  subject: string;
  from: unknown;
  to: unknown;
}

export class PromotionEditorService {
  constructor(
    private readonly overrides: ContentOverridesService,
    /** The brand's tenant file as loaded (before overrides), or undefined for a brand not served. */
    private readonly fileConfig: (tenantId: string) => TenantConfig | undefined,
    private readonly repository: PromotionAdminRepository,
    private readonly staff: StaffAccountsService,
    private readonly now: () => Date,
  ) {}

  async view(actor: StaffActor, tenantId: string, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    return this.#value(tenantId, file, language);
  }

  async create(actor: StaffActor, tenantId: string, input: Promotion, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    const promotion = this.#checked(file, input);
    if (this.#list(tenantId, file).some((p) => p.id === promotion.id)) throw this.#fieldError('id', 'errors.promotionIdTaken');
    // An id some earlier promotion paid under (then removed by a reset) would mix its grants into this one.
    if ((await this.repository.usedPromotionIds(tenantId, [promotion.id])).size > 0) throw this.#fieldError('id', 'errors.promotionIdUsed');
    return this.#edit(actor, tenantId, file, language, (list) => {
      if (list.some((p) => p.id === promotion.id)) throw this.#fieldError('id', 'errors.promotionIdTaken');
      if (list.length >= MAX_PROMOTIONS) throw new AppError(409, 'promotionListFull', { params: { max: MAX_PROMOTIONS } });
      return { list: [...list, promotion], action: 'promotion.create', subject: `promotion:${promotion.id}`, from: null, to: promotion };
    });
  }

  async update(actor: StaffActor, tenantId: string, id: string, input: Promotion, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    const promotion = this.#checked(file, input);
    const used = (await this.repository.usedPromotionIds(tenantId, [id])).has(id);
    if (promotion.id !== id && (await this.repository.usedPromotionIds(tenantId, [promotion.id])).size > 0)
      throw this.#fieldError('id', 'errors.promotionIdUsed');
    return this.#edit(actor, tenantId, file, language, (list) => {
      const old = list.find((p) => p.id === id);
      if (!old) throw new AppError(404, 'promotionNotFound');
      if (promotion.id !== id && used) throw this.#fieldError('id', 'errors.promotionIdLocked');
      if (promotion.type !== old.type && used) throw this.#fieldError('type', 'errors.promotionTypeLocked');
      if (promotion.id !== id && list.some((p) => p.id === promotion.id)) throw this.#fieldError('id', 'errors.promotionIdTaken');
      // Pausing has its own action; an edit keeps the promotion's pause as it is.
      const next = canonical({ ...promotion, paused: old.paused });
      return { list: list.map((p) => (p.id === id ? next : p)), action: 'promotion.update', subject: `promotion:${id}`, from: old, to: next };
    });
  }

  async setPaused(actor: StaffActor, tenantId: string, id: string, paused: boolean, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, language, (list) => {
      const old = list.find((p) => p.id === id);
      if (!old) throw new AppError(404, 'promotionNotFound');
      const next = canonical({ ...old, paused });
      const action = paused ? 'promotion.pause' : 'promotion.resume';
      return { list: list.map((p) => (p.id === id ? next : p)), action, subject: `promotion:${id}`, from: { paused: old.paused ?? false }, to: { paused } };
    });
  }

  /** Ends a promotion now (its end time becomes now, unless it already ended); the bonuses it gave keep running. */
  async end(actor: StaffActor, tenantId: string, id: string, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    const now = this.now();
    return this.#edit(actor, tenantId, file, language, (list) => {
      const old = list.find((p) => p.id === id);
      if (!old) throw new AppError(404, 'promotionNotFound');
      if (old.endsAt && new Date(old.endsAt) <= now) throw new AppError(409, 'promotionAlreadyEnded');
      const next = canonical({ ...old, endsAt: now.toISOString() });
      // A promotion that had not started yet ends before it starts: its start moves to the end.
      if (next.startsAt && new Date(next.startsAt) > now) next.startsAt = next.endsAt;
      if (next.startsAt === next.endsAt) delete next.startsAt;
      return {
        list: list.map((p) => (p.id === id ? next : p)),
        action: 'promotion.end',
        subject: `promotion:${id}`,
        from: { endsAt: old.endsAt ?? null },
        to: { endsAt: next.endsAt },
      };
    });
  }

  /** `ids`: every promotion of the brand, in the new order. */
  async order(actor: StaffActor, tenantId: string, ids: readonly string[], language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, language, (list) => {
      if (ids.length !== list.length || !list.every((p) => ids.includes(p.id))) throw new AppError(400, 'contentOrderMismatch');
      const byId = new Map(list.map((p) => [p.id, p] as const));
      return { list: ids.map((id) => byId.get(id)!), action: 'promotion.order', subject: 'promotions', from: list.map((p) => p.id), to: [...ids] };
    });
  }

  /** Hands the brand's promotions back to its tenant file. */
  async reset(actor: StaffActor, tenantId: string, language: string): Promise<PromotionEditorValue> {
    const file = this.#file(actor, tenantId);
    const from = this.overrides.forTenant(tenantId).promotions?.value ?? null;
    if (await this.overrides.reset(tenantId, 'promotions')) {
      await this.staff.record(actor, { action: 'promotion.reset', tenantId, subject: 'promotions', detail: { from, to: null } });
    }
    return this.#value(tenantId, file, language);
  }

  #list(tenantId: string, file: TenantConfig): Promotion[] {
    return this.overrides.forTenant(tenantId).promotions?.value ?? file.promotions ?? [];
  }

  async #value(tenantId: string, file: TenantConfig, language: string): Promise<PromotionEditorValue> {
    const entry = this.overrides.forTenant(tenantId).promotions;
    const list = this.#list(tenantId, file);
    const used = await this.repository.usedPromotionIds(
      tenantId,
      list.map((p) => p.id),
    );
    const now = this.now();
    const { supported, default: first } = file.languages;
    const items: EditablePromotion[] = list.map((p) => ({
      promotion: p,
      title: staffTitle(p, language, first),
      state: stateOf(p, now),
      granted: used.has(p.id),
    }));
    return {
      tenantId,
      languages: [first, ...supported.filter((l) => l !== first)],
      source: entry ? 'staff' : 'file',
      changedBy: entry?.updatedBy ?? null,
      changedAt: entry?.updatedAt.toISOString() ?? null,
      items,
      currency: { symbol: file.currency.symbol, minorUnits: file.currency.minorUnits ?? 2 },
      // The levels in force: as staff edited them in the back office, else the file's.
      vipLevels: [...((this.overrides.forTenant(tenantId).vip?.value ?? file.vip)?.levels ?? [])]
        .sort((a, b) => a.rank - b.rank)
        .map((l) => ({ rank: l.rank, name: pickLocalized(l.name, language, first) ?? `VIP${l.rank}` })),
    };
  }

  /**
   * One edit of the list: read the stored list (or the file's, on the first edit) under the overrides'
   * per-brand lock, apply `change`, write, then audit. A refusal inside writes nothing.
   */
  async #edit(actor: StaffActor, tenantId: string, file: TenantConfig, language: string, change: (list: Promotion[]) => Edit): Promise<PromotionEditorValue> {
    let edit: Edit | undefined;
    await this.overrides.update(tenantId, 'promotions', actor.session.username, (current) => {
      edit = change(current ?? structuredClone(file.promotions ?? []));
      return edit.list;
    });
    await this.staff.record(actor, { action: edit!.action, tenantId, subject: edit!.subject, detail: { from: edit!.from, to: edit!.to } });
    return this.#value(tenantId, file, language);
  }

  /** The schema passed (the route); the cross-field rules and the brand's languages here. */
  #checked(file: TenantConfig, input: Promotion): Promotion {
    const problems = promotionProblems(input, { default: file.languages.default, supported: file.languages.supported as LanguageCode[] });
    if (problems.length > 0) {
      throw new AppError(400, 'validation', {
        fields: problems.map((p) => ({ field: p.field, code: p.key.replace(/^errors\./, ''), messageKey: p.key, params: { field: p.field, ...p.params } })),
      });
    }
    return canonical(input);
  }

  #fieldError(field: string, key: string): AppError {
    return new AppError(400, 'validation', { fields: [{ field, code: key.replace(/^errors\./, ''), messageKey: key, params: { field } }] });
  }

  #file(actor: StaffActor, tenantId: string): TenantConfig {
    assertBrandScope(actor.session, tenantId);
    const file = this.fileConfig(tenantId);
    if (!file) throw new AppError(404, 'notFound');
    return file;
  }
}
