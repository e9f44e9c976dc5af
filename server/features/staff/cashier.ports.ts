// What the staff cashier needs from the deposits and withdrawals features (one feature calls another's
// service, never its repository). DepositsService and WithdrawalsService implement these; app.ts wires
// them. Amounts are integer minor units. Every action is idempotent in effect: approving twice, or
// approving what another staff member already rejected, moves no money and answers 409 `alreadyReviewed`.
export interface StaffActor {
  id: number;
  username: string;
}

export interface StaffListQuery {
  /** The tenants this staff member may see; the caller has already intersected with the request. */
  tenantIds: readonly string[];
  /** Default: the items waiting for staff (deposits to check, withdrawals to pay out); 'disputed': withdrawals the player disputes. */
  status?: 'waiting' | 'done' | 'all' | 'disputed';
  /** 1-based; 20 per page. */
  page?: number;
}

export interface StaffPage<T> {
  items: T[];
  totalPages: number;
}

export interface StaffDepositItem {
  tenantId: string;
  id: number;
  memberId: number;
  account: string;
  methodId: string;
  methodKind: 'manualBank' | 'sandboxGateway';
  amount: number;
  currency: string;
  /** manualBank: the operator account paid into and the player's reference. */
  bankAccountId?: string;
  reference?: string;
  hasReceipt: boolean;
  /** 'pending' waits for staff (manual) or the gateway; the rest are final. */
  status: 'pending' | 'approved' | 'rejected' | 'failed';
  createdAt: string;
  reviewedBy?: string;
  reviewedAt?: string;
  note?: string;
}

export interface StaffWithdrawalItem {
  tenantId: string;
  id: number;
  memberId: number;
  account: string;
  amount: number;
  currency: string;
  bankName: string;
  cardHolder: string;
  cardNumber: string;
  /** pending → approved (paid out) or rejected (funds returned); approved → confirmed by the player, or disputed (not / partly received). */
  status: 'pending' | 'approved' | 'rejected' | 'received' | 'disputed' | 'resolved';
  /** When disputed: what the player says arrived (partly received) and how many proof images. */
  receivedAmount?: number;
  proofCount: number;
  createdAt: string;
  reviewedBy?: string;
  reviewedAt?: string;
  note?: string;
}

export interface StaffImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

export interface DepositsCashierPort {
  listForStaff(query: StaffListQuery): Promise<StaffPage<StaffDepositItem>>;
  approve(tenantId: string, depositId: number, staff: StaffActor): Promise<StaffDepositItem>;
  reject(tenantId: string, depositId: number, staff: StaffActor, note: string): Promise<StaffDepositItem>;
  receipt(tenantId: string, depositId: number): Promise<StaffImage | null>;
}

export interface WithdrawalsCashierPort {
  listForStaff(query: StaffListQuery): Promise<StaffPage<StaffWithdrawalItem>>;
  /** Marks the payout done: the held funds go to the cashier; the player may then confirm receipt. */
  approve(tenantId: string, withdrawalId: number, staff: StaffActor): Promise<StaffWithdrawalItem>;
  /** Refuses the request: the held funds go back to the player's wallet. */
  reject(tenantId: string, withdrawalId: number, staff: StaffActor, note: string): Promise<StaffWithdrawalItem>;
  /** Closes a dispute: 'paid' moves nothing; 'refund' returns the amount not received to the wallet (once). */
  resolveDispute(tenantId: string, withdrawalId: number, staff: StaffActor, outcome: 'paid' | 'refund', note: string): Promise<StaffWithdrawalItem>;
  proof(tenantId: string, withdrawalId: number, index: number): Promise<StaffImage | null>;
}
