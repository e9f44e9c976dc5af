// POST /wps/deposits/gateway: start an online payment; the value carries the gateway's page (payUrl).
import type { DepositView, GatewayDepositRequest } from '../../../../schemas/generated/deposits.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const createGatewayDeposit = (body: GatewayDepositRequest) => apiPost<DepositView>('/wps/deposits/gateway', body);
