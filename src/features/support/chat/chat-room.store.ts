// Whether the built-in chat room is open (UI state only; the conversation is server data).
import { create } from 'zustand';

interface ChatRoomState {
  open: boolean;
}

export const useChatRoomStore = create<ChatRoomState>(() => ({ open: false }));

export const openChatRoom = () => useChatRoomStore.setState({ open: true });
export const closeChatRoom = () => useChatRoomStore.setState({ open: false });
