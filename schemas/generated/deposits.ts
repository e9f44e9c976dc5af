/* Generated from schemas/api/deposits.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Integer minor units.
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = number;
/**
 * Chosen by the client once per intended payment; a retry with the same key returns the first result.
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "IdempotencyKey".
 */
export type IdempotencyKey = string;
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "Text".
 */
export type Text = string;

/**
 * Shapes of the deposit endpoints (spec §2 depositv2). Amounts are integer minor units of the tenant currency.
 */
export interface DepositsApi {}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositMethodView".
 */
export interface DepositMethodView {
  id: string;
  kind: 'manualBank' | 'sandboxGateway';
  /**
   * In the request language.
   */
  name: string;
  minAmount: Amount;
  maxAmount: Amount;
  bankAccounts: {
    id: string;
    bankName: string;
    accountName: string;
    accountNumber: string;
    branch?: string;
  }[];
}
/**
 * GET /wps/deposits/methods
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositMethodsValue".
 */
export interface DepositMethodsValue {
  currency: string;
  methods: DepositMethodView[];
}
/**
 * POST /wps/deposits/bank: the player says they paid `amount` into one of the operator's accounts; the receipt image follows at POST /wps/deposits/{id}/receipt.
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "BankDepositRequest".
 */
export interface BankDepositRequest {
  methodId: string;
  bankAccountId: string;
  amount: Amount;
  reference: Text;
  idempotencyKey: IdempotencyKey;
}
/**
 * POST /wps/deposits/gateway: starts an online payment; the answer carries the payment page to open.
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "GatewayDepositRequest".
 */
export interface GatewayDepositRequest {
  methodId: string;
  amount: Amount;
  idempotencyKey: IdempotencyKey;
}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositIdParams".
 */
export interface DepositIdParams {
  id: number;
}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositListQuery".
 */
export interface DepositListQuery {
  pageNo?: number;
  language?: string;
}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositView".
 */
export interface DepositView {
  id: number;
  methodId: string;
  methodKind: 'manualBank' | 'sandboxGateway';
  amount: Amount;
  currency: string;
  bankAccountId?: string;
  reference?: string;
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  hasReceipt: boolean;
  /**
   * Gateway deposits while pending: the payment page.
   */
  payUrl?: string;
  note?: string;
  createdAt: string;
}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "DepositListValue".
 */
export interface DepositListValue {
  list: DepositView[];
  totalPages: number;
}
/**
 * POST /wps/payments/sandbox/webhook, signed: header x-sandbox-signature `t=<unix seconds>,v1=<hex HMAC-SHA256(paymentWebhookSecret, t + '.' + raw body)>`.
 *
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "SandboxWebhookBody".
 */
export interface SandboxWebhookBody {
  token: string;
  status: 'paid' | 'failed';
  amount: Amount;
  currency: string;
  gatewayRef: string;
}
/**
 * This interface was referenced by `DepositsApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
