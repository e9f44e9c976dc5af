// One row of the cashier's lists: a deposit or a withdrawal, told apart by the list it came from.
import type { CashierDepositView, CashierWithdrawalView } from '../../../../../schemas/generated/staff.ts';

export type CashierRowItem = { kind: 'deposits'; item: CashierDepositView } | { kind: 'withdrawals'; item: CashierWithdrawalView };

/** What staff can decide on the row now: approve/reject a waiting request, or close a dispute. */
export function decisionsOf(row: CashierRowItem): 'decide' | 'resolve' | null {
  const { item } = row;
  // A gateway deposit waits for the gateway's signed notice, not for staff.
  if (item.status === 'pending') return row.kind === 'withdrawals' || row.item.methodKind === 'manualBank' ? 'decide' : null;
  return item.status === 'disputed' ? 'resolve' : null;
}
