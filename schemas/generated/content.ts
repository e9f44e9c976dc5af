/* Generated from schemas/api/content.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentId".
 */
export type ContentId = number;
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentKind".
 */
export type ContentKind = 'banners' | 'notices' | 'maintenance';
/**
 * An ISO 8601 time with its offset, e.g. 2026-12-01T08:00:00Z.
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "Instant".
 */
export type Instant = string;
/**
 * An uploaded image (/content-images/<hash>.<ext>), a path under the brand's asset folder or an https URL.
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ImagePath".
 *
 * This interface was referenced by `BannerImages`'s JSON-Schema definition
 * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
 */
export type ImagePath = string;
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "NoticeType".
 */
export type NoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
/**
 * An IPv4/IPv6 address or CIDR range, e.g. 203.0.113.0/24.
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "AddressOrRange".
 */
export type AddressOrRange = string;

/**
 * Shapes of the back office's live content (operator hosts only, /bo/api/brands/:tenant/content): banners per group, notices and the maintenance window, stored as overrides on top of the tenant file, and the banner image upload.
 */
export interface ContentApi {}
/**
 * One line per language.
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ShortText".
 */
export interface ShortText {
  /**
   * This interface was referenced by `ShortText`'s JSON-Schema definition
   * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
   */
  [k: string]: string;
}
/**
 * Plain-text paragraphs per language (rendered as text, never as HTML).
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "LongText".
 */
export interface LongText {
  /**
   * This interface was referenced by `LongText`'s JSON-Schema definition
   * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
   */
  [k: string]: string;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "BannerImages".
 */
export interface BannerImages {
  [k: string]: ImagePath;
}
/**
 * POST /bo/api/brands/:tenant/content/banners, PUT …/banners/:id
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "BannerInput".
 */
export interface BannerInput {
  groupName:
    | 'w_home'
    | 'w_rng'
    | 'w_live'
    | 'w_fish'
    | 'w_pvp'
    | 'w_sports'
    | 'w_esports'
    | 'w_lott'
    | 'w_cockfight'
    | 'w_promotion'
    | 'w_shop'
    | 'w_help'
    | 'w_reg'
    | 'w_forget';
  url: ImagePath;
  images?: BannerImages;
  linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  /**
   * A route of the portal (INTERNAL, starts with /) or an https URL (EXTERNAL).
   */
  link?: string;
  alt?: ShortText;
  startsAt?: Instant;
  endsAt?: Instant;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentBanner".
 */
export interface ContentBanner {
  bannerId: ContentId;
  groupName:
    | 'w_home'
    | 'w_rng'
    | 'w_live'
    | 'w_fish'
    | 'w_pvp'
    | 'w_sports'
    | 'w_esports'
    | 'w_lott'
    | 'w_cockfight'
    | 'w_promotion'
    | 'w_shop'
    | 'w_help'
    | 'w_reg'
    | 'w_forget';
  url: ImagePath;
  images?: BannerImages;
  linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL';
  link?: string;
  alt?: ShortText;
  startsAt?: Instant;
  endsAt?: Instant;
}
/**
 * POST /bo/api/brands/:tenant/content/notices, PUT …/notices/:id
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "NoticeInput".
 */
export interface NoticeInput {
  type: NoticeType;
  title: ShortText;
  content: LongText;
  startsAt?: Instant;
  endsAt?: Instant;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentNotice".
 */
export interface ContentNotice {
  id: ContentId;
  type: NoticeType;
  title: ShortText;
  content: LongText;
  startsAt?: Instant;
  endsAt?: Instant;
}
/**
 * PUT /bo/api/brands/:tenant/content/maintenance
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "MaintenanceInput".
 */
export interface MaintenanceInput {
  enabled: boolean;
  endTime?: Instant;
  info?: LongText;
  /**
   * Addresses that still see the site during maintenance (server-only, never in the public config).
   *
   * @maxItems 100
   */
  allowList: AddressOrRange[];
  /**
   * Why: kept in the audit.
   */
  reason?: string;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentMaintenance".
 */
export interface ContentMaintenance {
  enabled: boolean;
  endTime?: Instant;
  info?: LocalizedText;
  allowList: string[];
}
/**
 * Text per language; the brand's default language is the fallback.
 */
export interface LocalizedText {
  /**
   * This interface was referenced by `LocalizedText`'s JSON-Schema definition
   * via the `patternProperty` "^(TY|EN|CN|ID|TH|VI|FIL)$".
   */
  [k: string]: string;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentParams".
 */
export interface ContentParams {
  tenant: string;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentItemParams".
 */
export interface ContentItemParams {
  tenant: string;
  id: ContentId;
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentKindParams".
 */
export interface ContentKindParams {
  tenant: string;
  kind: ContentKind;
}
/**
 * GET /bo/api/brands/:tenant/content/brand-assets/*path (the editor's preview of file art)
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "BrandAssetParams".
 */
export interface BrandAssetParams {
  tenant: string;
  /**
   * @maxItems 16
   */
  path?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ];
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ImageParams".
 */
export interface ImageParams {
  tenant: string;
  name: string;
}
/**
 * PUT /bo/api/brands/:tenant/content/banner-order
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "BannerOrderRequest".
 */
export interface BannerOrderRequest {
  groupName:
    | 'w_home'
    | 'w_rng'
    | 'w_live'
    | 'w_fish'
    | 'w_pvp'
    | 'w_sports'
    | 'w_esports'
    | 'w_lott'
    | 'w_cockfight'
    | 'w_promotion'
    | 'w_shop'
    | 'w_help'
    | 'w_reg'
    | 'w_forget';
  /**
   * Every banner of the group, in the new order.
   *
   * @maxItems 500
   */
  ids: ContentId[];
}
/**
 * PUT /bo/api/brands/:tenant/content/notice-order
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "NoticeOrderRequest".
 */
export interface NoticeOrderRequest {
  /**
   * Every notice, in the new order.
   *
   * @maxItems 500
   */
  ids: ContentId[];
}
/**
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentSource".
 */
export interface ContentSource {
  /**
   * file: the tenant file's list applies (nothing edited yet, or reset); staff: the list edited in the back office replaces the file's.
   */
  source: 'file' | 'staff';
  changedBy: string | null;
  changedAt: string | null;
}
/**
 * GET /bo/api/brands/:tenant/content and the answer of every change.
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "ContentValue".
 */
export interface ContentValue {
  tenantId: string;
  /**
   * The brand's languages, default first.
   */
  languages: ('TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL')[];
  banners: ContentBanner[];
  bannersSource: ContentSource;
  notices: ContentNotice[];
  noticesSource: ContentSource;
  maintenance: ContentMaintenance;
  maintenanceSource: ContentSource;
}
/**
 * POST /bo/api/brands/:tenant/content/images (raw PNG, JPEG or WebP body)
 *
 * This interface was referenced by `ContentApi`'s JSON-Schema
 * via the `definition` "UploadedImage".
 */
export interface UploadedImage {
  /**
   * /content-images/<hash>.<ext>, served by every host of the brand.
   */
  url: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  bytes: number;
}
