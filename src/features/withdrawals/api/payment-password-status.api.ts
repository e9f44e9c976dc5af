// GET /wps/member/payment-password (session): whether the payment password is set (my account shows it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client.ts';
import { withdrawalsKeys } from './withdrawals-keys.ts';

export const fetchPaymentPasswordStatus = (): Promise<{ isSet: boolean }> => apiGet<{ isSet: boolean }>('/wps/member/payment-password');

export const paymentPasswordStatusQueryOptions = () =>
  queryOptions({ queryKey: withdrawalsKeys.paymentPassword(), queryFn: fetchPaymentPasswordStatus, staleTime: 30_000 });

export function usePaymentPasswordStatus() {
  return useQuery(paymentPasswordStatusQueryOptions());
}
