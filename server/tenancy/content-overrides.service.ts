// Staff overrides of a tenant's live content: banners, notices and the maintenance window. The model a
// support person can explain: once staff edit a kind for a brand, the list edited in the back office
// *replaces* the tenant file's list of that kind (the editor starts from the file's items); "reset to
// the file" deletes the override and the file applies again. Held in memory (read on every rebuild),
// refreshed from the database whenever any instance changes them (shared-state pub/sub), like the
// feature overrides. Banners and notices may carry a schedule (startsAt/endsAt): the effective config
// holds only the items live now, and a timer to the nearest start or end fires the change listeners
// at that moment, so open pages get the new config without anyone touching it — on every instance,
// each by its own clock. Promotions (issue 19) are one more kind: the list staff edited replaces the file's
// `promotions` as a whole (their own dates and pause are read by the rewards engine and the player pages).
// Loyalty (issue 20) adds three: the points-mall catalogue (`loyaltyRewards` replaces `loyalty.rewards`; the
// earning rates and conversion stay the file's), the VIP levels (`vip` replaces `vip`) and the missions.
// The help centre's texts and the support console's canned answers (issue 21) are two more, kept per language
// (a language staff never edited keeps the shipped help texts, or the tenant file's canned answers).
import type { ContentBanner, ContentMaintenance, ContentNotice } from '../../schemas/generated/content.ts';
import type { HelpEditCategory } from '../../schemas/generated/help-centre.ts';
import type { CannedItem } from '../../schemas/generated/support.ts';
import type { Banner, LoyaltyReward, Mission, Notice, Promotion, TenantConfig, Vip } from '../../schemas/generated/tenant.ts';
import type { Logger } from '../logger.ts';
import type { SharedState, Unsubscribe } from '../shared-state/shared-state.ts';
import type { ContentKind, ContentOverrideRecord, ContentOverridesRepository } from './content-overrides.repository.ts';

export type { ContentKind } from './content-overrides.repository.ts';

export interface ContentEntry<T> {
  value: T;
  updatedBy: string;
  updatedAt: Date;
}

export interface ContentOverrides {
  banners?: ContentEntry<ContentBanner[]>;
  notices?: ContentEntry<ContentNotice[]>;
  maintenance?: ContentEntry<ContentMaintenance>;
  promotions?: ContentEntry<Promotion[]>;
  loyaltyRewards?: ContentEntry<LoyaltyReward[]>;
  vip?: ContentEntry<Vip>;
  missions?: ContentEntry<Mission[]>;
  help?: ContentEntry<HelpOverride>;
  canned?: ContentEntry<CannedOverride>;
}

/** Per language staff edited (LanguageCode), the help centre's categories, placeholders not filled. */
export type HelpOverride = Partial<Record<string, HelpEditCategory[]>>;
/** Per language staff edited (LanguageCode), the console's canned answers. */
export type CannedOverride = Partial<Record<string, CannedItem[]>>;

interface ContentValues {
  banners: ContentBanner[];
  notices: ContentNotice[];
  maintenance: ContentMaintenance;
  promotions: Promotion[];
  loyaltyRewards: LoyaltyReward[];
  vip: Vip;
  missions: Mission[];
  help: HelpOverride;
  canned: CannedOverride;
}

/** The parts of the effective config that staff's content overrides decide. */
export type ContentPart = Pick<TenantConfig, 'banners' | 'notices' | 'systemStatus' | 'promotions' | 'loyalty' | 'vip' | 'missions'>;

const CHANNEL = 'content-overrides';
const NONE: ContentOverrides = Object.freeze({});
/** setTimeout's longest delay; a later boundary is reached by waking up and waiting again. */
const MAX_DELAY_MS = 2_147_483_647;

interface Scheduled {
  startsAt?: string;
  endsAt?: string;
}

/** Whether a scheduled item is shown at `now` (start inclusive, end exclusive). */
export function isLive(item: Scheduled, now: number): boolean {
  return (item.startsAt === undefined || Date.parse(item.startsAt) <= now) && (item.endsAt === undefined || now < Date.parse(item.endsAt));
}

/** The tenant schema's Banner of a stored banner (schedule dropped, link only where it links). */
export function toBanner(b: ContentBanner): Banner {
  const out: Banner = { bannerId: b.bannerId, url: b.url, groupName: b.groupName, linkageType: b.linkageType };
  if (b.images) out.images = { ...b.images };
  if (b.linkageType !== 'NONE' && b.link !== undefined) out.link = b.link;
  if (b.alt) out.alt = { ...b.alt };
  return out;
}

export function toNotice(n: ContentNotice): Notice {
  return { id: n.id, type: n.type, title: { ...n.title }, content: { ...n.content } };
}

/** The content part of the effective config: the file's lists, each replaced by staff's where edited, live items only. */
export function applyContent(file: TenantConfig, overrides: ContentOverrides, now: number): ContentPart {
  const banners = overrides.banners ? overrides.banners.value.filter((b) => isLive(b, now)).map(toBanner) : file.banners;
  const notices = overrides.notices ? overrides.notices.value.filter((n) => isLive(n, now)).map(toNotice) : file.notices;
  let systemStatus = file.systemStatus;
  const m = overrides.maintenance?.value;
  if (m) {
    const maintenance: TenantConfig['systemStatus']['maintenance'] = { enabled: m.enabled };
    if (m.endTime !== undefined) maintenance.endTime = m.endTime;
    if (m.info !== undefined) maintenance.info = { ...m.info };
    systemStatus = { ...file.systemStatus, maintenance };
  }
  const promotions = overrides.promotions ? overrides.promotions.value : file.promotions;
  // The catalogue only where the brand earns points at all (the file's `loyalty`).
  const loyalty = file.loyalty && overrides.loyaltyRewards ? { ...file.loyalty, rewards: overrides.loyaltyRewards.value } : file.loyalty;
  const vip = overrides.vip ? overrides.vip.value : file.vip;
  const missions = overrides.missions ? overrides.missions.value : file.missions;
  return { banners, notices, systemStatus, promotions, loyalty, vip, missions };
}

function boundariesOf(overrides: ContentOverrides): number[] {
  const out: number[] = [];
  for (const item of [...(overrides.banners?.value ?? []), ...(overrides.notices?.value ?? [])]) {
    if (item.startsAt !== undefined) out.push(Date.parse(item.startsAt));
    if (item.endsAt !== undefined) out.push(Date.parse(item.endsAt));
  }
  return out;
}

function group(records: readonly ContentOverrideRecord[]): ContentOverrides {
  const out: ContentOverrides = {};
  for (const r of records) {
    const entry = { value: r.value, updatedBy: r.updatedBy, updatedAt: r.updatedAt };
    if (r.kind === 'banners') out.banners = entry as ContentEntry<ContentBanner[]>;
    else if (r.kind === 'notices') out.notices = entry as ContentEntry<ContentNotice[]>;
    else if (r.kind === 'maintenance') out.maintenance = entry as ContentEntry<ContentMaintenance>;
    else if (r.kind === 'promotions') out.promotions = entry as ContentEntry<Promotion[]>;
    else if (r.kind === 'loyaltyRewards') out.loyaltyRewards = entry as ContentEntry<LoyaltyReward[]>;
    else if (r.kind === 'vip') out.vip = entry as ContentEntry<Vip>;
    else if (r.kind === 'missions') out.missions = entry as ContentEntry<Mission[]>;
    else if (r.kind === 'help') out.help = entry as ContentEntry<HelpOverride>;
    else if (r.kind === 'canned') out.canned = entry as ContentEntry<CannedOverride>;
  }
  return out;
}

const sameRecords = (a: ContentOverrides, b: ContentOverrides) =>
  (['banners', 'notices', 'maintenance', 'promotions', 'loyaltyRewards', 'vip', 'missions', 'help', 'canned'] as const).every(
    (k) => a[k]?.updatedAt.getTime() === b[k]?.updatedAt.getTime() && JSON.stringify(a[k]?.value) === JSON.stringify(b[k]?.value),
  );

export class ContentOverridesService {
  #byTenant = new Map<string, ContentOverrides>();
  readonly #refreshStarted = new Map<string, number>();
  readonly #refreshApplied = new Map<string, number>();
  readonly #listeners = new Set<(tenantId: string) => void>();
  #unsubscribe: Unsubscribe | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The clock reading at the last schedule check: boundaries up to it have been announced. */
  #checkedAt: number;

  constructor(
    private readonly repository: ContentOverridesRepository,
    private readonly sharedState: SharedState,
    private readonly logger: Logger,
    /** ms since epoch; tests may pass their own. */
    readonly clock: () => number = Date.now,
  ) {
    this.#checkedAt = clock();
  }

  async start(): Promise<void> {
    const all = await this.repository.listAll();
    const byTenant = new Map<string, ContentOverrideRecord[]>();
    for (const r of all) byTenant.set(r.tenantId, [...(byTenant.get(r.tenantId) ?? []), r]);
    this.#byTenant = new Map([...byTenant].map(([id, records]) => [id, group(records)]));
    this.#unsubscribe = await this.sharedState.subscribe(CHANNEL, (tenantId) => {
      this.#refresh(tenantId).catch((err) => this.logger.error({ err, tenant: tenantId }, 'cannot refresh content overrides'));
    });
    this.#checkedAt = this.clock();
    this.#schedule();
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#listeners.clear();
  }

  forTenant(tenantId: string): ContentOverrides {
    return this.#byTenant.get(tenantId) ?? NONE;
  }

  /** The content of the effective config of a brand now. */
  effective(file: TenantConfig, tenantId: string): ContentPart {
    return applyContent(file, this.forTenant(tenantId), this.clock());
  }

  /** Server-only: the addresses and ranges that still see the site while the brand is in maintenance. */
  maintenanceAllowList(tenantId: string): readonly string[] {
    return this.forTenant(tenantId).maintenance?.value.allowList ?? [];
  }

  /** Replaces the brand's list (or window) of one kind, on every instance. */
  async save<K extends ContentKind>(tenantId: string, kind: K, value: ContentValues[K], updatedBy: string): Promise<void> {
    await this.repository.upsert(tenantId, kind, value, updatedBy);
    await this.#changed(tenantId);
  }

  /** Read-modify-write of one kind, one writer at a time across instances; `change` gets the stored value (undefined: none yet). */
  async update<K extends ContentKind>(
    tenantId: string,
    kind: K,
    updatedBy: string,
    change: (current: ContentValues[K] | undefined) => ContentValues[K],
  ): Promise<ContentValues[K]> {
    const next = await this.repository.update(tenantId, kind, updatedBy, (current) => change(current as ContentValues[K] | undefined));
    await this.#changed(tenantId);
    return next;
  }

  /** Removes the override of one kind: the tenant file's applies again. */
  async reset(tenantId: string, kind: ContentKind): Promise<boolean> {
    const removed = await this.repository.delete(tenantId, kind);
    if (removed) await this.#changed(tenantId);
    return removed;
  }

  onChange(listener: (tenantId: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Announces every brand with a start or end passed since the last check, then waits for the next one. */
  checkSchedule(): void {
    const now = this.clock();
    const since = this.#checkedAt;
    this.#checkedAt = now;
    for (const [tenantId, overrides] of this.#byTenant) {
      if (boundariesOf(overrides).some((t) => t > since && t <= now)) this.#emit(tenantId);
    }
    this.#schedule();
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const now = this.clock();
    let next = Infinity;
    for (const overrides of this.#byTenant.values()) for (const t of boundariesOf(overrides)) if (t > now && t < next) next = t;
    if (next === Infinity) return;
    this.#timer = setTimeout(() => this.checkSchedule(), Math.min(next - now, MAX_DELAY_MS));
    this.#timer.unref?.();
  }

  #emit(tenantId: string): void {
    for (const listener of this.#listeners) {
      try {
        listener(tenantId);
      } catch (err) {
        this.logger.error({ err, tenant: tenantId }, 'content change listener failed');
      }
    }
  }

  async #changed(tenantId: string): Promise<void> {
    await this.#refresh(tenantId); // read-your-writes on this instance
    await this.sharedState.publish(CHANNEL, tenantId);
  }

  async #refresh(tenantId: string): Promise<void> {
    const ticket = (this.#refreshStarted.get(tenantId) ?? 0) + 1;
    this.#refreshStarted.set(tenantId, ticket);
    const rows = await this.repository.listForTenant(tenantId);
    if (ticket < (this.#refreshApplied.get(tenantId) ?? 0)) return;
    this.#refreshApplied.set(tenantId, ticket);
    const next = group(rows);
    if (sameRecords(next, this.forTenant(tenantId))) return;
    if (Object.keys(next).length === 0) this.#byTenant.delete(tenantId);
    else this.#byTenant.set(tenantId, next);
    this.#schedule();
    this.#emit(tenantId);
  }
}
