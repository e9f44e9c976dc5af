// PUT /wps/member/payment-password: set or change the payment password withdrawals ask for.
import type { PaymentPasswordBody } from '../../../../schemas/generated/withdrawals.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const setPaymentPassword = (body: PaymentPasswordBody) => apiPut<{ isSet: boolean }>('/wps/member/payment-password', body);
