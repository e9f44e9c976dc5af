// POST /wps/member/transfer-upline: send money to the upline or a downline member, with the payment password.
import type { TransferResult, TransferUplineBody } from '../../../../schemas/generated/wallet.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const transferToMember = (body: TransferUplineBody) => apiPost<TransferResult>('/wps/member/transfer-upline', body);
