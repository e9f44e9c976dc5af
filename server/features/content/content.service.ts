// Live content of the back office (issue 16 item 4): per brand, the banners of each group, the notices
// and the maintenance window. The first edit of a kind starts from the tenant file's items; from then
// on the edited list replaces the file's (ContentOverridesService), until staff reset it to the file.
// Every change is audited with who, when, brand, what, from and to. Banner art is uploaded here:
// checked (PNG/JPEG/WebP by their bytes, size cap, sane pixel size), stored by content hash. No Express.
import { createHash } from 'node:crypto';
import type {
  BannerInput,
  ContentBanner,
  ContentMaintenance,
  ContentNotice,
  ContentSource,
  ContentValue,
  MaintenanceInput,
  NoticeInput,
  UploadedImage,
} from '../../../schemas/generated/content.ts';
import type { BannerGroup, LanguageCode, TenantConfig } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { SniffedType, UploadedImage as ImageBody } from '../../http/image-upload.ts';
import { isAddressOrCidr } from '../../ip-range.ts';
import type { ContentEntry, ContentKind, ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { ContentImagesRepository, StoredImage } from './content-images.repository.ts';
import { imageDimensions } from './image-dimensions.ts';

export const IMAGE_PATH_PREFIX = '/content-images/';
export const MAX_BANNER_BYTES = 1024 * 1024;
const MAX_SIDE = 4096;
const MAX_ID = 2_147_483_647;
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

type Texts = Partial<Record<LanguageCode, string>>;

function sourceOf(entry: ContentEntry<unknown> | undefined): ContentSource {
  return entry
    ? { source: 'staff', changedBy: entry.updatedBy, changedAt: entry.updatedAt.toISOString() }
    : { source: 'file', changedBy: null, changedAt: null };
}

/** The file's banners as the editor's items (the first edit starts from them). */
const fileBanners = (file: TenantConfig): ContentBanner[] =>
  file.banners.map((b) => {
    const out: ContentBanner = { bannerId: b.bannerId, groupName: b.groupName, url: b.url, linkageType: b.linkageType ?? 'NONE' };
    if (b.images) out.images = { ...b.images };
    if (b.link !== undefined && out.linkageType !== 'NONE') out.link = b.link;
    if (b.alt) out.alt = { ...b.alt };
    return out;
  });

const fileNotices = (file: TenantConfig): ContentNotice[] =>
  file.notices.map((n) => ({ id: n.id, type: n.type ?? 'B', title: { ...n.title }, content: { ...n.content } }));

const fileMaintenance = (file: TenantConfig): ContentMaintenance => {
  const m = file.systemStatus.maintenance;
  const out: ContentMaintenance = { enabled: m.enabled, allowList: [] };
  if (m.endTime !== undefined) out.endTime = m.endTime;
  if (m.info) out.info = { ...m.info };
  return out;
};

/** An ISO time in one canonical form (UTC); a time the schema's format lets through but Date cannot read is bad input. */
function canonicalTime(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new AppError(400, 'contentScheduleInvalid');
  return new Date(ms).toISOString();
}

type ListOf<K extends 'banners' | 'notices'> = K extends 'banners' ? ContentBanner[] : ContentNotice[];

/** What one edit of a list did: the new list, and what the audit keeps. */
interface Edit<L> {
  list: L;
  action: string;
  subject: string;
  from: unknown;
  to: unknown;
}

/** The item an edit names, or 404 (it may have been deleted by someone else meanwhile). */
function found<T>(item: T | undefined): T {
  if (item === undefined) throw new AppError(404, 'notFound');
  return item;
}

const nextId = (ids: readonly number[]): number => {
  const id = Math.max(0, ...ids) + 1;
  if (id > MAX_ID) throw new AppError(409, 'contentFull');
  return id;
};

export class ContentService {
  constructor(
    private readonly overrides: ContentOverridesService,
    /** The brand's tenant file as loaded (before overrides), or undefined for a brand not served. */
    private readonly fileConfig: (tenantId: string) => TenantConfig | undefined,
    private readonly images: ContentImagesRepository,
    private readonly staff: StaffAccountsService,
  ) {}

  view(actor: StaffActor, tenantId: string): ContentValue {
    const file = this.#file(actor, tenantId);
    return this.#value(tenantId, file);
  }

  async createBanner(actor: StaffActor, tenantId: string, input: BannerInput): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    await this.#checkBanner(tenantId, file, input);
    return this.#edit(actor, tenantId, file, 'banners', (list) => {
      const banner: ContentBanner = { bannerId: nextId(list.map((b) => b.bannerId)), ...input };
      return { list: [...list, banner], action: 'content.banner.create', subject: `banner:${banner.bannerId}`, from: null, to: banner };
    });
  }

  async updateBanner(actor: StaffActor, tenantId: string, id: number, input: BannerInput): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    if (!this.#banners(tenantId, file).some((b) => b.bannerId === id)) throw new AppError(404, 'notFound');
    await this.#checkBanner(tenantId, file, input);
    return this.#edit(actor, tenantId, file, 'banners', (list) => {
      const old = found(list.find((b) => b.bannerId === id));
      const banner: ContentBanner = { bannerId: id, ...input };
      return { list: list.map((b) => (b.bannerId === id ? banner : b)), action: 'content.banner.update', subject: `banner:${id}`, from: old, to: banner };
    });
  }

  async deleteBanner(actor: StaffActor, tenantId: string, id: number): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, 'banners', (list) => {
      const old = found(list.find((b) => b.bannerId === id));
      return { list: list.filter((b) => b.bannerId !== id), action: 'content.banner.delete', subject: `banner:${id}`, from: old, to: null };
    });
  }

  /** `ids`: every banner of the group, in the new order; the other groups keep their places. */
  async orderBanners(actor: StaffActor, tenantId: string, group: BannerGroup, ids: readonly number[]): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, 'banners', (list) => {
      const inGroup = list.filter((b) => b.groupName === group);
      if (ids.length !== inGroup.length || !inGroup.every((b) => ids.includes(b.bannerId))) throw new AppError(400, 'contentOrderMismatch');
      const byId = new Map(inGroup.map((b) => [b.bannerId, b] as const));
      const queue = ids.map((id) => byId.get(id)!);
      const after = list.map((b) => (b.groupName === group ? queue.shift()! : b));
      return { list: after, action: 'content.banner.order', subject: `banners:${group}`, from: inGroup.map((b) => b.bannerId), to: [...ids] };
    });
  }

  async createNotice(actor: StaffActor, tenantId: string, input: NoticeInput): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    this.#checkNotice(file, input);
    return this.#edit(actor, tenantId, file, 'notices', (list) => {
      const notice: ContentNotice = { id: nextId(list.map((n) => n.id)), ...input };
      return { list: [...list, notice], action: 'content.notice.create', subject: `notice:${notice.id}`, from: null, to: notice };
    });
  }

  async updateNotice(actor: StaffActor, tenantId: string, id: number, input: NoticeInput): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    if (!this.#notices(tenantId, file).some((n) => n.id === id)) throw new AppError(404, 'notFound');
    this.#checkNotice(file, input);
    return this.#edit(actor, tenantId, file, 'notices', (list) => {
      const old = found(list.find((n) => n.id === id));
      const notice: ContentNotice = { id, ...input };
      return { list: list.map((n) => (n.id === id ? notice : n)), action: 'content.notice.update', subject: `notice:${id}`, from: old, to: notice };
    });
  }

  async deleteNotice(actor: StaffActor, tenantId: string, id: number): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, 'notices', (list) => {
      const old = found(list.find((n) => n.id === id));
      return { list: list.filter((n) => n.id !== id), action: 'content.notice.delete', subject: `notice:${id}`, from: old, to: null };
    });
  }

  async orderNotices(actor: StaffActor, tenantId: string, ids: readonly number[]): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    return this.#edit(actor, tenantId, file, 'notices', (list) => {
      if (ids.length !== list.length || !list.every((n) => ids.includes(n.id))) throw new AppError(400, 'contentOrderMismatch');
      const byId = new Map(list.map((n) => [n.id, n] as const));
      return { list: ids.map((id) => byId.get(id)!), action: 'content.notice.order', subject: 'notices', from: list.map((n) => n.id), to: [...ids] };
    });
  }

  async setMaintenance(actor: StaffActor, tenantId: string, input: MaintenanceInput): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    if (input.info) this.#checkLanguages(file, input.info);
    const bad = input.allowList.find((entry) => !isAddressOrCidr(entry));
    if (bad !== undefined) throw new AppError(400, 'contentAllowListInvalid', { params: { entry: bad } });
    const endTime = input.endTime === undefined ? undefined : canonicalTime(input.endTime);
    if (input.enabled && endTime !== undefined && Date.parse(endTime) <= this.overrides.clock()) throw new AppError(400, 'contentEndPassed');
    const from = this.#maintenance(tenantId, file);
    const to: ContentMaintenance = { enabled: input.enabled, allowList: [...input.allowList] };
    if (endTime !== undefined) to.endTime = endTime;
    if (input.info) to.info = { ...input.info };
    await this.overrides.save(tenantId, 'maintenance', to, actor.session.username);
    await this.staff.record(actor, { action: 'content.maintenance.set', tenantId, subject: 'maintenance', note: input.reason?.trim(), detail: { from, to } });
    return this.#value(tenantId, file);
  }

  /** Hands a kind back to the tenant file (maintenance: ends staff's window). */
  async reset(actor: StaffActor, tenantId: string, kind: ContentKind): Promise<ContentValue> {
    const file = this.#file(actor, tenantId);
    const from = this.overrides.forTenant(tenantId)[kind]?.value ?? null;
    if (await this.overrides.reset(tenantId, kind)) {
      await this.staff.record(actor, { action: 'content.reset', tenantId, subject: kind, detail: { kind, from, to: null } });
    }
    return this.#value(tenantId, file);
  }

  async uploadImage(actor: StaffActor, tenantId: string, image: ImageBody<SniffedType>): Promise<UploadedImage> {
    this.#file(actor, tenantId);
    if (image.bytes.length > MAX_BANNER_BYTES) throw new AppError(413, 'contentImageTooLarge');
    const size = imageDimensions(image.bytes, image.contentType);
    if (!size) throw new AppError(415, 'contentImageBadType');
    if (size.width > MAX_SIDE || size.height > MAX_SIDE) throw new AppError(400, 'contentImageBadSize', { params: { max: MAX_SIDE } });
    const name = `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${EXTENSIONS[image.contentType]}`;
    await this.images.put({ tenantId, name, contentType: image.contentType, bytes: image.bytes, ...size, createdBy: actor.session.username });
    const url = `${IMAGE_PATH_PREFIX}${name}`;
    await this.staff.record(actor, {
      action: 'content.image.upload',
      tenantId,
      subject: url,
      detail: { ...size, bytes: image.bytes.length, contentType: image.contentType },
    });
    return { url, contentType: image.contentType, ...size, bytes: image.bytes.length };
  }

  /** An uploaded image of a brand (served publicly on its hosts), or null. */
  image(tenantId: string, name: string): Promise<StoredImage | null> {
    return this.images.get(tenantId, name);
  }

  /** The same image for staff (the back office's preview), within their brand scope. */
  staffImage(actor: StaffActor, tenantId: string, name: string): Promise<StoredImage | null> {
    this.#file(actor, tenantId);
    return this.images.get(tenantId, name);
  }

  #value(tenantId: string, file: TenantConfig): ContentValue {
    const o = this.overrides.forTenant(tenantId);
    const { supported, default: first } = file.languages;
    return {
      tenantId,
      languages: [first, ...supported.filter((l) => l !== first)],
      banners: this.#banners(tenantId, file),
      bannersSource: sourceOf(o.banners),
      notices: this.#notices(tenantId, file),
      noticesSource: sourceOf(o.notices),
      maintenance: this.#maintenance(tenantId, file),
      maintenanceSource: sourceOf(o.maintenance),
    };
  }

  #banners(tenantId: string, file: TenantConfig): ContentBanner[] {
    return this.overrides.forTenant(tenantId).banners?.value ?? fileBanners(file);
  }

  #notices(tenantId: string, file: TenantConfig): ContentNotice[] {
    return this.overrides.forTenant(tenantId).notices?.value ?? fileNotices(file);
  }

  #maintenance(tenantId: string, file: TenantConfig): ContentMaintenance {
    return this.overrides.forTenant(tenantId).maintenance?.value ?? fileMaintenance(file);
  }

  /**
   * One edit of a list: read the stored list (or the file's, on the first edit) under the overrides'
   * per-brand-and-kind lock, apply `change`, write, then audit what changed. A refusal inside writes nothing.
   */
  async #edit<K extends 'banners' | 'notices'>(
    actor: StaffActor,
    tenantId: string,
    file: TenantConfig,
    kind: K,
    change: (list: ListOf<K>) => Edit<ListOf<K>>,
  ): Promise<ContentValue> {
    let edit: Edit<ListOf<K>> | undefined;
    const start = (kind === 'banners' ? fileBanners(file) : fileNotices(file)) as ListOf<K>;
    await this.overrides.update(tenantId, kind, actor.session.username, (current) => {
      edit = change((current as ListOf<K> | undefined) ?? start);
      return edit.list as never;
    });
    await this.#audit(actor, tenantId, edit!.action, edit!.subject, edit!.from, edit!.to);
    return this.#value(tenantId, file);
  }

  #audit(actor: StaffActor, tenantId: string, action: string, subject: string, from: unknown, to: unknown): Promise<void> {
    return this.staff.record(actor, { action, tenantId, subject, detail: { from, to } });
  }

  async #checkBanner(tenantId: string, file: TenantConfig, input: BannerInput): Promise<void> {
    this.#checkSchedule(input);
    if (input.alt) this.#checkLanguages(file, input.alt);
    if (input.images) this.#checkLanguages(file, input.images);
    if (input.linkageType === 'INTERNAL' && !input.link?.startsWith('/')) throw new AppError(400, 'contentLinkInvalid');
    if (input.linkageType === 'EXTERNAL' && !input.link?.startsWith('https://')) throw new AppError(400, 'contentLinkInvalid');
    if (input.linkageType === 'NONE') delete input.link;
    for (const path of [input.url, ...Object.values(input.images ?? {})]) {
      if (path.startsWith(IMAGE_PATH_PREFIX) && !(await this.images.get(tenantId, path.slice(IMAGE_PATH_PREFIX.length)))) {
        throw new AppError(400, 'contentImageUnknown');
      }
    }
  }

  #checkNotice(file: TenantConfig, input: NoticeInput): void {
    this.#checkSchedule(input);
    this.#checkLanguages(file, input.title);
    this.#checkLanguages(file, input.content);
  }

  #checkSchedule(input: { startsAt?: string; endsAt?: string }): void {
    if (input.startsAt !== undefined) input.startsAt = canonicalTime(input.startsAt);
    if (input.endsAt !== undefined) input.endsAt = canonicalTime(input.endsAt);
    if (input.startsAt !== undefined && input.endsAt !== undefined && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      throw new AppError(400, 'contentScheduleInvalid');
    }
  }

  #checkLanguages(file: TenantConfig, texts: Texts): void {
    const unsupported = Object.keys(texts).find((l) => !file.languages.supported.includes(l as LanguageCode));
    if (unsupported) throw new AppError(400, 'contentLanguageUnsupported', { params: { language: unsupported } });
  }

  #file(actor: StaffActor, tenantId: string): TenantConfig {
    assertBrandScope(actor.session, tenantId);
    const file = this.fileConfig(tenantId);
    if (!file) throw new AppError(404, 'notFound');
    return file;
  }
}
