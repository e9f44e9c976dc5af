// POST /wps/promotions/:id/applications (session): the member applies to an 'apply' activity with an
// optional comment (at most 140 characters); the answer is the new application ('applying'). Its images
// follow one request each (application-image-upload.api.ts). Each answer is put in place in the
// promotion the member sees (its status and application), and their promotions list is asked for again.
import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationRequest, ApplicationView, PromotionDetail } from '../../../../schemas/generated/promotions.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const createApplication = (promotionId: string, comment: string) =>
  apiPost<ApplicationView>(`/wps/promotions/${encodeURIComponent(promotionId)}/applications`, (comment ? { comment } : {}) satisfies ApplicationRequest);

/** The member's promotion now shows this application and its status; the list follows. */
export function applicationSaved(queryClient: QueryClient, language: string, application: ApplicationView): void {
  queryClient.setQueryData<PromotionDetail>(promotionsKeys.memberDetail(application.promotionId, language), (detail) =>
    detail ? { ...detail, status: application.status, application } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: promotionsKeys.memberList(language) });
}
