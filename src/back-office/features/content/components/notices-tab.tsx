// Notices (types B, PL, PU, PR, H): the list in the order players see it (up/down to reorder), the
// editor with a tab per language for the title and text, the schedule, and a preview of the notice as
// the notice window shows it (plain text paragraphs, never HTML).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentNotice, ContentValue, NoticeInput } from '../../../../../schemas/generated/content.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine, Muted, Pill } from '../../../components/staff-ui.tsx';
import { useDeleteNotice } from '../api/delete-notice.api.ts';
import { useOrderNotices } from '../api/order-notices.api.ts';
import { useResetContent } from '../api/reset-content.api.ts';
import { useCreateNotice } from '../api/create-notice.api.ts';
import { useUpdateNotice } from '../api/update-notice.api.ts';
import { SourceLine } from './content-page.tsx';
import { LONG_MAX, NOTICE_TYPES, scheduleProblem, SHORT_MAX, shortTextOk, toInstant, toLocalInput, type FormProblem } from './content-form-rules.ts';
import { Buttons, Editor, Item, ItemList, ItemText, Preview, Problem, SaveCancel, Section, Split, Tabs } from '../../../components/editor-ui.tsx';
import { ItemActions, ScheduleFields, SchedulePill } from './content-ui.tsx';

interface Draft {
  id: number | null;
  type: string;
  title: Partial<Record<LanguageCode, string>>;
  content: Partial<Record<LanguageCode, string>>;
  startsAt: string;
  endsAt: string;
}

const draftOf = (n: ContentNotice | null): Draft => ({
  id: n?.id ?? null,
  type: n?.type ?? 'B',
  title: { ...(n?.title ?? {}) },
  content: { ...(n?.content ?? {}) },
  startsAt: toLocalInput(n?.startsAt),
  endsAt: toLocalInput(n?.endsAt),
});

const filled = (texts: Partial<Record<LanguageCode, string>>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;

function problemOf(d: Draft, defaultLanguage: LanguageCode): FormProblem | null {
  if (!d.title[defaultLanguage]?.trim() || !d.content[defaultLanguage]?.trim()) return { key: 'content.problems.defaultText' };
  if (!Object.values(filled(d.title)).every(shortTextOk)) return { key: 'content.problems.short', values: { max: SHORT_MAX } };
  if (!Object.values(filled(d.content)).every((c) => c.length <= LONG_MAX)) return { key: 'content.problems.long', values: { max: LONG_MAX } };
  return scheduleProblem(d.startsAt, d.endsAt);
}

function inputOf(d: Draft): NoticeInput {
  const body: NoticeInput = { type: d.type as NoticeInput['type'], title: filled(d.title), content: filled(d.content) };
  const startsAt = toInstant(d.startsAt);
  const endsAt = toInstant(d.endsAt);
  if (startsAt) body.startsAt = startsAt;
  if (endsAt) body.endsAt = endsAt;
  return body;
}

export function NoticesTab({ brandId, value, canWrite }: { brandId: string; value: ContentValue; canWrite: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const order = useOrderNotices(brandId);
  const remove = useDeleteNotice(brandId);
  const reset = useResetContent(brandId);
  const language = value.languages[0];
  const notices = value.notices;

  const move = (index: number, by: -1 | 1) => {
    const ids = notices.map((n) => n.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    order.mutate({ ids });
  };

  return (
    <Split>
      <Section
        title={t('content.notices.title')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setDraft(draftOf(null))} data-testid="bo-notice-add">
              {t('content.notices.add')}
            </Button>
          ) : null
        }
      >
        <SourceLine source={value.noticesSource} canWrite={canWrite} busy={reset.isPending} onReset={() => reset.mutate('notices')} />
        <ErrorLine error={order.error ?? remove.error ?? reset.error} />
        {notices.length === 0 ? <Muted>{t('content.notices.empty')}</Muted> : null}
        <ItemList data-testid="bo-notice-list">
          {notices.map((n, i) => (
            <Item key={n.id} data-testid={`bo-notice-${n.id}`}>
              <Pill $tone="info" title={t(`content.noticeTypes.${n.type}`)}>
                {n.type}
              </Pill>
              <ItemText>
                <strong>{n.title[language] ?? Object.values(n.title)[0]}</strong>
                <small>{t(`content.noticeTypes.${n.type}`)}</small>
                <span>
                  <SchedulePill item={n} />
                </span>
              </ItemText>
              <Buttons>
                {canWrite ? (
                  <ItemActions
                    first={i === 0}
                    last={i === notices.length - 1}
                    label={`#${n.id}`}
                    ordering={order.isPending}
                    deleting={remove.isPending}
                    onMove={(by) => move(i, by)}
                    onEdit={() => setDraft(draftOf(n))}
                    onDelete={() => remove.mutate(n.id)}
                  />
                ) : null}
              </Buttons>
            </Item>
          ))}
        </ItemList>
      </Section>
      {draft ? <NoticeEditor key={draft.id ?? 'new'} brandId={brandId} languages={value.languages} initial={draft} onClose={() => setDraft(null)} /> : null}
    </Split>
  );
}

function NoticeEditor({ brandId, languages, initial, onClose }: { brandId: string; languages: LanguageCode[]; initial: Draft; onClose: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<LanguageCode>(languages[0]);
  const create = useCreateNotice(brandId);
  const update = useUpdateNotice(brandId);
  const save = initial.id === null ? create : update;
  const problem = problemOf(d, languages[0]);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const title = d.title[lang] || d.title[languages[0]] || '';
  const text = d.content[lang] || d.content[languages[0]] || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || save.isPending) return;
    if (d.id === null) create.mutate(inputOf(d), { onSuccess: onClose });
    else update.mutate({ id: d.id, body: inputOf(d) }, { onSuccess: onClose });
  };

  return (
    <Section title={d.id === null ? t('content.notices.new') : t('content.notices.editing', { id: d.id })}>
      <Editor onSubmit={submit} aria-label={t('content.notices.title')} data-testid="bo-notice-editor">
        <label>
          <span>{t('content.notices.type')}</span>
          <select value={d.type} onChange={(e) => set({ type: e.target.value })} data-testid="bo-notice-type">
            {NOTICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type} — {t(`content.noticeTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <Tabs<LanguageCode> label={t('content.languages')} value={lang} onValue={setLang} tabs={languages.map((l) => [l, t(`content.lang.${l}`)])} />
        <label>
          <span>{t('content.notices.titleField', { language: t(`content.lang.${lang}`) })}</span>
          <input
            type="text"
            value={d.title[lang] ?? ''}
            onChange={(e) => set({ title: { ...d.title, [lang]: e.target.value } })}
            maxLength={SHORT_MAX}
            data-testid="bo-notice-title"
          />
        </label>
        <label>
          <span>{t('content.notices.content', { language: t(`content.lang.${lang}`) })}</span>
          <textarea
            value={d.content[lang] ?? ''}
            onChange={(e) => set({ content: { ...d.content, [lang]: e.target.value } })}
            maxLength={LONG_MAX}
            data-testid="bo-notice-content"
          />
        </label>
        <ScheduleFields startsAt={d.startsAt} endsAt={d.endsAt} onStartsAt={(v) => set({ startsAt: v })} onEndsAt={(v) => set({ endsAt: v })} />
        <Preview data-testid="bo-notice-preview">
          <figcaption>{t('content.previewAs', { language: t(`content.lang.${lang}`) })}</figcaption>
          <strong>{title}</strong>
          <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>
        </Preview>
        {problem ? <Problem role="status">{t(problem.key, problem.values)}</Problem> : null}
        <ErrorLine error={save.error} />
        <SaveCancel disabled={!!problem || save.isPending} onCancel={onClose} saveTestId="bo-notice-save" />
      </Editor>
    </Section>
  );
}
