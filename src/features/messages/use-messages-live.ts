// New messages without a reload: the push channel's 'messages' cue (content-free; sent to this member's
// streams, or the brand's for a broadcast) makes the inbox and the unread count be asked for again, through
// this member's own session.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPushEvent } from '../../lib/push/push-channel.ts';
import { messagesKeys } from './api/messages-keys.ts';

export function useMessagesLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => onPushEvent('messages', () => void queryClient.invalidateQueries({ queryKey: messagesKeys.all })), [queryClient]);
}
