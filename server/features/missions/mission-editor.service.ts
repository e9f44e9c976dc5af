// Missions edited in the back office (issue 20, staff side), on the model of the promotions editor: the brand's
// tenant file gives the first list; the first edit starts from it and from then on the list staff edited replaces
// the file's `missions` (content override of kind `missions`), so the consumer, the summary, the claim and the
// badge follow on every instance without a restart, until staff reset it to the file. Every edit is checked by the
// tenant schema (the route's ajv) and schemas/rules/loyalty-checks.ts, is a locked read-modify-write and audited.
//
// A mission is never deleted, only retired (no longer counted or listed; a completed, unclaimed period of it stays
// claimable). Its id, period and task are fixed once some member's progress is kept under it (progress rows are
// keyed by id and period, and count what the task counts). Target, rewards and score may change: a period already
// complete stays complete, one in progress completes against the new target at its next counted event, and a
// claim pays the rewards in force when it is made.
import type { EditableMission, MissionEditorValue } from '../../../schemas/generated/missions.ts';
import type { LanguageCode, Mission, TenantConfig } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import { missionProblems, type LoyaltyProblem } from '../../../schemas/rules/loyalty-checks.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { MissionsRepository } from './missions.repository.ts';

const MAX_MISSIONS = 100;

interface Edit {
  list: Mission[];
  action: string;
  subject: string;
  from: unknown;
  to: unknown;
}

const fieldErrors = (problems: readonly LoyaltyProblem[]) =>
  new AppError(400, 'validation', {
    fields: problems.map((p) => ({ field: p.field, code: p.key.replace(/^errors\./, ''), messageKey: p.key, params: { field: p.field, ...p.params } })),
  });

/** A stored copy: `retired` only when true. */
function canonical(m: Mission): Mission {
  const out = structuredClone(m);
  if (!out.retired) delete out.retired;
  return out;
}

export class MissionEditorService {
  constructor(
    private readonly db: Db,
    private readonly overrides: ContentOverridesService,
    private readonly fileConfig: (tenantId: string) => TenantConfig | undefined,
    private readonly staff: StaffAccountsService,
  ) {}

  async view(actor: StaffActor, tenantId: string, language: string): Promise<MissionEditorValue> {
    return this.#value(tenantId, this.#file(actor, tenantId), language);
  }

  async create(actor: StaffActor, tenantId: string, input: Mission, language: string): Promise<MissionEditorValue> {
    const file = this.#file(actor, tenantId);
    const mission = this.#checked(file, input);
    // An id some earlier mission counted under (then removed by a reset) would inherit its progress.
    if ((await new MissionsRepository(this.db).countedMissionIds(tenantId)).has(mission.id)) throw this.#fieldError('id', 'errors.missionIdUsed');
    return this.#edit(actor, tenantId, file, language, (list) => {
      if (list.some((m) => m.id === mission.id)) throw this.#fieldError('id', 'errors.missionIdTaken');
      if (list.length >= MAX_MISSIONS) throw new AppError(409, 'missionListFull', { params: { max: MAX_MISSIONS } });
      return { list: [...list, mission], action: 'mission.create', subject: `mission:${mission.id}`, from: null, to: mission };
    });
  }

  async update(actor: StaffActor, tenantId: string, id: string, input: Mission, language: string): Promise<MissionEditorValue> {
    const file = this.#file(actor, tenantId);
    const mission = this.#checked(file, input);
    const counted = await new MissionsRepository(this.db).countedMissionIds(tenantId);
    if (mission.id !== id && counted.has(mission.id)) throw this.#fieldError('id', 'errors.missionIdUsed');
    return this.#edit(actor, tenantId, file, language, (list) => {
      const old = list.find((m) => m.id === id);
      if (!old) throw new AppError(404, 'missionNotFound');
      if (counted.has(id)) {
        for (const field of ['id', 'period', 'task'] as const) if (mission[field] !== old[field]) throw this.#fieldError(field, 'errors.missionLocked');
      }
      if (mission.id !== id && list.some((m) => m.id === mission.id)) throw this.#fieldError('id', 'errors.missionIdTaken');
      const next = canonical({ ...mission, retired: old.retired });
      return { list: list.map((m) => (m.id === id ? next : m)), action: 'mission.update', subject: `mission:${id}`, from: old, to: next };
    });
  }

  async retire(actor: StaffActor, tenantId: string, id: string, retired: boolean, language: string): Promise<MissionEditorValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, language, (list) => {
      const old = list.find((m) => m.id === id);
      if (!old) throw new AppError(404, 'missionNotFound');
      const next = canonical({ ...old, retired });
      const action = retired ? 'mission.retire' : 'mission.restore';
      return { list: list.map((m) => (m.id === id ? next : m)), action, subject: `mission:${id}`, from: { retired: old.retired ?? false }, to: { retired } };
    });
  }

  async reset(actor: StaffActor, tenantId: string, language: string): Promise<MissionEditorValue> {
    const file = this.#file(actor, tenantId);
    const from = this.overrides.forTenant(tenantId).missions?.value ?? null;
    if (await this.overrides.reset(tenantId, 'missions')) {
      await this.staff.record(actor, { action: 'mission.reset', tenantId, subject: 'missions', detail: { from, to: null } });
    }
    return this.#value(tenantId, file, language);
  }

  async #value(tenantId: string, file: TenantConfig, language: string): Promise<MissionEditorValue> {
    const entry = this.overrides.forTenant(tenantId).missions;
    const list = entry?.value ?? file.missions ?? [];
    const counted = await new MissionsRepository(this.db).countedMissionIds(tenantId);
    const { supported, default: first } = file.languages;
    const items: EditableMission[] = list.map((mission) => ({
      mission,
      name: pickLocalized(mission.name, language, first) ?? mission.id,
      counted: counted.has(mission.id),
    }));
    return {
      tenantId,
      languages: [first, ...supported.filter((l) => l !== first)],
      source: entry ? 'staff' : 'file',
      changedBy: entry?.updatedBy ?? null,
      changedAt: entry?.updatedAt.toISOString() ?? null,
      items,
      currency: { symbol: file.currency.symbol, minorUnits: file.currency.minorUnits ?? 2 },
    };
  }

  async #edit(actor: StaffActor, tenantId: string, file: TenantConfig, language: string, change: (list: Mission[]) => Edit): Promise<MissionEditorValue> {
    let edit: Edit | undefined;
    await this.overrides.update(tenantId, 'missions', actor.session.username, (current) => {
      edit = change(current ?? structuredClone(file.missions ?? []));
      return edit.list;
    });
    await this.staff.record(actor, { action: edit!.action, tenantId, subject: edit!.subject, detail: { from: edit!.from, to: edit!.to } });
    return this.#value(tenantId, file, language);
  }

  #checked(file: TenantConfig, input: Mission): Mission {
    const problems = missionProblems(input, { default: file.languages.default, supported: file.languages.supported as LanguageCode[] });
    if (problems.length > 0) throw fieldErrors(problems);
    return canonical(input);
  }

  #fieldError(field: string, key: string): AppError {
    return fieldErrors([{ field, key }]);
  }

  #file(actor: StaffActor, tenantId: string): TenantConfig {
    assertBrandScope(actor.session, tenantId);
    const file = this.fileConfig(tenantId);
    if (!file) throw new AppError(404, 'notFound');
    return file;
  }
}
