// What the withdrawals repository hands out: numbers for ids and minor units, Dates, camelCase.
// Rows (withdrawals.table.ts) never leave the repository.
import type { Confirmation, WithdrawalStatus } from './withdrawals.table.ts';

export interface BankCard {
  id: number;
  bankName: string;
  cardHolder: string;
  cardNumber: string;
}

/** A withdrawal with its card, the member's account name and how many proofs it has. */
export interface Withdrawal {
  tenantId: string;
  id: number;
  memberId: number;
  account: string;
  cardId: number;
  bankName: string;
  cardHolder: string;
  cardNumber: string;
  amount: number;
  currency: string;
  status: WithdrawalStatus;
  confirmation: Confirmation | null;
  receivedAmount: number | null;
  playerNote: string | null;
  proofCount: number;
  createdAt: Date;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  confirmBy: Date | null;
  resolution: 'paid' | 'refund' | null;
  note: string | null;
}

/** What a state change may write besides the status. */
export interface WithdrawalChanges {
  confirmation?: Confirmation;
  receivedAmount?: number;
  playerNote?: string | null;
  confirmedAt?: Date;
  reviewedBy?: string;
  reviewedAt?: Date;
  confirmBy?: Date;
  resolution?: 'paid' | 'refund';
  note?: string;
}
