// POST /bo/api/brands/:tenant/content/images: one banner image as the raw body (PNG, JPEG or WebP, at
// most 1 MB; the server checks the bytes). Answers the content-hashed path the banner then names.
import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '../../../../../schemas/generated/content.ts';
import { apiUpload } from '../../../../lib/api/api-client.ts';
import { contentPath } from './content.api.ts';

export const uploadImage = (tenantId: string, file: Blob) => apiUpload<UploadedImage>(`${contentPath(tenantId)}/images`, file);

/** Where the back office shows an uploaded image (the brand host serves it at its /content-images/ path). */
export function previewSrc(tenantId: string, url: string): string {
  if (url.startsWith('/content-images/')) return `${contentPath(tenantId)}/images/${url.slice('/content-images/'.length)}`;
  // The brand's file art, which its hosts serve at /brand-assets/.
  if (url.startsWith('/brand-assets/')) return `${contentPath(tenantId)}${url}`;
  return url;
}

export function useUploadImage(tenantId: string) {
  return useMutation({ mutationFn: (file: Blob) => uploadImage(tenantId, file) });
}
