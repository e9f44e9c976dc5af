// What the deposits repository hands out: numbers for ids and minor units, Dates, camelCase. Rows
// (deposits.table.ts) never leave the repository; receipt bytes only through receiptOf.
import type { DepositMethodKind, DepositStatus } from './deposits.table.ts';

export interface Deposit {
  tenantId: string;
  id: number;
  memberId: number;
  methodId: string;
  methodKind: DepositMethodKind;
  amount: number;
  currency: string;
  bankAccountId: string | null;
  reference: string | null;
  hasReceipt: boolean;
  gatewayToken: string | null;
  status: DepositStatus;
  createdAt: Date;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  note: string | null;
}

/** A deposit as staff lists show it: with the member's account name. */
export type StaffDeposit = Deposit & { account: string };
