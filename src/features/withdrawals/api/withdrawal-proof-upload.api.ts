// POST /wps/withdrawals/:id/proofs (multipart): one picture of the received payout, before confirming.
import type { WithdrawalView } from '../../../../schemas/generated/withdrawals.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';

export const uploadProof = (id: number, file: File) => apiUpload<WithdrawalView>(`/wps/withdrawals/${id}/proofs`, file);
