// GET /bo/api/cashier/:kind/:tenant/:id/images/:index: a deposit's receipt (index 1) or a withdrawal's
// proof images (1–3). Shown as <img src>: the staff cookie (SameSite=Strict) goes with a same-origin
// image request, and the answer is never cached.
import type { CashierFileParams } from '../../../../../schemas/generated/staff.ts';

export const cashierImageUrl = ({ kind, tenant, id, index }: CashierFileParams) =>
  `/bo/api/cashier/${kind}/${encodeURIComponent(tenant)}/${id}/images/${index}`;
