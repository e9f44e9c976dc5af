// POST /wps/deposits/bank: a manual bank transfer the member made, waiting for staff's approval.
import type { BankDepositRequest, DepositView } from '../../../../schemas/generated/deposits.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const createBankDeposit = (body: BankDepositRequest) => apiPost<DepositView>('/wps/deposits/bank', body);

/** A fresh key per intended payment: a retried click then creates one deposit, not two. */
export const newIdempotencyKey = () => crypto.randomUUID();
