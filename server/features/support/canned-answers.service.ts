// The support console's canned answers (issue 21 gap 2), per brand and language, editable by staff. The tenant
// file's `support.cannedAnswers` are the defaults of the brand's default language (other languages start
// empty). The first edit of a language starts from its defaults; from then on the list staff edited replaces
// them for that language (a content override of kind 'canned', per language, so every instance follows),
// until staff hand the language back. Every change is audited with who, when, brand, what, from and to.
import type { CannedInput, CannedItem, CannedList } from '../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { CannedOverride, ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';

/** Answers one language may hold. */
export const CANNED_MAX = 100;
const MAX_ID = 2_147_483_647;

/** The defaults of a language: the file's answers in the brand's default language, numbered from 1. */
const defaultsOf = (tenant: TenantContext, language: LanguageCode): CannedItem[] =>
  language === tenant.config.languages.default ? (tenant.config.support?.cannedAnswers ?? []).map((a, i) => ({ id: i + 1, title: a.title, text: a.text })) : [];

export class CannedAnswersService {
  constructor(
    private readonly overrides: ContentOverridesService,
    private readonly tenants: TenantDirectory,
    private readonly staff: () => StaffAccountsService | undefined,
  ) {}

  /** What the console offers in a language (no brand-scope check: the caller has made it). */
  effective(tenant: TenantContext, language: LanguageCode): CannedItem[] {
    return this.overrides.forTenant(tenant.id).canned?.value[language] ?? defaultsOf(tenant, language);
  }

  /** Without a language: the brand's default language. */
  list(actor: StaffActor, tenantId: string, asked?: LanguageCode): CannedList {
    const tenant = this.#brand(actor, tenantId, asked);
    const language = asked ?? tenant.config.languages.default;
    const entry = this.overrides.forTenant(tenantId).canned;
    const own = entry?.value[language];
    const { supported, default: first } = tenant.config.languages;
    return {
      tenantId,
      language,
      languages: [first, ...supported.filter((l) => l !== first)],
      source:
        own && entry
          ? { source: 'staff', changedBy: entry.updatedBy, changedAt: entry.updatedAt.toISOString() }
          : { source: 'file', changedBy: null, changedAt: null },
      list: own ?? defaultsOf(tenant, language),
    };
  }

  add(actor: StaffActor, tenantId: string, language: LanguageCode, input: CannedInput): Promise<CannedList> {
    return this.#edit(actor, tenantId, language, (list) => {
      if (list.length >= CANNED_MAX) throw new AppError(409, 'contentFull');
      const id = Math.max(0, ...list.map((a) => a.id)) + 1;
      if (id > MAX_ID) throw new AppError(409, 'contentFull');
      const answer = { id, ...clean(input) };
      return { list: [...list, answer], action: 'support.canned.create', id, from: null, to: answer };
    });
  }

  update(actor: StaffActor, tenantId: string, language: LanguageCode, id: number, input: CannedInput): Promise<CannedList> {
    return this.#edit(actor, tenantId, language, (list) => {
      const old = list.find((a) => a.id === id);
      if (!old) throw new AppError(404, 'notFound');
      const answer = { id, ...clean(input) };
      return { list: list.map((a) => (a.id === id ? answer : a)), action: 'support.canned.update', id, from: old, to: answer };
    });
  }

  remove(actor: StaffActor, tenantId: string, language: LanguageCode, id: number): Promise<CannedList> {
    return this.#edit(actor, tenantId, language, (list) => {
      const old = list.find((a) => a.id === id);
      if (!old) throw new AppError(404, 'notFound');
      return { list: list.filter((a) => a.id !== id), action: 'support.canned.delete', id, from: old, to: null };
    });
  }

  /** Hands the language back to its defaults. */
  async reset(actor: StaffActor, tenantId: string, language: LanguageCode): Promise<CannedList> {
    this.#brand(actor, tenantId, language);
    const from = this.overrides.forTenant(tenantId).canned?.value[language];
    if (from !== undefined) {
      let left = 0;
      await this.overrides.update(tenantId, 'canned', actor.session.username, (stored) => {
        const rest: CannedOverride = {};
        for (const [code, value] of Object.entries(stored ?? {})) if (code !== language && value !== undefined) rest[code] = value;
        left = Object.keys(rest).length;
        return rest;
      });
      if (left === 0) await this.overrides.reset(tenantId, 'canned');
      await this.staff()?.record(actor, { action: 'support.canned.reset', tenantId, subject: `canned:${language}`, detail: { language, from, to: null } });
    }
    return this.list(actor, tenantId, language);
  }

  /** One edit of a language's list under the overrides' per-brand lock; a refusal inside writes nothing. */
  async #edit(
    actor: StaffActor,
    tenantId: string,
    language: LanguageCode,
    change: (list: CannedItem[]) => { list: CannedItem[]; action: string; id: number; from: unknown; to: unknown },
  ): Promise<CannedList> {
    const tenant = this.#brand(actor, tenantId, language);
    let edit: ReturnType<typeof change> | undefined;
    await this.overrides.update(tenantId, 'canned', actor.session.username, (stored) => {
      edit = change(stored?.[language] ?? defaultsOf(tenant, language));
      return { ...(stored ?? {}), [language]: edit.list };
    });
    await this.staff()?.record(actor, {
      action: edit!.action,
      tenantId,
      subject: `canned:${language}:${edit!.id}`,
      detail: { language, from: edit!.from, to: edit!.to },
    });
    return this.list(actor, tenantId, language);
  }

  #brand(actor: StaffActor, tenantId: string, language?: LanguageCode): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.tenants.get(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    if (language !== undefined && !tenant.config.languages.supported.includes(language))
      throw new AppError(400, 'contentLanguageUnsupported', { params: { language } });
    return tenant;
  }
}

function clean(input: CannedInput): { title: string; text: string } {
  const title = input.title.trim();
  const text = input.text.trim();
  if (!title || !text) throw new AppError(400, 'helpTextBlank');
  return { title, text };
}
