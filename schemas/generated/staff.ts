/* Generated from schemas/api/staff.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Text".
 */
export type Text = string;
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = number;
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "TenantId".
 */
export type TenantId = string;
/**
 * 3–32 characters, lower case, starting with a letter.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Username".
 */
export type Username = string;
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Role".
 */
export type Role = 'admin' | 'operations' | 'cashier' | 'marketing' | 'agentManager' | 'auditor';
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Permission".
 */
export type Permission =
  | 'staff.manage'
  | 'audit.read'
  | 'features.read'
  | 'features.write'
  | 'features.approve'
  | 'content.read'
  | 'content.write'
  | 'players.read'
  | 'players.write'
  | 'players.adjustBalance'
  | 'cashier.read'
  | 'cashier.act'
  | 'reports.read'
  | 'agents.read'
  | 'agents.write'
  | 'brands.read'
  | 'promotions.read'
  | 'promotions.write'
  | 'messages.read'
  | 'messages.write'
  | 'support.read'
  | 'support.write'
  | 'lottery.read'
  | 'lottery.write';
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Page".
 */
export type Page = number;
/**
 * Why: kept in the audit.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Reason".
 */
export type Reason = string;
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "Challenge".
 */
export type Challenge = string;
/**
 * GET /bo/api/cashier/:tab: one page (20 rows) of the tab, in the member's brands.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierListValue".
 */
export type CashierListValue = CashierDepositList | CashierWithdrawalList;
/**
 * POST /bo/api/cashier/:kind/:tenant/:id/:action: the item as it is after the action.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierActionValue".
 */
export type CashierActionValue = CashierDepositView | CashierWithdrawalView;

/**
 * Shapes of the back office's API (operator hosts only, /bo/api): staff sessions with TOTP, staff accounts, the audit, the cashier and the live feature tree.
 */
export interface StaffApi {}
/**
 * POST /bo/api/session
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "SignInRequest".
 */
export interface SignInRequest {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "SignInValue".
 */
export interface SignInValue {
  challenge: Challenge;
  /**
   * The account has no authenticator yet: enrol in the second step.
   */
  enrol: boolean;
}
/**
 * POST /bo/api/session/enrolment
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "ChallengeRequest".
 */
export interface ChallengeRequest {
  challenge: Challenge;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "EnrolmentValue".
 */
export interface EnrolmentValue {
  secret: string;
  uri: string;
  qrSvg: string;
}
/**
 * POST /bo/api/session/verify: a TOTP code or a recovery code.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "SecondFactorRequest".
 */
export interface SecondFactorRequest {
  challenge: Challenge;
  code?: string;
  recoveryCode?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "BrandView".
 */
export interface BrandView {
  id: string;
  name: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffMe".
 */
export interface StaffMe {
  id: Id;
  username: string;
  role: Role;
  permissions: Permission[];
  allBrands: boolean;
  brands: BrandView[];
  recoveryCodesLeft: number;
}
/**
 * GET /bo/api/session, and the answer of POST /bo/api/session/verify
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "SessionValue".
 */
export interface SessionValue {
  staff: StaffMe | null;
  csrfToken?: string;
  /**
   * Only right after enrolment: shown once.
   */
  recoveryCodes?: string[];
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffView".
 */
export interface StaffView {
  id: Id;
  username: string;
  role: Role;
  tenantIds: string[];
  disabled: boolean;
  enrolled: boolean;
  createdAt: string;
}
/**
 * GET /bo/api/staff
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffListValue".
 */
export interface StaffListValue {
  staff: StaffView[];
}
/**
 * POST /bo/api/staff
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffCreateRequest".
 */
export interface StaffCreateRequest {
  username: Username;
  password: string;
  role: Role;
  /**
   * @maxItems 200
   */
  tenantIds: TenantId[];
}
/**
 * PATCH /bo/api/staff/:id
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffUpdateRequest".
 */
export interface StaffUpdateRequest {
  role?: Role;
  /**
   * @maxItems 200
   */
  tenantIds?: TenantId[];
  disabled?: boolean;
  password?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "StaffIdParams".
 */
export interface StaffIdParams {
  id: Id;
}
/**
 * GET /bo/api/audit
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "AuditQuery".
 */
export interface AuditQuery {
  page?: Page;
  tenant?: TenantId;
  action?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "AuditRecordView".
 */
export interface AuditRecordView {
  id: Id;
  at: string;
  username: string;
  action: string;
  tenantId: string | null;
  subject: string | null;
  note: string | null;
  ip: string | null;
  detail: {} | null;
  revertible: boolean;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "AuditPageValue".
 */
export interface AuditPageValue {
  rows: AuditRecordView[];
  page: Page;
  totalPages: number;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "AuditIdParams".
 */
export interface AuditIdParams {
  id: Id;
}
/**
 * POST /bo/api/audit/:id/revert
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "RevertRequest".
 */
export interface RevertRequest {
  reason: Reason;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "BrandParams".
 */
export interface BrandParams {
  tenant: TenantId;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureParams".
 */
export interface FeatureParams {
  tenant: TenantId;
  modId: string;
}
/**
 * PUT /bo/api/brands/:tenant/features/:modId
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureChangeRequest".
 */
export interface FeatureChangeRequest {
  /**
   * true/false overrides the file; null removes the override (the file's value applies again).
   */
  enabled: boolean | null;
  reason: Reason;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureNodeView".
 */
export interface FeatureNodeView {
  modId: string;
  fileEnabled: boolean;
  override: boolean | null;
  /**
   * On with every ancestor on.
   */
  effective: boolean;
  changedBy: string | null;
  changedAt: string | null;
  children: FeatureNodeView[];
  /**
   * A change waiting for a second approver (brands with four-eyes).
   */
  pending: PendingFeatureChange | null;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "PendingFeatureChange".
 */
export interface PendingFeatureChange {
  id: Id;
  /**
   * What the module becomes on approval (null: back to the file).
   */
  to: boolean | null;
  requestedBy: string;
  requestedAt: string;
  reason: string;
  /**
   * The audit line this change reverts, if it is a revert.
   */
  reverts: Id | null;
}
/**
 * GET /bo/api/brands/:tenant/features
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureTreeValue".
 */
export interface FeatureTreeValue {
  tenantId: string;
  nodes: FeatureNodeView[];
  /**
   * Changes on this brand wait for a second approver.
   */
  fourEyes: boolean;
}
/**
 * GET /bo/api/cashier/:tab
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierListQuery".
 */
export interface CashierListQuery {
  status?: 'waiting' | 'done' | 'all';
  page?: Page;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierTabParams".
 */
export interface CashierTabParams {
  tab: 'deposits' | 'withdrawals' | 'disputes';
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierActionParams".
 */
export interface CashierActionParams {
  kind: 'deposits' | 'withdrawals';
  tenant: TenantId;
  id: Id;
  action: 'approve' | 'reject' | 'resolve';
}
/**
 * POST /bo/api/cashier/:kind/:tenant/:id/:action
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierActionRequest".
 */
export interface CashierActionRequest {
  note?: string;
  outcome?: 'paid' | 'refund';
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierFileParams".
 */
export interface CashierFileParams {
  kind: 'deposits' | 'withdrawals';
  tenant: TenantId;
  id: Id;
  index: number;
}
/**
 * A brand of the member's scope: its name and how its money is written.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierBrand".
 */
export interface CashierBrand {
  id: string;
  name: string;
  symbol: string;
  minorUnits: number;
}
/**
 * A deposit as the cashier sees it; 'pending' manual bank deposits wait for staff.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierDepositView".
 */
export interface CashierDepositView {
  tenantId: string;
  id: Id;
  memberId: Id;
  account: string;
  methodId: string;
  methodKind: 'manualBank' | 'sandboxGateway';
  /**
   * Integer minor units.
   */
  amount: number;
  currency: string;
  bankAccountId?: string;
  reference?: string;
  hasReceipt: boolean;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  createdAt: string;
  reviewedBy?: string;
  reviewedAt?: string;
  note?: string;
}
/**
 * A withdrawal as the cashier sees it: pending → approved (paid out) or rejected; approved → received or disputed → resolved.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierWithdrawalView".
 */
export interface CashierWithdrawalView {
  tenantId: string;
  id: Id;
  memberId: Id;
  account: string;
  /**
   * Integer minor units.
   */
  amount: number;
  currency: string;
  bankName: string;
  cardHolder: string;
  cardNumber: string;
  status: 'pending' | 'approved' | 'rejected' | 'received' | 'disputed' | 'resolved';
  /**
   * When disputed: what the player says arrived (integer minor units).
   */
  receivedAmount?: number;
  proofCount: number;
  createdAt: string;
  reviewedBy?: string;
  reviewedAt?: string;
  note?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierDepositList".
 */
export interface CashierDepositList {
  tab: 'deposits';
  items: CashierDepositView[];
  page: Page;
  totalPages: number;
  brands: CashierBrand[];
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "CashierWithdrawalList".
 */
export interface CashierWithdrawalList {
  tab: 'withdrawals' | 'disputes';
  items: CashierWithdrawalView[];
  page: Page;
  totalPages: number;
  brands: CashierBrand[];
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "EmptyQuery".
 */
export interface EmptyQuery {}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureRequestParams".
 */
export interface FeatureRequestParams {
  tenant: TenantId;
  id: Id;
}
/**
 * POST /bo/api/brands/:tenant/features/requests/:id: approve (a second member of staff) or reject (a second member of staff, or the requester withdrawing it).
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FeatureDecisionRequest".
 */
export interface FeatureDecisionRequest {
  decision: 'approve' | 'reject';
  reason: Reason;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "TenantProblem".
 */
export interface TenantProblem {
  /**
   * JSON pointer into the file ('' for the whole file).
   */
  pointer: string;
  message: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "BrandFileState".
 */
export interface BrandFileState {
  id: string;
  file: string;
  state: 'ok' | 'invalid';
  /**
   * The brand is served: this file, or after an invalid edit its last good config.
   */
  serving: boolean;
  checkedAt: string;
  errors: TenantProblem[];
  warnings: TenantProblem[];
}
/**
 * GET /bo/api/brand-files: each tenant file's validation state, as the server last checked it.
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "BrandFilesValue".
 */
export interface BrandFilesValue {
  files: BrandFileState[];
}
/**
 * POST /bo/api/brand-files/validate: the body is the file's text (Content-Type text/plain or application/octet-stream).
 *
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FileValidationQuery".
 */
export interface FileValidationQuery {
  /**
   * The uploaded file's name, shown in the messages.
   */
  file?: string;
}
/**
 * This interface was referenced by `StaffApi`'s JSON-Schema
 * via the `definition` "FileValidationValue".
 */
export interface FileValidationValue {
  /**
   * No errors: the file would be served as it is.
   */
  ok: boolean;
  id: string | null;
  /**
   * Whether the brand's art folder exists here, so art files were checked.
   */
  artChecked: boolean;
  errors: TenantProblem[];
  warnings: TenantProblem[];
}
