// The points-mall catalogue and the VIP levels edited in the back office (issue 20, staff side), on the model of
// the promotions editor: the brand's tenant file gives the first catalogue and levels; the first edit starts from
// them and from then on what staff edited replaces the file's (content overrides of kind `loyaltyRewards` — the
// earning rates and conversion stay the file's — and `vip`), so the mall, the redeem path, the VIP job and
// /vip follow on every instance without a restart, until staff reset a kind to the file. Every edit is checked
// by the tenant schema (the route's ajv) and schemas/rules/loyalty-checks.ts, is a locked read-modify-write, and
// is audited with who, from and to.
//
// Money rules stay whole: a reward is never deleted, only retired (off the mall, redeem refused), so requests
// already made still settle and the history still names it — approving or rejecting reads only the request row
// (its own points; a rejection returns the stock unit). A reward's id and kind are fixed once a request names it
// (requests and the stock row are keyed by the id). The stock stays one atomic upsert (`taken < stock`) on the
// value in force: lowering the stock below what was taken stops further redeems and takes nothing back. A VIP
// rank members hold cannot be removed (their label and benefits are read by rank).
import type { EditableReward, LoyaltyEditorValue } from '../../../schemas/generated/loyalty.ts';
import type { LanguageCode, LoyaltyReward, TenantConfig, Vip } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import { rewardProblems, vipProblems, type LoyaltyProblem } from '../../../schemas/rules/loyalty-checks.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';

const MAX_REWARDS = 200;

interface Edit<T> {
  value: T;
  action: string;
  subject: string;
  from: unknown;
  to: unknown;
}

export function fieldErrors(problems: readonly LoyaltyProblem[]): AppError {
  return new AppError(400, 'validation', {
    fields: problems.map((p) => ({ field: p.field, code: p.key.replace(/^errors\./, ''), messageKey: p.key, params: { field: p.field, ...p.params } })),
  });
}

const languagesOf = (file: TenantConfig) => ({ default: file.languages.default, supported: file.languages.supported as LanguageCode[] });

/** A stored copy: `retired` only when true. */
function canonicalReward(r: LoyaltyReward): LoyaltyReward {
  const out = structuredClone(r);
  if (!out.retired) delete out.retired;
  return out;
}

export class LoyaltyEditorService {
  constructor(
    private readonly db: Db,
    private readonly overrides: ContentOverridesService,
    /** The brand's tenant file as loaded (before overrides), or undefined for a brand not served. */
    private readonly fileConfig: (tenantId: string) => TenantConfig | undefined,
    private readonly staff: StaffAccountsService,
  ) {}

  async view(actor: StaffActor, tenantId: string, language: string): Promise<LoyaltyEditorValue> {
    return this.#value(tenantId, this.#file(actor, tenantId), language);
  }

  async createReward(actor: StaffActor, tenantId: string, input: LoyaltyReward, language: string): Promise<LoyaltyEditorValue> {
    const file = this.#mallFile(actor, tenantId);
    const reward = this.#checkedReward(file, input);
    // An id an earlier reward was redeemed under (then removed by a reset) would mix its requests and stock in.
    if ((await new LoyaltyRepository(this.db).rewardUsage(tenantId)).has(reward.id)) throw this.#fieldError('id', 'errors.loyaltyRewardIdUsed');
    return this.#editRewards(actor, tenantId, file, language, (list) => {
      if (list.some((r) => r.id === reward.id)) throw this.#fieldError('id', 'errors.loyaltyRewardIdTaken');
      if (list.length >= MAX_REWARDS) throw new AppError(409, 'loyaltyRewardListFull', { params: { max: MAX_REWARDS } });
      return { value: [...list, reward], action: 'loyalty.reward.create', subject: `reward:${reward.id}`, from: null, to: reward };
    });
  }

  async updateReward(actor: StaffActor, tenantId: string, id: string, input: LoyaltyReward, language: string): Promise<LoyaltyEditorValue> {
    const file = this.#mallFile(actor, tenantId);
    const reward = this.#checkedReward(file, input);
    const usage = await new LoyaltyRepository(this.db).rewardUsage(tenantId);
    const redeemed = usage.has(id);
    if (reward.id !== id && usage.has(reward.id)) throw this.#fieldError('id', 'errors.loyaltyRewardIdUsed');
    return this.#editRewards(actor, tenantId, file, language, (list) => {
      const old = list.find((r) => r.id === id);
      if (!old) throw new AppError(404, 'rewardNotFound');
      if (reward.id !== id && redeemed) throw this.#fieldError('id', 'errors.loyaltyRewardLocked');
      if (reward.kind !== old.kind && redeemed) throw this.#fieldError('kind', 'errors.loyaltyRewardLocked');
      if (reward.id !== id && list.some((r) => r.id === reward.id)) throw this.#fieldError('id', 'errors.loyaltyRewardIdTaken');
      // Retiring has its own action; an edit keeps the reward's state as it is.
      const next = canonicalReward({ ...reward, retired: old.retired });
      return { value: list.map((r) => (r.id === id ? next : r)), action: 'loyalty.reward.update', subject: `reward:${id}`, from: old, to: next };
    });
  }

  /** Retired: off the mall and not redeemable; its waiting requests still settle. Back on offer with false. */
  async retireReward(actor: StaffActor, tenantId: string, id: string, retired: boolean, language: string): Promise<LoyaltyEditorValue> {
    const file = this.#mallFile(actor, tenantId);
    return this.#editRewards(actor, tenantId, file, language, (list) => {
      const old = list.find((r) => r.id === id);
      if (!old) throw new AppError(404, 'rewardNotFound');
      const next = canonicalReward({ ...old, retired });
      const action = retired ? 'loyalty.reward.retire' : 'loyalty.reward.restore';
      return { value: list.map((r) => (r.id === id ? next : r)), action, subject: `reward:${id}`, from: { retired: old.retired ?? false }, to: { retired } };
    });
  }

  async setVip(actor: StaffActor, tenantId: string, input: Vip, language: string): Promise<LoyaltyEditorValue> {
    const file = this.#file(actor, tenantId);
    const problems = vipProblems(input, languagesOf(file));
    if (problems.length > 0) throw fieldErrors(problems);
    const vip = structuredClone(input);
    const held = (await new LoyaltyRepository(this.db).heldRanks(tenantId)).filter((rank) => rank > 0);
    const missing = held.find((rank) => !vip.levels.some((l) => l.rank === rank));
    if (missing !== undefined) throw this.#fieldError('levels', 'errors.vipRankHeld', { rank: missing });
    let edit: Edit<Vip> | undefined;
    await this.overrides.update(tenantId, 'vip', actor.session.username, (current) => {
      edit = { value: vip, action: 'loyalty.vip.update', subject: 'vip', from: current ?? file.vip ?? null, to: vip };
      return vip;
    });
    await this.#audit(actor, tenantId, edit!);
    return this.#value(tenantId, file, language);
  }

  /** Hands the catalogue (`rewards`) or the VIP levels (`vip`) back to the brand's tenant file. */
  async reset(actor: StaffActor, tenantId: string, part: 'rewards' | 'vip', language: string): Promise<LoyaltyEditorValue> {
    const file = this.#file(actor, tenantId);
    const kind = part === 'rewards' ? 'loyaltyRewards' : 'vip';
    const from = this.overrides.forTenant(tenantId)[kind]?.value ?? null;
    if (part === 'vip') {
      const held = (await new LoyaltyRepository(this.db).heldRanks(tenantId)).filter((rank) => rank > 0);
      const missing = held.find((rank) => !(file.vip?.levels ?? []).some((l) => l.rank === rank));
      if (missing !== undefined) throw this.#fieldError('levels', 'errors.vipRankHeld', { rank: missing });
    }
    if (await this.overrides.reset(tenantId, kind)) {
      await this.staff.record(actor, { action: `loyalty.${part === 'rewards' ? 'reward' : 'vip'}.reset`, tenantId, subject: part, detail: { from, to: null } });
    }
    return this.#value(tenantId, file, language);
  }

  #rewards(tenantId: string, file: TenantConfig): LoyaltyReward[] {
    return this.overrides.forTenant(tenantId).loyaltyRewards?.value ?? file.loyalty?.rewards ?? [];
  }

  async #value(tenantId: string, file: TenantConfig, language: string): Promise<LoyaltyEditorValue> {
    const entries = this.overrides.forTenant(tenantId);
    const repo = new LoyaltyRepository(this.db);
    const [usage, taken, heldRanks] = await Promise.all([repo.rewardUsage(tenantId), repo.stockTaken(tenantId), repo.heldRanks(tenantId)]);
    const { supported, default: first } = file.languages;
    const items: EditableReward[] = (file.loyalty ? this.#rewards(tenantId, file) : []).map((reward) => ({
      reward,
      name: pickLocalized(reward.name, language, first) ?? reward.id,
      redeemed: usage.has(reward.id),
      stockTaken: taken.get(reward.id) ?? 0,
      waiting: usage.get(reward.id)?.waiting ?? 0,
    }));
    const rewardsEntry = file.loyalty ? entries.loyaltyRewards : undefined;
    return {
      tenantId,
      languages: [first, ...supported.filter((l) => l !== first)],
      currency: { symbol: file.currency.symbol, minorUnits: file.currency.minorUnits ?? 2 },
      pointsEnabled: file.loyalty !== undefined,
      rewards: {
        source: rewardsEntry ? 'staff' : 'file',
        changedBy: rewardsEntry?.updatedBy ?? null,
        changedAt: rewardsEntry?.updatedAt.toISOString() ?? null,
        items,
      },
      vip: {
        source: entries.vip ? 'staff' : 'file',
        changedBy: entries.vip?.updatedBy ?? null,
        changedAt: entries.vip?.updatedAt.toISOString() ?? null,
        value: entries.vip?.value ?? file.vip ?? null,
        heldRanks: heldRanks.filter((rank) => rank > 0),
      },
    };
  }

  async #editRewards(
    actor: StaffActor,
    tenantId: string,
    file: TenantConfig,
    language: string,
    change: (list: LoyaltyReward[]) => Edit<LoyaltyReward[]>,
  ): Promise<LoyaltyEditorValue> {
    let edit: Edit<LoyaltyReward[]> | undefined;
    await this.overrides.update(tenantId, 'loyaltyRewards', actor.session.username, (current) => {
      edit = change(current ?? structuredClone(file.loyalty?.rewards ?? []));
      return edit.value;
    });
    await this.#audit(actor, tenantId, edit!);
    return this.#value(tenantId, file, language);
  }

  async #audit(actor: StaffActor, tenantId: string, edit: Edit<unknown>): Promise<void> {
    await this.staff.record(actor, { action: edit.action, tenantId, subject: edit.subject, detail: { from: edit.from, to: edit.to } });
  }

  #checkedReward(file: TenantConfig, input: LoyaltyReward): LoyaltyReward {
    const problems = rewardProblems(input, languagesOf(file));
    if (problems.length > 0) throw fieldErrors(problems);
    return canonicalReward(input);
  }

  #fieldError(field: string, key: string, params: Record<string, string | number> = {}): AppError {
    return fieldErrors([{ field, key, params }]);
  }

  #file(actor: StaffActor, tenantId: string): TenantConfig {
    assertBrandScope(actor.session, tenantId);
    const file = this.fileConfig(tenantId);
    if (!file) throw new AppError(404, 'notFound');
    return file;
  }

  /** The mall exists only where the brand earns points (its file's `loyalty`). */
  #mallFile(actor: StaffActor, tenantId: string): TenantConfig {
    const file = this.#file(actor, tenantId);
    if (!file.loyalty) throw new AppError(409, 'loyaltyNotConfigured');
    return file;
  }
}
