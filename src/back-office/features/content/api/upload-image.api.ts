// POST /bo/api/brands/:tenant/content/images: one banner image as the raw body (PNG, JPEG or WebP, at
// most 1 MB; the server checks the bytes). Answers the content-hashed path the banner then names.
import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '../../../../../schemas/generated/content.ts';
import { apiUpload } from '../../../../lib/api/api-client.ts';

export const uploadImage = (tenantId: string, file: Blob) => apiUpload<UploadedImage>(`/bo/api/brands/${encodeURIComponent(tenantId)}/content/images`, file);

export function useUploadImage(tenantId: string) {
  return useMutation({ mutationFn: (file: Blob) => uploadImage(tenantId, file) });
}
