// The back office's Messages page (issue 21 item 7): compose a platform message — a title and text in each of
// the brand's languages (the main one required), to all players, an agent's downline, players registered in a
// period, or one account — and the list of messages sent with how many players read each; a message can be
// withdrawn. Sending and withdrawing need messages.write (audited by the server); with messages.read the page
// only lists. Every text is rendered by React as text: HTML in a message is shown, never run.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComposeRequest, MessageAudience, SentMessage } from '../../../../../schemas/generated/messages.ts';
import { Button } from '../../../../components/button.tsx';
import { media } from '../../../../lib/theme/styled-theme.ts';
import { Pager } from '../../../components/pager.tsx';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill } from '../../../components/staff-ui.tsx';
import { useSendMessage } from '../api/send-message.api.ts';
import { useSentMessages } from '../api/sent-messages.api.ts';
import { useWithdrawMessage } from '../api/withdraw-message.api.ts';

const PAGE_SIZE = 20;
type Texts = Record<string, string>;

export function MessagesPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(null);
  const sent = useSentMessages(brandId, page);
  const canWrite = staff.permissions.includes('messages.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('messages.title', { brand: brandName })}>
      <FlashLine flash={flash} testId="bo-messages-flash" />
      {canWrite && sent.data ? (
        <Compose key={brandId} brandId={brandId} languages={sent.data.languages} main={sent.data.defaultLanguage} onFlash={setFlash} />
      ) : null}
      <ErrorLine error={sent.error} />
      <Panel>
        <h2>{t('messages.sentTitle')}</h2>
        {!sent.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : sent.data.list.length === 0 ? (
          <Muted data-testid="bo-messages-empty">{t('messages.none')}</Muted>
        ) : (
          <SentTable list={sent.data.list} brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
        )}
      </Panel>
      <Pager page={page} totalPages={Math.max(1, Math.ceil((sent.data?.total ?? 0) / PAGE_SIZE))} onPage={setPage} label={t('messages.pages')} />
    </PageFrame>
  );
}

function Compose({ brandId, languages, main, onFlash }: { brandId: string; languages: string[]; main: string; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const send = useSendMessage(brandId);
  const [title, setTitle] = useState<Texts>({});
  const [body, setBody] = useState<Texts>({});
  const [type, setType] = useState<MessageAudience['type']>('all');
  const [account, setAccount] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pick = (texts: Texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== '')) as ComposeRequest['title'];
    const audience: MessageAudience = { type };
    if (type === 'member' || type === 'downline') audience.account = account;
    if (type === 'registered') {
      const f = new Date(from);
      const e2 = new Date(to);
      if (!Number.isNaN(f.getTime())) audience.from = f.toISOString();
      if (!Number.isNaN(e2.getTime())) audience.to = e2.toISOString();
    }
    onFlash(null);
    send.mutate(
      { title: pick(title), body: pick(body), audience },
      {
        onSuccess: (m) => {
          onFlash({ text: t('messages.sent', { title: m.title[main as keyof typeof m.title] ?? '' }), error: false });
          setTitle({});
          setBody({});
        },
      },
    );
  };
  return (
    <Panel>
      <h2>{t('messages.composeTitle')}</h2>
      <Form onSubmit={submit} data-testid="bo-message-compose">
        {languages.map((lang) => (
          <fieldset key={lang}>
            <legend>
              {lang}
              {lang === main ? ` · ${t('messages.required')}` : ''}
            </legend>
            <label>
              {t('messages.fieldTitle')}
              <input
                value={title[lang] ?? ''}
                maxLength={100}
                onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
                data-testid={`bo-message-title-${lang}`}
              />
            </label>
            <label>
              {t('messages.fieldBody')}
              <textarea
                value={body[lang] ?? ''}
                maxLength={2000}
                rows={4}
                onChange={(e) => setBody({ ...body, [lang]: e.target.value })}
                data-testid={`bo-message-body-${lang}`}
              />
            </label>
          </fieldset>
        ))}
        <Audience>
          <label>
            {t('messages.audience')}
            <select value={type} onChange={(e) => setType(e.target.value as MessageAudience['type'])} data-testid="bo-message-audience">
              {(['all', 'member', 'downline', 'registered'] as const).map((a) => (
                <option key={a} value={a}>
                  {t(`messages.audienceType.${a}`)}
                </option>
              ))}
            </select>
          </label>
          {type === 'member' || type === 'downline' ? (
            <label>
              {type === 'member' ? t('messages.account') : t('messages.agentAccount')}
              <input value={account} maxLength={64} onChange={(e) => setAccount(e.target.value)} data-testid="bo-message-account" />
            </label>
          ) : null}
          {type === 'registered' ? (
            <>
              <label>
                {t('messages.from')}
                <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="bo-message-from" />
              </label>
              <label>
                {t('messages.to')}
                <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} data-testid="bo-message-to" />
              </label>
            </>
          ) : null}
        </Audience>
        <ErrorLine error={send.error} />
        <div>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined} data-testid="bo-message-send">
            {t('messages.send')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function audienceText(t: (key: string, o?: Record<string, unknown>) => string, a: MessageAudience, time: (iso: string) => string): string {
  if (a.type === 'member') return t('messages.toMember', { account: a.account ?? '' });
  if (a.type === 'downline') return t('messages.toDownline', { account: a.account ?? '' });
  if (a.type === 'registered') return t('messages.toRegistered', { from: a.from ? time(a.from) : '', to: a.to ? time(a.to) : '' });
  return t('messages.audienceType.all');
}

function SentTable({ list, brandId, canWrite, onFlash }: { list: SentMessage[]; brandId: string; canWrite: boolean; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const withdraw = useWithdrawMessage(brandId);
  const first = (texts: Record<string, string | undefined>) => Object.values(texts).find(Boolean) ?? '';
  return (
    <CardTable>
      <table data-testid="bo-messages">
        <thead>
          <tr>
            <th scope="col">{t('messages.col.sent')}</th>
            <th scope="col">{t('messages.col.title')}</th>
            <th scope="col">{t('messages.col.audience')}</th>
            <th scope="col" data-num="true">
              {t('messages.col.reads')}
            </th>
            <th scope="col">{t('messages.col.state')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((m) => (
            <tr key={m.id} data-testid={`bo-message-${m.id}`}>
              <td data-label={t('messages.col.sent')}>
                <div>
                  {time(m.createdAt)}
                  {m.createdBy ? <Muted> · {m.createdBy}</Muted> : null}
                </div>
              </td>
              <td data-label={t('messages.col.title')}>
                <Clip>
                  <strong>{first(m.title)}</strong>
                  <Muted>{first(m.body)}</Muted>
                </Clip>
              </td>
              <td data-label={t('messages.col.audience')}>
                <div>{audienceText(t, m.audience, time)}</div>
              </td>
              <td data-label={t('messages.col.reads')} data-num="true">
                <div data-testid="bo-message-reads">{m.reads}</div>
              </td>
              <td data-label={t('messages.col.state')}>
                <div>
                  {m.withdrawnAt ? (
                    <Pill $tone="neutral" title={m.withdrawnBy}>
                      {t('messages.withdrawn')}
                    </Pill>
                  ) : canWrite ? (
                    <Button
                      type="button"
                      $variant="outline"
                      $size="sm"
                      disabled={withdraw.isPending}
                      onClick={() =>
                        withdraw.mutate(m.id, {
                          onSuccess: () => onFlash({ text: t('messages.withdrawDone'), error: false }),
                          onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
                        })
                      }
                      data-testid="bo-message-withdraw"
                    >
                      {t('messages.withdraw')}
                    </Button>
                  ) : (
                    <Pill $tone="good">{t('messages.active')}</Pill>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;
  fieldset {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    gap: 10px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    padding: 10px 12px;
    min-width: 0;
    ${media.belowMd} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  legend {
    font-weight: 700;
    font-size: 13px;
    padding: 0 4px;
  }
  label {
    display: grid;
    align-content: start;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
    min-width: 0;
  }
  input,
  select,
  textarea {
    min-width: 0;
    padding: 6px 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  textarea {
    resize: vertical;
  }
`;

const Audience = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  label {
    flex: 1 1 200px;
    max-width: 320px;
  }
  ${media.belowMd} {
    label {
      max-width: none;
    }
  }
`;

const Clip = styled.div`
  display: grid;
  gap: 2px;
  max-width: 420px;
  overflow-wrap: anywhere;
  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;
