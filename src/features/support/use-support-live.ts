// Live support without a reload: the push channel's 'support' events (sent only to this member's streams)
// make the tickets and the chat be asked for again through the member's own session; 'typing' from staff
// shows the typing line for a few seconds.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onPushEvent } from '../../lib/push/push-channel.ts';
import { supportKeys } from './api/support-keys.ts';

const TYPING_SHOWN_MS = 4_000;

/** Keeps support queries fresh; answers the thread id staff are typing in right now (or null). */
export function useSupportLive(): number | null {
  const queryClient = useQueryClient();
  const [typingIn, setTypingIn] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onPushEvent('support', (event) => {
      if (event.kind === 'typing') {
        if (event.by !== 'staff') return;
        setTypingIn(event.threadId);
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
        return;
      }
      if (event.kind === 'post' && event.by === 'staff') setTypingIn(null);
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
  return typingIn;
}
