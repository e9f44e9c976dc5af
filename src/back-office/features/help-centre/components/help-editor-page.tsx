// The help centre of one brand, per language (issue 21 gap 1): the categories in the order players see them,
// their articles, and an editor for a category's title and an article's title and paragraphs (a blank line
// starts a new paragraph). Staff save a language as a whole; what they save replaces the shipped texts of that
// language for this brand, reaches /help, /helpmc, /help#term and the first paint at once, and "Back to the
// shipped texts" hands the language back. Placeholders ({{brand}}, …) are filled with the brand's values.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { HelpEditCategory, HelpEditorValue } from '../../../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, Pill } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { Buttons, Editor, Item, ItemList, ItemText, Problem, Section, Split, Tabs } from '../../../components/editor-ui.tsx';
import { useHelpEditor } from '../api/help-editor.api.ts';
import { useResetHelp } from '../api/reset-help.api.ts';
import { useSaveHelp } from '../api/save-help.api.ts';

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  color: var(--c-primary);
  font: inherit;
  text-align: start;
  cursor: pointer;
  text-decoration: underline;
`;

const ANCHOR = /^[a-z0-9][a-z0-9-]{0,47}$/;
type Selected = { category: number; article: number | null } | null;

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

export function HelpEditorPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  const [language, setLanguage] = useState<LanguageCode | null>(null);
  const first = useHelpEditor(brandId, null);
  const languages = first.data?.languages ?? [];
  const current = language ?? languages[0] ?? null;
  return (
    <PageFrame title={t('help.title', { brand: brandName })}>
      <Muted>{t('help.hint')}</Muted>
      {languages.length > 0 && current ? (
        <Tabs<LanguageCode> label={t('help.languages')} value={current} onValue={setLanguage} tabs={languages.map((l) => [l, l])} testId="bo-help-lang" />
      ) : null}
      <ErrorLine error={first.error} />
      {current ? (
        <LanguageEditor key={`${brandId}:${current}`} brandId={brandId} language={current} canWrite={staff.permissions.includes('content.write')} />
      ) : null}
    </PageFrame>
  );
}

function LanguageEditor({ brandId, language, canWrite }: { brandId: string; language: LanguageCode; canWrite: boolean }) {
  const { t } = useTranslation();
  const editor = useHelpEditor(brandId, language);
  const [draft, setDraft] = useState<HelpEditCategory[] | null>(null);
  const [selected, setSelected] = useState<Selected>(null);
  const save = useSaveHelp(brandId, language);
  const reset = useResetHelp(brandId, language);
  if (!editor.data) return <ErrorLine error={editor.error} />;
  const value = editor.data;
  const categories = draft ?? value.categories;
  const change = (next: HelpEditCategory[]) => setDraft(next);

  const addArticle = (ci: number) => {
    const taken = new Set(categories.flatMap((c) => c.articles.map((a) => a.id)));
    let n = 1;
    while (taken.has(`${categories[ci].id}-${n}`)) n++;
    const next = categories.map((c, i) =>
      i === ci ? { ...c, articles: [...c.articles, { id: `${c.id}-${n}`, title: t('help.newArticle'), body: [t('help.newParagraph')] }] } : c,
    );
    change(next);
    setSelected({ category: ci, article: next[ci].articles.length - 1 });
  };
  const removeArticle = (ci: number, ai: number) => {
    change(categories.map((c, i) => (i === ci ? { ...c, articles: c.articles.filter((_, j) => j !== ai) } : c)));
    setSelected(null);
  };

  return (
    <>
      <SourceOf value={value} canWrite={canWrite} busy={reset.isPending} onReset={() => reset.mutate(undefined, { onSuccess: () => setDraft(null) })} />
      <Split>
        <Section
          title={t('help.categories')}
          actions={
            canWrite ? (
              <Buttons>
                <Button
                  type="button"
                  $size="sm"
                  disabled={draft === null || save.isPending}
                  onClick={() => save.mutate(categories, { onSuccess: () => setDraft(null) })}
                  data-testid="bo-help-save"
                >
                  {t('help.save')}
                </Button>
                <Button type="button" $size="sm" $variant="ghost" disabled={draft === null} onClick={() => setDraft(null)}>
                  {t('help.discard')}
                </Button>
              </Buttons>
            ) : null
          }
        >
          {draft !== null ? <Pill $tone="warn">{t('help.unsaved')}</Pill> : null}
          <ErrorLine error={save.error ?? reset.error} />
          <ItemList data-testid="bo-help-categories">
            {categories.map((c, ci) => (
              <Item key={c.id}>
                <ItemText>
                  <LinkButton type="button" onClick={() => setSelected({ category: ci, article: null })} data-testid={`bo-help-category-${c.id}`}>
                    <strong>{c.title}</strong>
                  </LinkButton>
                  <Muted>#{c.id}</Muted>
                  <ol>
                    {c.articles.map((a, ai) => (
                      <li key={a.id}>
                        <LinkButton type="button" onClick={() => setSelected({ category: ci, article: ai })} data-testid={`bo-help-article-${a.id}`}>
                          {a.title}
                        </LinkButton>{' '}
                        <Muted>#{a.id}</Muted>
                      </li>
                    ))}
                  </ol>
                </ItemText>
                {canWrite ? (
                  <Button type="button" $size="sm" $variant="outline" onClick={() => addArticle(ci)} data-testid={`bo-help-add-${c.id}`}>
                    {t('help.addArticle')}
                  </Button>
                ) : null}
              </Item>
            ))}
          </ItemList>
        </Section>
        {selected ? (
          <Section title={selected.article === null ? t('help.editCategory') : t('help.editArticle')}>
            {selected.article === null ? (
              <CategoryForm
                key={`c${selected.category}`}
                category={categories[selected.category]}
                canWrite={canWrite}
                onApply={(title) => {
                  change(categories.map((c, i) => (i === selected.category ? { ...c, title } : c)));
                  setSelected(null);
                }}
              />
            ) : (
              <ArticleForm
                key={`a${selected.category}:${selected.article}`}
                article={categories[selected.category].articles[selected.article]}
                otherIds={categories.flatMap((c, ci) => c.articles.filter((_, ai) => ci !== selected.category || ai !== selected.article).map((a) => a.id))}
                canWrite={canWrite}
                placeholders={value.placeholders}
                onApply={(article) => {
                  change(
                    categories.map((c, i) =>
                      i === selected.category ? { ...c, articles: c.articles.map((a, j) => (j === selected.article ? article : a)) } : c,
                    ),
                  );
                  setSelected(null);
                }}
                onDelete={() => removeArticle(selected.category, selected.article!)}
              />
            )}
          </Section>
        ) : (
          <Section title={t('help.placeholders')}>
            <Placeholders list={value.placeholders} />
          </Section>
        )}
      </Split>
    </>
  );
}

function SourceOf({ value, canWrite, busy, onReset }: { value: HelpEditorValue; canWrite: boolean; busy: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  if (value.source.source === 'file') return <Muted data-testid="bo-help-source">{t('help.shipped')}</Muted>;
  return (
    <Muted data-testid="bo-help-source">
      {t('help.editedBy', { who: value.source.changedBy ?? '?', at: value.source.changedAt ? time(value.source.changedAt) : '' })}{' '}
      {canWrite ? (
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          disabled={busy}
          onClick={() => window.confirm(t('help.confirmReset')) && onReset()}
          data-testid="bo-help-reset"
        >
          {t('help.reset')}
        </Button>
      ) : null}
    </Muted>
  );
}

function Placeholders({ list }: { list: HelpEditorValue['placeholders'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Muted>{t('help.placeholdersHint')}</Muted>
      <ul>
        {list.map((p) => (
          <li key={p.name}>
            <code>{`{{${p.name}}}`}</code> — {p.value ?? t('help.noValue')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CategoryForm({ category, canWrite, onApply }: { category: HelpEditCategory; canWrite: boolean; onApply: (title: string) => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(category.title);
  const problem = title.trim() === '' ? t('help.problems.blank') : title.length > 120 ? t('help.problems.long', { max: 120 }) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onApply(title.trim());
  };
  return (
    <Editor onSubmit={submit}>
      <label>
        <span>{t('help.categoryTitle')}</span>
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} disabled={!canWrite} maxLength={120} />
      </label>
      {problem ? <Problem>{problem}</Problem> : null}
      {canWrite ? (
        <Buttons>
          <Button type="submit" $size="sm" disabled={problem !== null}>
            {t('help.apply')}
          </Button>
        </Buttons>
      ) : null}
    </Editor>
  );
}

function ArticleForm({
  article,
  otherIds,
  canWrite,
  placeholders,
  onApply,
  onDelete,
}: {
  article: HelpEditCategory['articles'][number];
  otherIds: string[];
  canWrite: boolean;
  placeholders: HelpEditorValue['placeholders'];
  onApply: (article: HelpEditCategory['articles'][number]) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [id, setId] = useState(article.id);
  const [title, setTitle] = useState(article.title);
  const [body, setBody] = useState(article.body.join('\n\n'));
  const paragraphs = paragraphsOf(body);
  const unknown = [...body.matchAll(/\{\{([^}]*)\}\}/g), ...title.matchAll(/\{\{([^}]*)\}\}/g)]
    .map((m) => m[1])
    .find((n) => !placeholders.some((p) => p.name === n));
  const problem = !ANCHOR.test(id)
    ? t('help.problems.anchor')
    : otherIds.includes(id)
      ? t('help.problems.anchorTaken')
      : title.trim() === '' || paragraphs.length === 0
        ? t('help.problems.blank')
        : title.length > 160 || paragraphs.some((p) => p.length > 4000)
          ? t('help.problems.long', { max: 4000 })
          : paragraphs.length > 40
            ? t('help.problems.paragraphs', { max: 40 })
            : unknown !== undefined
              ? t('help.problems.placeholder', { name: unknown })
              : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onApply({ id, title: title.trim(), body: paragraphs });
  };
  return (
    <Editor onSubmit={submit} data-testid="bo-help-article-form">
      <label>
        <span>{t('help.anchor')}</span>
        <input type="text" value={id} onChange={(e) => setId(e.target.value)} disabled={!canWrite} maxLength={48} data-testid="bo-help-anchor" />
      </label>
      <label>
        <span>{t('help.articleTitle')}</span>
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} disabled={!canWrite} maxLength={160} data-testid="bo-help-title" />
      </label>
      <label>
        <span>{t('help.body')}</span>
        <textarea value={body} onChange={(e) => setBody(e.target.value)} disabled={!canWrite} rows={12} data-testid="bo-help-body" />
      </label>
      <Muted>{t('help.bodyHint')}</Muted>
      {problem ? <Problem>{problem}</Problem> : null}
      {canWrite ? (
        <Buttons>
          <Button type="submit" $size="sm" disabled={problem !== null} data-testid="bo-help-apply">
            {t('help.apply')}
          </Button>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => window.confirm(t('help.confirmDelete', { item: title })) && onDelete()}>
            {t('help.delete')}
          </Button>
        </Buttons>
      ) : null}
    </Editor>
  );
}
