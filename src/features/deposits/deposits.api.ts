// The deposit endpoints (server/features/deposits) as typed calls and query keys.
import type { BankDepositRequest, DepositListValue, DepositMethodsValue, DepositView, GatewayDepositRequest } from '../../../schemas/generated/deposits.ts';
import { apiGet, apiPost, apiUpload } from '../../lib/api/api-client.ts';

export const depositKeys = {
  all: ['deposits'] as const,
  methods: () => [...depositKeys.all, 'methods'] as const,
  mine: () => [...depositKeys.all, 'mine'] as const,
};

export const fetchMethods = (signal?: AbortSignal) => apiGet<DepositMethodsValue>('/wps/deposits/methods', { signal });
export const fetchMyDeposits = (signal?: AbortSignal) => apiGet<DepositListValue>('/wps/deposits', { signal });
export const createBankDeposit = (body: BankDepositRequest) => apiPost<DepositView>('/wps/deposits/bank', body);
export const createGatewayDeposit = (body: GatewayDepositRequest) => apiPost<DepositView>('/wps/deposits/gateway', body);
export const uploadReceipt = (id: number, file: File) => apiUpload<DepositView>(`/wps/deposits/${id}/receipt`, file);

/** A fresh key per intended payment: a retried click then creates one deposit, not two. */
export const newIdempotencyKey = () => crypto.randomUUID();
