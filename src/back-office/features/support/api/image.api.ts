// GET /bo/api/brands/:tenant/support/images/:id (support.read): a post's image, as an <img> source (the staff cookie goes with it).
export const supportImageUrl = (tenantId: string, postImage: string) =>
  `/bo/api/brands/${encodeURIComponent(tenantId)}/support/images/${postImage.split('/').pop() ?? ''}`;
