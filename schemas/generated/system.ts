/* Generated from schemas/api/system.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * 0 normal, 1 maintenance (takes precedence), 2 region restricted.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "SystemStatusCode".
 */
export type SystemStatusCode = 0 | 1 | 2;
export type WhitelabelNode = import('./tenant.ts').WhitelabelNode;
export type RegisterRules = import('./tenant.ts').RegisterRules;
export type Resource = import('./tenant.ts').Resource;
export type CustomerServiceEntry = import('./tenant.ts').CustomerServiceEntry;
/**
 * Forwarded unchanged in the permission answer and /wps/system/domainRoute (spec §7 domain list entry).
 */
export type DomainEntry = import('./tenant.ts').DomainEntry;
/**
 * value of GET /wps/system/whitelabel: the effective feature tree.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "WhitelabelValue".
 */
export type WhitelabelValue = import('./tenant.ts').WhitelabelNode[];
/**
 * value of GET /wps/system/setting/register: registration field rules.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "RegisterSettingValue".
 */
export type RegisterSettingValue = import('./tenant.ts').RegisterRules;

/**
 * Shapes of the system endpoints and of the boot payload inlined in index.html.
 */
export interface SystemApi {}
/**
 * Every API answer. On failure value is null (or, where an error says so, data such as the balance), message is translated, code is a stable machine key.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "Envelope".
 */
export interface Envelope {
  success: boolean;
  value: unknown;
  message: string;
  code?: string;
  errors?: FieldError[];
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "FieldError".
 */
export interface FieldError {
  field: string;
  message: string;
  code?: string;
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "SystemStatusValue".
 */
export interface SystemStatusValue {
  status: SystemStatusCode;
  ip: string;
  maintenanceEndTime?: string;
  maintenanceInfo?: string;
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionQuery".
 */
export interface PermissionQuery {
  url?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "StatusQuery".
 */
export interface StatusQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "Location".
 */
export interface Location {
  ip: string;
  countryCode?: string;
}
/**
 * Query of endpoints whose only parameter is the message language.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionInfo".
 */
export interface PermissionInfo {
  /**
   * The effective feature tree (tenant file + staff overrides).
   */
  whitelabel: WhitelabelNode[];
  register: RegisterRules;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: {
    gtagId?: string;
  };
  domainRoute: DomainEntry[];
  imageCDNs: string[];
  launchGameCDNs: string[];
}
/**
 * value of GET /wps/system/permission.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "PermissionValue".
 */
export interface PermissionValue {
  info: PermissionInfo;
  location: Location;
  /**
   * Maintenance is in effect now.
   */
  maintenance: boolean;
  /**
   * This visitor is blocked by the tenant's region restriction.
   */
  regionRestriction: boolean;
}
