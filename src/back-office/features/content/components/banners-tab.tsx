// Banners of one group: the list in the order players see it (up/down to reorder), the editor with a
// tab per language for the image and its alt text, the link and its type, the schedule, and a preview
// of the slide as a player of the chosen language sees it.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerInput, ContentBanner, ContentValue } from '../../../../../schemas/generated/content.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine, Muted, Pill, Toolbar } from '../../../components/staff-ui.tsx';
import { useDeleteBanner } from '../api/delete-banner.api.ts';
import { useOrderBanners } from '../api/order-banners.api.ts';
import { useResetContent } from '../api/reset-content.api.ts';
import { useCreateBanner } from '../api/create-banner.api.ts';
import { useUpdateBanner } from '../api/update-banner.api.ts';
import { useUploadImage } from '../api/upload-image.api.ts';
import { previewSrc } from './preview-src.ts';
import { SourceLine } from './content-page.tsx';
import {
  BANNER_GROUPS,
  imageFileProblem,
  imagePathOk,
  LINKAGE_TYPES,
  linkProblem,
  scheduleProblem,
  SHORT_MAX,
  shortTextOk,
  toInstant,
  toLocalInput,
  type FormProblem,
} from './content-form-rules.ts';
import { Buttons, Editor, Item, ItemList, ItemText, Preview, Problem, Row2, SaveCancel, Section, Split, Tabs } from '../../../components/editor-ui.tsx';
import { ItemActions, ScheduleFields, SchedulePill, Thumb } from './content-ui.tsx';

interface Draft {
  id: number | null;
  groupName: string;
  url: string;
  images: Partial<Record<LanguageCode, string>>;
  alt: Partial<Record<LanguageCode, string>>;
  linkageType: string;
  link: string;
  startsAt: string;
  endsAt: string;
}

const draftOf = (b: ContentBanner | null, group: string): Draft => ({
  id: b?.bannerId ?? null,
  groupName: b?.groupName ?? group,
  url: b?.url ?? '',
  images: { ...(b?.images ?? {}) },
  alt: { ...(b?.alt ?? {}) },
  linkageType: b?.linkageType ?? 'NONE',
  link: b?.link ?? '',
  startsAt: toLocalInput(b?.startsAt),
  endsAt: toLocalInput(b?.endsAt),
});

const compact = <T extends string>(texts: Partial<Record<LanguageCode, T>>) => {
  const out = Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Partial<Record<LanguageCode, T>>;
  return Object.keys(out).length ? out : undefined;
};

function inputOf(d: Draft): BannerInput {
  const body: BannerInput = { groupName: d.groupName as BannerInput['groupName'], url: d.url.trim(), linkageType: d.linkageType as BannerInput['linkageType'] };
  const images = compact(d.images);
  if (images) body.images = images;
  const alt = compact(d.alt);
  if (alt) body.alt = alt;
  if (d.linkageType !== 'NONE') body.link = d.link.trim();
  const startsAt = toInstant(d.startsAt);
  const endsAt = toInstant(d.endsAt);
  if (startsAt) body.startsAt = startsAt;
  if (endsAt) body.endsAt = endsAt;
  return body;
}

function problemOf(d: Draft): FormProblem | null {
  if (!d.url.trim()) return { key: 'content.problems.imageRequired' };
  if (![d.url, ...Object.values(d.images).filter(Boolean)].every((p) => imagePathOk(String(p).trim()))) return { key: 'content.problems.imagePath' };
  if (!Object.values(d.alt).every((a) => !a || shortTextOk(a))) return { key: 'content.problems.short', values: { max: SHORT_MAX } };
  return linkProblem(d.linkageType, d.link.trim()) ?? scheduleProblem(d.startsAt, d.endsAt);
}

export function BannersTab({ brandId, value, canWrite }: { brandId: string; value: ContentValue; canWrite: boolean }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<string>('w_home');
  const [draft, setDraft] = useState<Draft | null>(null);
  const order = useOrderBanners(brandId);
  const remove = useDeleteBanner(brandId);
  const reset = useResetContent(brandId);
  const inGroup = value.banners.filter((b) => b.groupName === group);
  const language = value.languages[0];

  const move = (index: number, by: -1 | 1) => {
    const ids = inGroup.map((b) => b.bannerId);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    order.mutate({ groupName: group as BannerInput['groupName'], ids });
  };

  return (
    <Split>
      <Section
        title={t('content.banners.title')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setDraft(draftOf(null, group))} data-testid="bo-banner-add">
              {t('content.banners.add')}
            </Button>
          ) : null
        }
      >
        <SourceLine source={value.bannersSource} canWrite={canWrite} busy={reset.isPending} onReset={() => reset.mutate('banners')} />
        <Toolbar>
          <label>
            <Muted>{t('content.banners.group')}</Muted>
            <select value={group} onChange={(e) => setGroup(e.target.value)} data-testid="bo-banner-group">
              {BANNER_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`content.groups.${g}`)} ({value.banners.filter((b) => b.groupName === g).length})
                </option>
              ))}
            </select>
          </label>
        </Toolbar>
        <ErrorLine error={order.error ?? remove.error ?? reset.error} />
        {inGroup.length === 0 ? <Muted>{t('content.banners.empty')}</Muted> : null}
        <ItemList data-testid="bo-banner-list">
          {inGroup.map((b, i) => (
            <Item key={b.bannerId} data-testid={`bo-banner-${b.bannerId}`}>
              <Thumb src={previewSrc(brandId, b.url)} alt={b.alt?.[language] ?? ''} />
              <ItemText>
                <strong>
                  #{b.bannerId} {b.alt?.[language] ?? ''}
                </strong>
                <small>{b.linkageType === 'NONE' ? t('content.banners.noLink') : `${t(`content.linkage.${b.linkageType}`)}: ${b.link ?? ''}`}</small>
                <span>
                  <SchedulePill item={b} />
                </span>
              </ItemText>
              <Buttons>
                {canWrite ? (
                  <ItemActions
                    first={i === 0}
                    last={i === inGroup.length - 1}
                    label={`#${b.bannerId}`}
                    ordering={order.isPending}
                    deleting={remove.isPending}
                    onMove={(by) => move(i, by)}
                    onEdit={() => setDraft(draftOf(b, group))}
                    onDelete={() => remove.mutate(b.bannerId)}
                  />
                ) : null}
              </Buttons>
            </Item>
          ))}
        </ItemList>
      </Section>
      {draft ? <BannerEditor key={draft.id ?? 'new'} brandId={brandId} languages={value.languages} initial={draft} onClose={() => setDraft(null)} /> : null}
    </Split>
  );
}

function BannerEditor({ brandId, languages, initial, onClose }: { brandId: string; languages: LanguageCode[]; initial: Draft; onClose: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState(initial);
  const [lang, setLang] = useState<LanguageCode>(languages[0]);
  const [fileProblem, setFileProblem] = useState<FormProblem | null>(null);
  const create = useCreateBanner(brandId);
  const update = useUpdateBanner(brandId);
  const save = initial.id === null ? create : update;
  const upload = useUploadImage(brandId);
  const problem = problemOf(d);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const isDefault = lang === languages[0];
  const shownImage = d.images[lang] || d.url;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const p = imageFileProblem(file);
    setFileProblem(p);
    if (p) return;
    upload.mutate(file, {
      onSuccess: (image) => (isDefault ? set({ url: image.url }) : set({ images: { ...d.images, [lang]: image.url } })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || save.isPending) return;
    if (d.id === null) create.mutate(inputOf(d), { onSuccess: onClose });
    else update.mutate({ id: d.id, body: inputOf(d) }, { onSuccess: onClose });
  };

  return (
    <Section title={d.id === null ? t('content.banners.new') : t('content.banners.editing', { id: d.id })}>
      <Editor onSubmit={submit} aria-label={t('content.banners.title')} data-testid="bo-banner-editor">
        <Row2>
          <label>
            <span>{t('content.banners.group')}</span>
            <select value={d.groupName} onChange={(e) => set({ groupName: e.target.value })}>
              {BANNER_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`content.groups.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('content.banners.linkage')}</span>
            <select value={d.linkageType} onChange={(e) => set({ linkageType: e.target.value })} data-testid="bo-banner-linkage">
              {LINKAGE_TYPES.map((l) => (
                <option key={l} value={l}>
                  {t(`content.linkage.${l}`)}
                </option>
              ))}
            </select>
          </label>
        </Row2>
        {d.linkageType !== 'NONE' ? (
          <label>
            <span>{t('content.banners.link')}</span>
            <input
              type="text"
              value={d.link}
              onChange={(e) => set({ link: e.target.value })}
              placeholder={d.linkageType === 'INTERNAL' ? '/promotion' : 'https://'}
              maxLength={500}
              data-testid="bo-banner-link"
            />
          </label>
        ) : null}
        <Tabs<LanguageCode> label={t('content.languages')} value={lang} onValue={setLang} tabs={languages.map((l) => [l, t(`content.lang.${l}`)])} />
        <label>
          <span>{isDefault ? t('content.banners.imageDefault') : t('content.banners.imageFor', { language: t(`content.lang.${lang}`) })}</span>
          <input
            type="text"
            value={isDefault ? d.url : (d.images[lang] ?? '')}
            onChange={(e) => (isDefault ? set({ url: e.target.value }) : set({ images: { ...d.images, [lang]: e.target.value } }))}
            placeholder="/content-images/… or https://…"
            maxLength={500}
            data-testid="bo-banner-url"
          />
        </label>
        <label>
          <span>{t('content.banners.upload')}</span>
          <input type="file" accept="image/png,image/jpeg,image/webp" onChange={onFile} disabled={upload.isPending} data-testid="bo-banner-file" />
          <Muted>{t('content.banners.uploadHint')}</Muted>
        </label>
        {fileProblem ? <Problem role="alert">{t(fileProblem.key, fileProblem.values)}</Problem> : null}
        <ErrorLine error={upload.error} />
        <label>
          <span>{t('content.banners.alt', { language: t(`content.lang.${lang}`) })}</span>
          <input type="text" value={d.alt[lang] ?? ''} onChange={(e) => set({ alt: { ...d.alt, [lang]: e.target.value } })} maxLength={SHORT_MAX} />
        </label>
        <ScheduleFields startsAt={d.startsAt} endsAt={d.endsAt} onStartsAt={(v) => set({ startsAt: v })} onEndsAt={(v) => set({ endsAt: v })} />
        <Preview data-testid="bo-banner-preview">
          <figcaption>{t('content.previewAs', { language: t(`content.lang.${lang}`) })}</figcaption>
          {shownImage ? (
            <img src={previewSrc(brandId, shownImage)} alt={d.alt[lang] || d.alt[languages[0]] || ''} />
          ) : (
            <Muted>{t('content.problems.imageRequired')}</Muted>
          )}
          {d.linkageType !== 'NONE' && d.link ? (
            <Pill $tone="info">
              {t(`content.linkage.${d.linkageType}`)} → {d.link}
            </Pill>
          ) : null}
        </Preview>
        {problem ? <Problem role="status">{t(problem.key, problem.values)}</Problem> : null}
        <ErrorLine error={save.error} />
        <SaveCancel disabled={!!problem || save.isPending} onCancel={onClose} saveTestId="bo-banner-save" />
      </Editor>
    </Section>
  );
}
