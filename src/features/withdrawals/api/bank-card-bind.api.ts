// POST /wps/withdrawals/cards: bind a bank card to pay out to.
import type { BindCardBody, CardView } from '../../../../schemas/generated/withdrawals.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const bindCard = (body: BindCardBody) => apiPost<CardView>('/wps/withdrawals/cards', body);
