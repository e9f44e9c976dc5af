// The withdrawal, bank card and payment password endpoints as typed calls and query keys.
import type { BindCardBody, CardView, ConfirmBody, PaymentPasswordBody, WithdrawalInfoValue, WithdrawalListValue, WithdrawalView, WithdrawRequest } from '../../../schemas/generated/withdrawals.ts';
import { apiGet, apiPost, apiPut, apiUpload } from '../../lib/api/api-client.ts';

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  info: () => [...withdrawalKeys.all, 'info'] as const,
  mine: () => [...withdrawalKeys.all, 'mine'] as const,
};

export const fetchInfo = (signal?: AbortSignal) => apiGet<WithdrawalInfoValue>('/wps/withdrawals/info', { signal });
export const fetchMyWithdrawals = (signal?: AbortSignal) => apiGet<WithdrawalListValue>('/wps/withdrawals', { signal });
export const setPaymentPassword = (body: PaymentPasswordBody) => apiPut<{ isSet: boolean }>('/wps/member/payment-password', body);
export const bindCard = (body: BindCardBody) => apiPost<CardView>('/wps/withdrawals/cards', body);
export const requestWithdrawal = (body: WithdrawRequest) => apiPost<WithdrawalView>('/wps/withdrawals', body);
export const uploadProof = (id: number, file: File) => apiUpload<WithdrawalView>(`/wps/withdrawals/${id}/proofs`, file);
export const confirmWithdrawal = (id: number, body: ConfirmBody) => apiPost<WithdrawalView>(`/wps/withdrawals/${id}/confirm`, body);
