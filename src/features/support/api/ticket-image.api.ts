// POST /wps/support/tickets/:id/images (raw PNG/JPEG ≤ 5 MB, at most 3 per ticket): attaches one image.
import type { TicketDetail } from '../../../../schemas/generated/support.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';

export const uploadTicketImage = (id: number, file: Blob) => apiUpload<TicketDetail>(`/wps/support/tickets/${id}/images`, file);
