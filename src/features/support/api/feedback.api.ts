// PUT /wps/feedback (module CUSTOMERSERVICE, a real account): the player's feedback; its words must lie
// between the brand's support.contentWords bounds (spec §5). Answers the stored feedback's id.
import { useMutation } from '@tanstack/react-query';
import type { FeedbackReceipt, FeedbackRequest } from '../../../../schemas/generated/support.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const sendFeedback = (body: FeedbackRequest) => apiPut<FeedbackReceipt>('/wps/feedback', body);

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
