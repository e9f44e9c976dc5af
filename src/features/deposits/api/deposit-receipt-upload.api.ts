// POST /wps/deposits/:id/receipt (multipart): the picture of a bank transfer's receipt.
import type { DepositView } from '../../../../schemas/generated/deposits.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';

export const uploadReceipt = (id: number, file: File) => apiUpload<DepositView>(`/wps/deposits/${id}/receipt`, file);
