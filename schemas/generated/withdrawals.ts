/* Generated from schemas/api/withdrawals.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Shapes of the withdrawal, bank card and payment password endpoints (spec §2 withdraw, §3–§5). Amounts are integer minor units.
 */
export interface WithdrawalsApi {}
/**
 * PUT /wps/member/payment-password: first time with the login password (when the account has one), later with the old payment password.
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "PaymentPasswordBody".
 */
export interface PaymentPasswordBody {
  newPaymentPassword: string;
  loginPassword?: string;
  oldPaymentPassword?: string;
}
/**
 * POST /wps/withdrawals/cards
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "BindCardBody".
 */
export interface BindCardBody {
  bankName: string;
  cardHolder: string;
  cardNumber: string;
  paymentPassword: string;
  /**
   * The card number typed again (the portal's form always sends it); one that differs is refused with 'Incorrect confirmation input' (spec §8) and nothing is bound.
   */
  confirmCardNumber?: string;
}
/**
 * POST /wps/withdrawals/cards/:id/unbind: removing a card is confirmed by the payment password (issue 21: every bank card change is confirmed).
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "UnbindCardBody".
 */
export interface UnbindCardBody {
  paymentPassword: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "CardView".
 */
export interface CardView {
  id: number;
  bankName: string;
  cardHolder: string;
  /**
   * Masked: only the last four digits.
   */
  cardNumber: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  id: number;
}
/**
 * GET /wps/withdrawals/info: what the withdraw page needs.
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "WithdrawalInfoValue".
 */
export interface WithdrawalInfoValue {
  currency: string;
  minAmount: number;
  maxAmount: number;
  banks: string[];
  maxCards: number;
  cards: CardView[];
  paymentPasswordSet: boolean;
  balance: number;
  confirmTimeoutMinutes: number;
  rules: {
    paymentPassword?: FieldRuleView;
    payeeName?: FieldRuleView;
  };
}
/**
 * A field rule of the brand's register block (spec §5), so the page checks what the server checks.
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "FieldRuleView".
 */
export interface FieldRuleView {
  enabled: boolean;
  required: boolean;
  acceptedPattern?: string;
  patternId?: string;
  minLength?: number;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
}
/**
 * POST /wps/withdrawals: holds the amount until staff pay out or reject.
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "WithdrawRequest".
 */
export interface WithdrawRequest {
  cardId: number;
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "WithdrawalView".
 */
export interface WithdrawalView {
  id: number;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected' | 'received' | 'disputed' | 'resolved';
  bankName: string;
  cardNumber: string;
  confirmation?: 'received' | 'notReceived' | 'partlyReceived' | 'timeout';
  receivedAmount?: number;
  remainingAmount?: number;
  resolution?: 'paid' | 'refund';
  /**
   * Proof images uploaded; the maximum is the proof limit both sides read (schemas/rules/withdrawal-limits.ts).
   */
  proofCount: number;
  confirmBy?: string;
  note?: string;
  createdAt: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "WithdrawalListQuery".
 */
export interface WithdrawalListQuery {
  pageNo?: number;
  language?: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "WithdrawalListValue".
 */
export interface WithdrawalListValue {
  list: WithdrawalView[];
  totalPages: number;
}
/**
 * POST /wps/withdrawals/{id}/confirm after payout (spec §4). notReceived needs at least one proof image uploaded first; partlyReceived needs receivedAmount.
 *
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "ConfirmBody".
 */
export interface ConfirmBody {
  state: 'received' | 'notReceived' | 'partlyReceived';
  receivedAmount?: number;
  /**
   * At most 140 characters, counted as Unicode code points (JSON Schema maxLength); the client applies the same rule (schemas/rules/withdrawal-limits.ts).
   */
  note?: string;
}
/**
 * This interface was referenced by `WithdrawalsApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: string;
}
