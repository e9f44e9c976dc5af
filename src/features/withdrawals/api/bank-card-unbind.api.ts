// POST /wps/withdrawals/cards/:id/unbind: remove a bound card, confirmed by the payment password.
import type { UnbindCardBody } from '../../../../schemas/generated/withdrawals.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const unbindCard = (id: number, body: UnbindCardBody) => apiPost<null>(`/wps/withdrawals/cards/${id}/unbind`, body);
