// POST /wps/support/chat/images (raw PNG/JPEG ≤ 5 MB): a picture in the chat (a ticket when no staff is online).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSendResult } from '../../../../schemas/generated/support.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';
import { supportKeys } from './support-keys.ts';

export const sendChatImage = (file: Blob) => apiUpload<ChatSendResult>('/wps/support/chat/images', file);

export function useSendChatImage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendChatImage, onSettled: () => client.invalidateQueries({ queryKey: supportKeys.all }) });
}
