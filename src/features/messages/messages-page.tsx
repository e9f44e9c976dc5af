// Member centre "messageV2" (platform messages, spec §2, issue 21 item 2): the member's inbox, newest first,
// a page at a time. A message opens in place (and is then marked read); each can be deleted; "mark all as
// read" clears the count. New messages appear without a reload (the push channel's 'messages' cue).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageItem } from '../../../schemas/generated/messages.ts';
import { Button } from '../../components/button.tsx';
import { Empty, PageTitle, Panel } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { RecordsPager } from '../../components/records/records-controls.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { MESSAGE_PAGE_SIZE, useMessages } from './api/message-list.api.ts';
import { useDeleteMessages } from './api/message-delete.api.ts';
import { useMarkMessagesRead } from './api/message-read.api.ts';
import { messageText } from './message-text.ts';
import { useMessagesLive } from './use-messages-live.ts';
import { zonedParts } from '../../lib/format/zoned-time.ts';

function formatWhen(iso: string, timeZone: string | undefined): string {
  const p = zonedParts(iso, timeZone);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

export default function MessagesPage() {
  const { t, i18n } = useTranslation();
  useMessagesLive();
  const [page, setPage] = useState(1);
  const messages = useMessages(page, i18n.language);
  const markRead = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const data = messages.data;
  const problem = markRead.error ?? remove.error;
  return (
    <div data-testid="messages-page">
      <Head>
        <PageTitle>{t('centre.member.messageV2')}</PageTitle>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={!data?.unread || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="messages-mark-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </Head>
      {problem ? <Notice role="alert">{errorMessage(t, problem)}</Notice> : null}
      <Panel>
        {messages.isError ? (
          <Notice role="alert">{errorMessage(t, messages.error)}</Notice>
        ) : messages.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : !data?.list.length ? (
          <Empty data-testid="messages-empty">{t('messages.empty')}</Empty>
        ) : (
          <List>
            {data.list.map((m) => (
              <MessageRow
                key={m.id}
                message={m}
                onOpen={() => (m.read ? undefined : markRead.mutate({ ids: [m.id] }))}
                onDelete={() => remove.mutate({ ids: [m.id] })}
              />
            ))}
          </List>
        )}
      </Panel>
      <RecordsPager pageNo={page} totalPages={Math.ceil((data?.total ?? 0) / MESSAGE_PAGE_SIZE)} go={setPage} testId="messages-pager" />
    </div>
  );
}

function MessageRow({ message: m, onOpen, onDelete }: { message: MessageItem; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const { title, body } = messageText(t, (minor) => money.format(minor), m);
  return (
    <Row data-testid={`message-${m.id}`} data-read={m.read} onToggle={(e) => (e.currentTarget.open ? onOpen() : undefined)}>
      <summary>
        {m.read ? null : <Dot aria-label={t('messages.unread')} role="img" />}
        <strong className="title">{title}</strong>
        <time dateTime={m.createdAt}>{formatWhen(m.createdAt, zone)}</time>
      </summary>
      <Body data-testid="message-body">{body}</Body>
      <Foot>
        <Button type="button" $variant="outline" $size="sm" onClick={onDelete} data-testid="message-delete">
          {t('messages.delete')}
        </Button>
      </Foot>
    </Row>
  );
}

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.details`
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-background);
  &[data-read='false'] {
    border-color: color-mix(in srgb, var(--c-primary) 55%, var(--c-border));
  }
  summary {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 12px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  .title {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: 12px;
    color: var(--c-text-muted, var(--c-text));
    white-space: nowrap;
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  flex: none;
  border-radius: 50%;
  background: var(--c-danger);
`;

const Body = styled.p`
  margin: 0;
  padding: 0 12px 8px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 12px 10px;
`;
