// The built-in chat room, loaded the first time it opens (its own chunk, after the whole catalogue).
import { lazy, Suspense } from 'react';
import { openLoginModal } from '../features/accounts/login/login-modal.store.ts';
import { useChatRoomStore } from '../features/support/chat/chat-room.store.ts';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';

const ChatRoom = lazy(withFullCatalogue(() => import('../features/support/chat/chat-room.tsx')));

export function ChatRoomHost() {
  const open = useChatRoomStore((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <ChatRoom onLogin={() => openLoginModal()} />
    </Suspense>
  ) : null;
}
