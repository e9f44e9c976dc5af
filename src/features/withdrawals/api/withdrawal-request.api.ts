// POST /wps/withdrawals: ask for a payout to a bound card (payment password, idempotency key).
import type { WithdrawalView, WithdrawRequest } from '../../../../schemas/generated/withdrawals.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const requestWithdrawal = (body: WithdrawRequest) => apiPost<WithdrawalView>('/wps/withdrawals', body);
