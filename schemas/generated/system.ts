/* Generated from schemas/api/system.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * 0 normal, 1 maintenance (takes precedence), 2 region restricted.
 *
 * This interface was referenced by `SystemApi`'s JSON-Schema
 * via the `definition` "SystemStatusCode".
 */
export type SystemStatusCode = 0 | 1 | 2;

/**
 * Shapes of the system endpoints and of the boot payload inlined in index.html.
 */
export interface SystemApi {}
/**
 * Every API answer. On failure value is null, message is translated, code is a stable machine key.
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
