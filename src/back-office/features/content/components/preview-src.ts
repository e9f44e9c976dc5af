// Where the back office shows a banner's art: an uploaded image through the staff image endpoint, the
// brand's file art through the staff brand-assets endpoint (the brand's hosts serve both at their own
// paths, which the operator host does not), anything else (https) as it is.
export function previewSrc(tenantId: string, url: string): string {
  const base = `/bo/api/brands/${encodeURIComponent(tenantId)}/content`;
  if (url.startsWith('/content-images/')) return `${base}/images/${url.slice('/content-images/'.length)}`;
  if (url.startsWith('/brand-assets/')) return `${base}${url}`;
  return url;
}
