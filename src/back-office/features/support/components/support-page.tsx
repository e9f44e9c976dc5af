// The back office's Support page (issue 21 item 7): the chat console and the ticket queue of one brand, and
// players' feedback. While the page is open the member of staff counts as online (a presence beat every 20 s),
// so players' chat messages come here live instead of becoming tickets. A thread shows every post with who
// wrote it, the player's typing and read mark; staff answer (canned answers one click away), send a picture,
// take the thread or hand it over to a colleague online, and close it; the canned answers are edited per language
// in their own tab. Every text is rendered by React as
// text: HTML a player wrote is shown, never run.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QueueItem, TicketDetail } from '../../../../../schemas/generated/support.ts';
import { Button } from '../../../../components/button.tsx';
import { media } from '../../../../lib/theme/styled-theme.ts';
import { Tabs } from '../../../components/editor-ui.tsx';
import { Pager } from '../../../components/pager.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill, type PillTone } from '../../../components/staff-ui.tsx';
import { useAssignThread } from '../api/assign.api.ts';
import { useCloseThread } from '../api/close.api.ts';
import { useFeedbackList } from '../api/feedback-list.api.ts';
import { supportImageUrl } from '../api/image.api.ts';
import { sendPresence } from '../api/presence.api.ts';
import { useQueue } from '../api/queue.api.ts';
import { markStaffRead } from '../api/read.api.ts';
import { useReplyToThread } from '../api/reply.api.ts';
import { uploadStaffImage } from '../api/staff-image.api.ts';
import { watchSupport } from '../api/support-events.api.ts';
import { supportKeys } from '../api/support-keys.ts';
import { useThread } from '../api/thread.api.ts';
import { CannedAnswersPanel } from './canned-answers-panel.tsx';
import { sendStaffTyping } from '../api/typing.api.ts';

type Tab = 'chat' | 'ticket' | 'feedback' | 'canned';
type Status = 'active' | 'closed' | 'all';
const PRESENCE_EVERY_MS = 20_000;
const TYPING_SHOWN_MS = 4_000;
const TYPING_EVERY_MS = 3_000;
const PAGE_SIZE = 20;
const STATUS_TONE: Record<string, PillTone> = { open: 'warn', answered: 'good', closed: 'neutral' };

export function SupportPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>('chat');
  const [online, setOnline] = useState<string[]>([]);
  const [typingIn, setTypingIn] = useState<number | null>(null);
  const canWrite = staff.permissions.includes('support.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;

  // Presence: while this page is open, on this brand.
  useEffect(() => {
    let stopped = false;
    const beat = () =>
      void sendPresence(brandId)
        .then((r) => !stopped && setOnline(r.staffOnline))
        .catch(() => undefined);
    beat();
    const timer = setInterval(beat, PRESENCE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [brandId]);

  // Live: every support event of the brand refreshes the queue and the open thread; typing shows for a while.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchSupport(brandId, (event) => {
      if (event.kind === 'typing') {
        if (event.by !== 'member') return;
        setTypingIn(event.threadId);
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
        return;
      }
      if (event.kind === 'post' && event.by === 'member') setTypingIn(null);
      void client.invalidateQueries({ queryKey: supportKeys.brand(brandId) });
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [brandId, client]);

  return (
    <PageFrame
      title={t('support.title', { brand: brandName })}
      actions={<Muted data-testid="bo-support-online">{t('support.online', { names: online.join(', ') || '—' })}</Muted>}
    >
      <Tabs<Tab>
        tabs={[
          ['chat', t('support.tabs.chat')],
          ['ticket', t('support.tabs.ticket')],
          ['feedback', t('support.tabs.feedback')],
          ['canned', t('support.canned')],
        ]}
        value={tab}
        onValue={setTab}
        label={t('support.tabs.label')}
        testId="bo-support-tab"
      />
      {tab === 'feedback' ? (
        <FeedbackPanel brandId={brandId} />
      ) : tab === 'canned' ? (
        <CannedAnswersPanel key={brandId} brandId={brandId} canWrite={canWrite} />
      ) : (
        <Console key={`${brandId}-${tab}`} brandId={brandId} channel={tab} canWrite={canWrite} online={online} me={staff.username} typingIn={typingIn} />
      )}
    </PageFrame>
  );
}

function Console({
  brandId,
  channel,
  canWrite,
  online,
  me,
  typingIn,
}: {
  brandId: string;
  channel: 'chat' | 'ticket';
  canWrite: boolean;
  online: string[];
  me: string;
  typingIn: number | null;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [status, setStatus] = useState<Status>('active');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = useQueue(brandId, channel, status, page);
  return (
    <Split>
      <Panel>
        <Filters role="group" aria-label={t('support.status.label')}>
          {(['active', 'closed', 'all'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => (setStatus(s), setPage(1))} data-testid={`bo-support-status-${s}`}>
              {t(`support.status.${s}`)}
            </button>
          ))}
        </Filters>
        <ErrorLine error={queue.error} />
        {!queue.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : queue.data.list.length === 0 ? (
          <Muted data-testid="bo-support-empty">{t('support.none')}</Muted>
        ) : (
          <QueueList>
            {queue.data.list.map((item) => (
              <QueueRow key={item.summary.id} item={item} active={openId === item.summary.id} onOpen={() => setOpenId(item.summary.id)} time={time} />
            ))}
          </QueueList>
        )}
        <Pager page={page} totalPages={Math.max(1, Math.ceil((queue.data?.total ?? 0) / PAGE_SIZE))} onPage={setPage} label={t('support.pages')} />
      </Panel>
      {openId !== null ? (
        <ThreadPanel brandId={brandId} id={openId} canWrite={canWrite} online={online} me={me} typing={typingIn === openId} canned={queue.data?.canned ?? []} />
      ) : (
        <Panel>
          <Muted>{t('support.pick')}</Muted>
        </Panel>
      )}
    </Split>
  );
}

function QueueRow({ item, active, onOpen, time }: { item: QueueItem; active: boolean; onOpen: () => void; time: (iso: string) => string }) {
  const { t } = useTranslation();
  const s = item.summary;
  return (
    <li>
      <button type="button" aria-current={active} onClick={onOpen} data-testid={`bo-support-item-${item.account}`}>
        <span className="top">
          <strong>{item.account}</strong>
          <Pill $tone={STATUS_TONE[s.status]}>{t(`support.state.${s.status}`)}</Pill>
          {s.unread ? <Pill $tone="bad">{t('support.unread', { count: s.unread })}</Pill> : null}
        </span>
        <span className="meta">
          {s.number} · {t(`support.types.${s.type}`)} · {item.assignedTo ?? t('support.unassigned')} · {time(s.updatedAt)}
        </span>
        {s.preview ? <span className="preview">{s.preview}</span> : null}
      </button>
    </li>
  );
}

function ThreadPanel({
  brandId,
  id,
  canWrite,
  online,
  me,
  typing,
  canned,
}: {
  brandId: string;
  id: number;
  canWrite: boolean;
  online: string[];
  me: string;
  typing: boolean;
  canned: Array<{ title: string; text: string }>;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const thread = useThread(brandId, id);
  const reply = useReplyToThread(brandId);
  const assign = useAssignThread(brandId);
  const close = useCloseThread(brandId);
  const [text, setText] = useState('');
  const [handTo, setHandTo] = useState('');
  const [imageError, setImageError] = useState<unknown>(null);
  const lastTyping = useRef(0);
  const readMark = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  const data: TicketDetail | undefined = thread.data;
  const lastMemberPost = [...(data?.posts ?? [])].reverse().find((p) => p.author === 'member')?.id ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [data?.posts.length, typing]);
  useEffect(() => {
    if (!canWrite || lastMemberPost <= readMark.current) return;
    readMark.current = lastMemberPost;
    void markStaffRead(brandId, id, lastMemberPost).catch(() => undefined);
  }, [brandId, id, canWrite, lastMemberPost]);

  if (!data) {
    return (
      <Panel>
        <ErrorLine error={thread.error} />
        <Muted>{t('common.loading')}</Muted>
      </Panel>
    );
  }
  const closed = data.ticket.status === 'closed';
  const lastReadByPlayer = [...data.posts].reverse().find((p) => p.author !== 'member' && p.id <= data.otherReadUpTo)?.id;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) reply.mutate({ id, content: text.trim() }, { onSuccess: () => setText('') });
  };
  const others = online.filter((n) => n !== me);
  return (
    <Panel data-testid="bo-support-thread">
      <ThreadHead>
        <h2>
          {data.ticket.number} · {data.account}
        </h2>
        <Muted>
          {t(`support.types.${data.ticket.type}`)} · {t(`support.state.${data.ticket.status}`)} · {data.assignedTo ?? t('support.unassigned')}
        </Muted>
      </ThreadHead>
      <Posts aria-live="polite" data-testid="bo-support-posts">
        {data.posts.map((p) => (
          <li key={p.id} data-author={p.author} data-testid={`bo-support-post-${p.author}`}>
            <span className="who">{p.author === 'member' ? data.account : p.author === 'staff' ? (p.staff ?? t('support.staff')) : t('support.system')}</span>
            {p.text ? <p>{p.text}</p> : null}
            {p.image ? (
              <a href={supportImageUrl(brandId, p.image)} target="_blank" rel="noopener noreferrer">
                <img src={supportImageUrl(brandId, p.image)} alt={t('support.image')} loading="lazy" />
              </a>
            ) : null}
            <time dateTime={p.createdAt}>
              {time(p.createdAt)}
              {p.id === lastReadByPlayer ? ` · ${t('support.readByPlayer')}` : ''}
            </time>
          </li>
        ))}
        {typing ? (
          <li className="typing" data-testid="bo-support-typing">
            {t('support.playerTyping')}
          </li>
        ) : null}
        <div ref={end} />
      </Posts>
      <ErrorLine error={reply.error ?? assign.error ?? close.error ?? imageError} />
      {canWrite && !closed ? (
        <>
          {canned.length ? (
            <Canned aria-label={t('support.canned')}>
              {canned.map((c) => (
                <button key={c.title} type="button" onClick={() => setText(c.text)} data-testid="bo-support-canned">
                  {c.title}
                </button>
              ))}
            </Canned>
          ) : null}
          <Reply onSubmit={submit}>
            <label>
              {t('support.reply')}
              <textarea
                rows={3}
                maxLength={4000}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  const now = Date.now();
                  if (now - lastTyping.current > TYPING_EVERY_MS) {
                    lastTyping.current = now;
                    void sendStaffTyping(brandId, id).catch(() => undefined);
                  }
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
                }}
                data-testid="bo-support-reply"
              />
            </label>
            <div className="row">
              <Button type="submit" $size="sm" disabled={reply.isPending || !text.trim()} data-testid="bo-support-send">
                {t('support.send')}
              </Button>
              <label className="file">
                {t('support.attach')}
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (!file) return;
                    setImageError(null);
                    void uploadStaffImage(brandId, id, file).catch(setImageError);
                  }}
                />
              </label>
              {data.assignedTo !== me ? (
                <Button type="button" $size="sm" $variant="outline" onClick={() => assign.mutate({ id })} data-testid="bo-support-take">
                  {t('support.take')}
                </Button>
              ) : null}
              {others.length ? (
                <span className="hand">
                  <select value={handTo} onChange={(e) => setHandTo(e.target.value)} aria-label={t('support.handTo')} data-testid="bo-support-hand-to">
                    <option value="">{t('support.handTo')}</option>
                    {others.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="outline"
                    disabled={!handTo}
                    onClick={() => assign.mutate({ id, to: handTo }, { onSuccess: () => setHandTo('') })}
                    data-testid="bo-support-hand"
                  >
                    {t('support.hand')}
                  </Button>
                </span>
              ) : null}
              <Button type="button" $size="sm" $variant="outline" onClick={() => close.mutate({ id })} data-testid="bo-support-close">
                {t('support.close')}
              </Button>
            </div>
          </Reply>
        </>
      ) : closed ? (
        <Muted>{t('support.closed')}</Muted>
      ) : null}
    </Panel>
  );
}

function FeedbackPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [page, setPage] = useState(1);
  const list = useFeedbackList(brandId, page);
  return (
    <Panel>
      <ErrorLine error={list.error} />
      {!list.data ? (
        <Muted>{t('common.loading')}</Muted>
      ) : list.data.list.length === 0 ? (
        <Muted>{t('support.noFeedback')}</Muted>
      ) : (
        <CardTable>
          <table data-testid="bo-support-feedback">
            <thead>
              <tr>
                <th>{t('support.when')}</th>
                <th>{t('support.account')}</th>
                <th>{t('support.content')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((f) => (
                <tr key={f.id}>
                  <td data-label={t('support.when')}>{time(f.createdAt)}</td>
                  <td data-label={t('support.account')}>{f.account}</td>
                  <td data-label={t('support.content')} className="text">
                    {f.content}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardTable>
      )}
      <Pager page={page} totalPages={Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))} onPage={setPage} label={t('support.pages')} />
    </Panel>
  );
}

const Split = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(260px, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Filters = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 10px;
  button {
    font: inherit;
    font-size: 13px;
    padding: 4px 10px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--c-primary);
    color: var(--c-primary);
    font-weight: 600;
  }
`;

const QueueList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  button {
    display: grid;
    gap: 2px;
    width: 100%;
    text-align: start;
    padding: 8px 10px;
    border: 1px solid var(--c-border);
    border-radius: 8px;
    background: var(--c-background);
    color: var(--c-text);
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: var(--c-primary);
  }
  .top {
    display: flex;
    gap: 6px;
    align-items: center;
    flex-wrap: wrap;
  }
  .meta {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  .preview {
    font-size: 13px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ThreadHead = styled.div`
  display: grid;
  gap: 2px;
  margin-bottom: 8px;
  h2 {
    margin-bottom: 0;
    overflow-wrap: anywhere;
  }
`;

const Posts = styled.ol`
  list-style: none;
  margin: 0 0 10px;
  padding: 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 55vh;
  overflow-y: auto;
  border: 1px solid var(--c-border);
  border-radius: 8px;
  background: var(--c-background);
  li {
    max-width: 85%;
    align-self: flex-start;
    padding: 6px 10px;
    border-radius: 10px;
    border: 1px solid var(--c-border);
    background: var(--c-surface);
  }
  li[data-author='staff'] {
    align-self: flex-end;
    background: color-mix(in srgb, var(--c-primary) 14%, var(--c-surface));
  }
  li.typing {
    font-style: italic;
    font-size: 12px;
    border: 0;
    background: transparent;
  }
  .who {
    display: block;
    font-size: 11px;
    font-weight: 600;
    color: var(--c-text-muted);
  }
  p {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  img {
    display: block;
    max-width: 200px;
    max-height: 200px;
    margin-top: 4px;
    border-radius: 6px;
  }
  time {
    display: block;
    font-size: 11px;
    color: var(--c-text-muted);
    text-align: end;
  }
`;

const Canned = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 8px;
  button {
    font: inherit;
    font-size: 12px;
    padding: 3px 9px;
    border-radius: 999px;
    border: 1px dashed var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    cursor: pointer;
  }
`;

const Reply = styled.form`
  display: grid;
  gap: 8px;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  textarea,
  select {
    font: inherit;
    padding: 6px 8px;
    border-radius: 6px;
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .file {
    display: inline-flex;
    font-size: 13px;
    input {
      max-width: 180px;
    }
  }
  .hand {
    display: inline-flex;
    gap: 6px;
  }
`;
