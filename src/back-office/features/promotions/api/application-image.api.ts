// GET /bo/api/brands/:tenant/promotions/applications/:id/images/:position (1–3): an image the player sent
// with the application. Shown as <img src>: the staff cookie (SameSite=Strict) goes with a same-origin
// image request, so no script fetches it.
import type { ImageParams } from '../../../../../schemas/generated/promotion-admin.ts';

export const applicationImageUrl = ({ tenant, id, position }: ImageParams) =>
  `/bo/api/brands/${encodeURIComponent(tenant)}/promotions/applications/${id}/images/${position}`;
