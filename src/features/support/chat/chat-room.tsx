// The built-in chat room (spec "chat room", issue 21 item 5): the customer-service button opens it when the
// brand's support.chat is builtIn. A signed-in player writes to the brand's support staff; messages, typing and
// read marks arrive over the push channel. With no staff online a message becomes a ticket, and the room says
// its number (the answer comes in the player's messages). Signed out, it offers the login.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { imageProblem } from '../../../components/cashier/image-picker.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Notice } from '../../../components/form/form-parts.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { useSendChatImage } from '../api/chat-image.api.ts';
import { useSendChat } from '../api/chat-send.api.ts';
import { useChatState } from '../api/chat-state.api.ts';
import { sendChatTyping } from '../api/chat-typing.api.ts';
import { markThreadRead } from '../api/thread-read.api.ts';
import { ThreadPosts } from '../thread-posts.tsx';
import { useSupportLive } from '../use-support-live.ts';
import { closeChatRoom, useChatRoomStore } from './chat-room.store.ts';

/** A typing cue at most this often while the player types. */
const TYPING_EVERY_MS = 3_000;
const CHAT_TEXT_MAX = 1000;

export default function ChatRoom({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const open = useChatRoomStore((s) => s.open);
  const signedIn = useSignedIn();
  return (
    <Modal open={open} title={t('support.chat.title')} onClose={closeChatRoom} closeLabel={t('common.close')} width={460}>
      {signedIn ? (
        <Conversation />
      ) : (
        <SignedOut data-testid="chat-signed-out">
          <p>{t('support.chat.loginFirst')}</p>
          <Button
            type="button"
            onClick={() => {
              closeChatRoom();
              onLogin();
            }}
          >
            {t('support.chat.login')}
          </Button>
        </SignedOut>
      )}
    </Modal>
  );
}

function Conversation() {
  const { t } = useTranslation();
  const state = useChatState();
  const typingIn = useSupportLive();
  const send = useSendChat();
  const sendImage = useSendChatImage();
  const [text, setText] = useState('');
  const [offlineTicket, setOfflineTicket] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  const chat = state.data?.chat;
  const posts = chat?.posts ?? [];
  const lastStaffPost = [...posts].reverse().find((p) => p.author !== 'member')?.id ?? 0;
  const readMark = useRef(0);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [posts.length, typingIn]);
  // Reading the room is reading staff's posts: tell them (once per new post).
  useEffect(() => {
    if (!chat || lastStaffPost <= readMark.current) return;
    readMark.current = lastStaffPost;
    void markThreadRead(chat.ticket.id, lastStaffPost).catch(() => undefined);
  }, [chat, lastStaffPost]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message) return;
    setProblem(null);
    send.mutate(message, {
      onSuccess: (result) => {
        setText('');
        setOfflineTicket(result.offline ? (result.ticketNumber ?? null) : null);
      },
    });
  };

  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    if (chat && value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      void sendChatTyping().catch(() => undefined);
    }
  };

  const onImage = (file: File | undefined) => {
    if (!file) return;
    const why = imageProblem(file, 0, 1);
    if (why) {
      setProblem(t(why));
      return;
    }
    setProblem(null);
    sendImage.mutate(file, { onSuccess: (result) => setOfflineTicket(result.offline ? (result.ticketNumber ?? null) : null) });
  };

  const error = send.error ?? sendImage.error ?? state.error;
  return (
    <Room data-testid="chat-room">
      <Status data-online={state.data?.staffOnline ? 'true' : 'false'} data-testid="chat-status">
        {state.data ? (state.data.staffOnline ? t('support.chat.online') : t('support.chat.offline')) : t('common.loading')}
      </Status>
      <Scroll aria-live="polite">
        {posts.length ? (
          <ThreadPosts posts={posts} otherReadUpTo={chat?.otherReadUpTo ?? 0} testId="chat-posts" short />
        ) : (
          <Hint>{t('support.chat.empty')}</Hint>
        )}
        {chat && typingIn === chat.ticket.id ? <Typing data-testid="chat-typing">{t('support.chat.staffTyping')}</Typing> : null}
        <div ref={end} />
      </Scroll>
      {offlineTicket ? (
        <Notice role="status" data-testid="chat-offline-ticket">
          {t('support.chat.becameTicket', { number: offlineTicket })}
        </Notice>
      ) : null}
      {problem || error ? <Notice role="alert">{problem ?? errorMessage(t, error)}</Notice> : null}
      <Compose onSubmit={submit}>
        <label className="visually-hidden" htmlFor="chat-text">
          {t('support.chat.placeholder')}
        </label>
        <textarea
          id="chat-text"
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          placeholder={t('support.chat.placeholder')}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          data-testid="chat-input"
        />
        <div className="buttons">
          <Attach>
            <input
              type="file"
              accept="image/png,image/jpeg"
              aria-label={t('support.chat.attach')}
              data-testid="chat-image"
              onChange={(e) => {
                onImage(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <span aria-hidden="true">+</span>
          </Attach>
          <Button type="submit" disabled={send.isPending || !text.trim()} data-testid="chat-send">
            {t('support.chat.send')}
          </Button>
        </div>
      </Compose>
    </Room>
  );
}

const Room = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 360px;
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--c-text-muted, var(--c-text));
  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-inline-end: 6px;
    border-radius: 50%;
    background: var(--c-text-muted, #888);
  }
  &[data-online='true']::before {
    background: var(--c-success, #2e9d5b);
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 220px;
  max-height: 50vh;
  overflow-y: auto;
  padding: 8px;
  border: 1px solid var(--c-border);
  border-radius: 8px;
  background: var(--c-background);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--c-text-muted, var(--c-text));
  font-size: 14px;
`;

const Typing = styled.p`
  margin: 8px 0 0;
  font-size: 12px;
  font-style: italic;
  color: var(--c-text-muted, var(--c-text));
`;

const Compose = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  textarea {
    flex: 1;
    resize: none;
    padding: 8px;
    border-radius: 8px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    font: inherit;
  }
  .buttons {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

const Attach = styled.label`
  position: relative;
  display: inline-flex;
  width: 36px;
  height: 36px;
  align-items: center;
  justify-content: center;
  border: 1px dashed var(--c-border);
  border-radius: 8px;
  cursor: pointer;
  font-size: 20px;
  color: var(--c-text);
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid var(--c-primary);
  }
`;

const SignedOut = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: flex-start;
`;
