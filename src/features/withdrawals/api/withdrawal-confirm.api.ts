// POST /wps/withdrawals/:id/confirm: the member says whether a paid withdrawal arrived (received, not
// received, partly received).
import type { ConfirmBody, WithdrawalView } from '../../../../schemas/generated/withdrawals.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const confirmWithdrawal = (id: number, body: ConfirmBody) => apiPost<WithdrawalView>(`/wps/withdrawals/${id}/confirm`, body);
