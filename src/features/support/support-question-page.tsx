// Member centre "supportQuestion" (spec §2 support question form, issue 21 item 4): ask a question of one of
// the spec's types with up to 3 images (png/jpg ≤ 5 MB), then follow it: the list of the player's tickets
// with number, status and unread answers, and each ticket's thread with a reply box. Staff answers arrive
// live (push) and as a platform message.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TicketSummary, TicketType } from '../../../schemas/generated/support.ts';
import { contentWithinBounds, contentWordBounds, countWords } from '../../../schemas/rules/support-content.ts';
import { Button } from '../../components/button.tsx';
import { Empty, PageTitle, Panel, StatusBadge } from '../../components/cashier/cashier-parts.tsx';
import { ImagePicker } from '../../components/cashier/image-picker.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Actions, FieldMessage, Notice } from '../../components/form/form-parts.tsx';
import { RecordsPager } from '../../components/records/records-controls.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useCreateTicket } from './api/ticket-create.api.ts';
import { uploadTicketImage } from './api/ticket-image.api.ts';
import { useReplyToTicket } from './api/ticket-reply.api.ts';
import { useTicket } from './api/ticket.api.ts';
import { TICKET_PAGE_SIZE, useTickets } from './api/tickets.api.ts';
import { formatPostTime } from './support-time.ts';
import { ThreadPosts } from './thread-posts.tsx';
import { useSupportLive } from './use-support-live.ts';

const TYPES: readonly TicketType[] = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'];
const IMAGES_MAX = 3;

export default function SupportQuestionPage() {
  const { t } = useTranslation();
  useSupportLive();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const tickets = useTickets(page);
  return (
    <div data-testid="support-question-page">
      <PageTitle>{t('centre.member.supportQuestion')}</PageTitle>
      <AskForm onCreated={setOpenId} />
      <Panel>
        <h4>{t('support.tickets.title')}</h4>
        {tickets.isError ? (
          <Notice role="alert">{errorMessage(t, tickets.error)}</Notice>
        ) : tickets.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : !tickets.data?.list.length ? (
          <Empty data-testid="support-tickets-empty">{t('support.tickets.empty')}</Empty>
        ) : (
          <List>
            {tickets.data.list.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} open={openId === ticket.id} onToggle={() => setOpenId(openId === ticket.id ? null : ticket.id)} />
            ))}
          </List>
        )}
      </Panel>
      <RecordsPager pageNo={page} totalPages={Math.ceil((tickets.data?.total ?? 0) / TICKET_PAGE_SIZE)} go={setPage} testId="support-tickets-pager" />
    </div>
  );
}

function AskForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const bounds = contentWordBounds(useTenant().support);
  const create = useCreateTicket();
  const [type, setType] = useState<TicketType>('deposit');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const valid = contentWithinBounds(content, bounds);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setDone(null);
    setUploadError(null);
    if (!valid) return;
    setBusy(true);
    try {
      const created = await create.mutateAsync({ type, content: content.trim() });
      for (const file of files) {
        try {
          await uploadTicketImage(created.ticket.id, file);
        } catch (err) {
          setUploadError(err);
          break;
        }
      }
      setContent('');
      setFiles([]);
      setShown(false);
      setDone(created.ticket.number);
      onCreated(created.ticket.id);
    } catch {
      // create.error says why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="form" onSubmit={submit} noValidate data-testid="support-ask-form">
      <Field>
        <label htmlFor="support-type">{t('support.ask.type')}</label>
        <select id="support-type" value={type} onChange={(e) => setType(e.target.value as TicketType)} data-testid="support-type">
          {TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`support.types.${x}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="support-content">{t('support.ask.content')}</label>
        <textarea
          id="support-content"
          rows={5}
          maxLength={4000}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={shown && !valid}
          aria-describedby="support-content-note"
          data-testid="support-content"
        />
        <FieldMessage id="support-content-note" role={shown && !valid ? 'alert' : undefined} data-hint={shown && !valid ? undefined : 'true'}>
          {shown && !valid
            ? t('errors.supportContentLength', bounds)
            : t('support.ask.words', { count: countWords(content.trim()), min: bounds.min, max: bounds.max })}
        </FieldMessage>
      </Field>
      <ImagePicker label={t('support.ask.images', { max: IMAGES_MAX })} files={files} onFiles={setFiles} max={IMAGES_MAX} testId="support-images" />
      {create.error ? <Notice role="alert">{errorMessage(t, create.error)}</Notice> : null}
      {uploadError ? <Notice role="alert">{errorMessage(t, uploadError)}</Notice> : null}
      {done ? (
        <Notice role="status" data-tone="success" data-testid="support-ask-done">
          {t('support.ask.done', { number: done })}
        </Notice>
      ) : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid="support-ask-submit">
          {t('support.ask.submit')}
        </Button>
      </Actions>
    </Panel>
  );
}

function TicketRow({ ticket, open, onToggle }: { ticket: TicketSummary; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const zone = useTenant().settings.timeZone;
  return (
    <Row data-testid={`support-ticket-${ticket.number}`} data-status={ticket.status}>
      <button type="button" className="head" aria-expanded={open} onClick={onToggle}>
        <strong>{ticket.number}</strong>
        <span className="type">{t(`support.types.${ticket.type}`)}</span>
        <StatusBadge status={ticket.status === 'answered' ? 'approved' : ticket.status === 'open' ? 'pending' : 'closed'}>
          {t(`support.status.${ticket.status}`)}
        </StatusBadge>
        {ticket.unread ? (
          <span className="unread" data-testid="support-ticket-unread">
            {t('support.tickets.unread', { count: ticket.unread })}
          </span>
        ) : null}
        <time dateTime={ticket.updatedAt}>{formatPostTime(ticket.updatedAt, zone)}</time>
      </button>
      {open ? <TicketThread id={ticket.id} /> : null}
    </Row>
  );
}

function TicketThread({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useTicket(id);
  const reply = useReplyToTicket(id);
  const [text, setText] = useState('');
  if (detail.isError) return <Notice role="alert">{errorMessage(t, detail.error)}</Notice>;
  if (!detail.data) return <Empty>{t('common.loading')}</Empty>;
  const closed = detail.data.ticket.status === 'closed';
  return (
    <Thread>
      <ThreadPosts posts={detail.data.posts} otherReadUpTo={detail.data.otherReadUpTo} testId="support-thread" />
      {closed ? (
        <Empty>{t('support.tickets.closed')}</Empty>
      ) : (
        <form
          className="reply"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) reply.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor={`support-reply-${id}`}>{t('support.tickets.reply')}</label>
          <textarea id={`support-reply-${id}`} rows={2} maxLength={4000} value={text} onChange={(e) => setText(e.target.value)} data-testid="support-reply" />
          {reply.error ? <Notice role="alert">{errorMessage(t, reply.error)}</Notice> : null}
          <Button type="submit" $size="sm" disabled={reply.isPending || !text.trim()} data-testid="support-reply-send">
            {t('support.tickets.send')}
          </Button>
        </form>
      )}
    </Thread>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 12px;
  label {
    font-size: 13px;
  }
  select,
  textarea {
    padding: 8px;
    border-radius: 8px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    font: inherit;
  }
  textarea {
    resize: vertical;
  }
  [data-hint='true'] {
    color: var(--c-text-muted);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.li`
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-background);
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    background: transparent;
    color: var(--c-text);
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .type {
    flex: 1;
    min-width: 100px;
  }
  .unread {
    font-size: 12px;
    color: var(--c-danger);
    font-weight: 600;
  }
  time {
    font-size: 12px;
    color: var(--c-text-muted, var(--c-text));
  }
`;

const Thread = styled.div`
  padding: 0 12px 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  .reply {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: flex-start;
    label {
      font-size: 13px;
    }
    textarea {
      width: 100%;
      padding: 8px;
      border-radius: 8px;
      border: 1px solid var(--c-border);
      background: var(--c-background);
      color: var(--c-text);
      font: inherit;
    }
  }
`;
