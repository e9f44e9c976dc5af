// POST /wps/promotions/applications/:id/images (session): one PNG or JPEG of at most 5 MB as the raw body,
// while the application is under review, at most 3 per application; the answer is the application with
// its new image count.
import type { ApplicationView } from '../../../../schemas/generated/promotions.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';

export const uploadApplicationImage = (applicationId: number, file: File) =>
  apiUpload<ApplicationView>(`/wps/promotions/applications/${applicationId}/images`, file);
