// The console's canned answers (issue 21 gap 2), per language of the brand: the list, an editor to add or change
// one (title up to 60 characters, text up to 1,000), delete, and "Back to the brand file" for a language staff
// edited. The brand file's answers are the default language's starting list; other languages start empty.
// The console offers the default language's answers one click away from the reply box.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CannedItem } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { Buttons, Editor, Item, ItemList, ItemText, Problem, Section, Split, Tabs } from '../../../components/editor-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { ErrorLine, Muted } from '../../../components/staff-ui.tsx';
import { useAddCanned } from '../api/add-canned.api.ts';
import { useCanned } from '../api/canned.api.ts';
import { useDeleteCanned } from '../api/delete-canned.api.ts';
import { useResetCanned } from '../api/reset-canned.api.ts';
import { useUpdateCanned } from '../api/update-canned.api.ts';

const TITLE_MAX = 60;
const TEXT_MAX = 1000;

export function CannedAnswersPanel({ brandId, canWrite }: { brandId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const first = useCanned(brandId, null);
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const languages = first.data?.languages ?? [];
  const current = language ?? languages[0] ?? null;
  return (
    <>
      <Muted>{t('support.cannedEdit.hint')}</Muted>
      {current ? (
        <Tabs<LanguageCode>
          label={t('support.cannedEdit.languages')}
          value={current}
          onValue={setLanguage}
          tabs={languages.map((l) => [l, l])}
          testId="bo-canned-lang"
        />
      ) : null}
      <ErrorLine error={first.error} />
      {current ? <LanguageList key={`${brandId}:${current}`} brandId={brandId} language={current} canWrite={canWrite} /> : null}
    </>
  );
}

function LanguageList({ brandId, language, canWrite }: { brandId: string; language: LanguageCode; canWrite: boolean }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const list = useCanned(brandId, language);
  const remove = useDeleteCanned(brandId, language);
  const reset = useResetCanned(brandId, language);
  const [editing, setEditing] = useState<CannedItem | 'new' | null>(null);
  if (!list.data) return <ErrorLine error={list.error} />;
  const { source } = list.data;
  return (
    <Split>
      <Section
        title={t('support.canned')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setEditing('new')} data-testid="bo-canned-add">
              {t('support.cannedEdit.add')}
            </Button>
          ) : null
        }
      >
        <Muted data-testid="bo-canned-source">
          {source.source === 'file'
            ? t('support.cannedEdit.fromFile')
            : t('support.cannedEdit.editedBy', { who: source.changedBy ?? '?', at: source.changedAt ? time(source.changedAt) : '' })}{' '}
          {canWrite && source.source === 'staff' ? (
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              disabled={reset.isPending}
              onClick={() => window.confirm(t('support.cannedEdit.confirmReset')) && reset.mutate()}
            >
              {t('support.cannedEdit.reset')}
            </Button>
          ) : null}
        </Muted>
        <ErrorLine error={remove.error ?? reset.error} />
        {list.data.list.length === 0 ? <Muted>{t('support.cannedEdit.none')}</Muted> : null}
        <ItemList data-testid="bo-canned-list">
          {list.data.list.map((a) => (
            <Item key={a.id}>
              <ItemText>
                <strong>{a.title}</strong>
                <span>{a.text}</span>
              </ItemText>
              {canWrite ? (
                <>
                  <Button type="button" $size="sm" $variant="outline" onClick={() => setEditing(a)}>
                    {t('support.cannedEdit.edit')}
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    disabled={remove.isPending}
                    onClick={() => window.confirm(t('support.cannedEdit.confirmDelete', { item: a.title })) && remove.mutate(a.id)}
                  >
                    {t('support.cannedEdit.delete')}
                  </Button>
                </>
              ) : null}
            </Item>
          ))}
        </ItemList>
      </Section>
      {editing !== null ? (
        <Section title={editing === 'new' ? t('support.cannedEdit.add') : t('support.cannedEdit.edit')}>
          <CannedForm
            key={editing === 'new' ? 'new' : editing.id}
            brandId={brandId}
            language={language}
            item={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </Section>
      ) : null}
    </Split>
  );
}

function CannedForm({ brandId, language, item, onDone }: { brandId: string; language: LanguageCode; item: CannedItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(item?.title ?? '');
  const [text, setText] = useState(item?.text ?? '');
  const add = useAddCanned(brandId, language);
  const update = useUpdateCanned(brandId, language);
  const problem =
    title.trim() === '' || text.trim() === ''
      ? t('support.cannedEdit.problems.blank')
      : title.length > TITLE_MAX || text.length > TEXT_MAX
        ? t('support.cannedEdit.problems.long', { title: TITLE_MAX, text: TEXT_MAX })
        : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    const body = { title: title.trim(), text: text.trim() };
    if (item) update.mutate({ id: item.id, body }, { onSuccess: onDone });
    else add.mutate(body, { onSuccess: onDone });
  };
  return (
    <Editor onSubmit={submit} data-testid="bo-canned-form">
      <label>
        <span>{t('support.cannedEdit.title')}</span>
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={TITLE_MAX} data-testid="bo-canned-title" />
      </label>
      <label>
        <span>{t('support.cannedEdit.text')}</span>
        <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={TEXT_MAX} data-testid="bo-canned-text" />
      </label>
      {problem ? <Problem>{problem}</Problem> : null}
      <ErrorLine error={add.error ?? update.error} />
      <Buttons>
        <Button type="submit" $size="sm" disabled={problem !== null || add.isPending || update.isPending} data-testid="bo-canned-save">
          {t('support.cannedEdit.save')}
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={onDone}>
          {t('support.cannedEdit.cancel')}
        </Button>
      </Buttons>
    </Editor>
  );
}
