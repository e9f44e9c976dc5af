// POST /bo/api/brands/:tenant/support/threads/:id/images (support.write, raw PNG/JPEG ≤ 5 MB): staff send a picture.
import type { TicketDetail } from '../../../../../schemas/generated/support.ts';
import { apiUpload } from '../../../../lib/api/api-client.ts';

export const uploadStaffImage = (tenantId: string, id: number, file: Blob) =>
  apiUpload<TicketDetail>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/threads/${id}/images`, file);
