// The maintenance window: on or off, its end time, the message per language, and the allow-list of
// addresses that still see the site (kept on the server, never sent to browsers). Setting it needs
// features.write besides content.write; "end maintenance" hands it back to the tenant file.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentValue, MaintenanceInput } from '../../../../../schemas/generated/content.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine, Muted, Pill } from '../../../components/staff-ui.tsx';
import { useEndMaintenance } from '../api/end-maintenance.api.ts';
import { useSetMaintenance } from '../api/set-maintenance.api.ts';
import { SourceLine } from './content-page.tsx';
import { ALLOW_LIST_MAX, allowListOf, allowListProblem, LONG_MAX, toInstant, toLocalInput, type FormProblem } from './content-form-rules.ts';
import { Buttons, Editor, Preview, Problem, Row2, Section, Tabs } from '../../../components/editor-ui.tsx';

export function MaintenanceTab({ brandId, value, canWrite }: { brandId: string; value: ContentValue; canWrite: boolean }) {
  const { t } = useTranslation();
  const m = value.maintenance;
  const [enabled, setEnabled] = useState(m.enabled);
  const [endTime, setEndTime] = useState(toLocalInput(m.endTime));
  const [info, setInfo] = useState<Partial<Record<LanguageCode, string>>>({ ...(m.info ?? {}) });
  const [allow, setAllow] = useState(m.allowList.join('\n'));
  const [lang, setLang] = useState<LanguageCode>(value.languages[0]);
  const save = useSetMaintenance(brandId);
  const end = useEndMaintenance(brandId);
  const entries = allowListOf(allow);
  const endProblem: FormProblem | null = enabled && endTime && new Date(endTime).getTime() <= Date.now() ? { key: 'content.problems.endPassed' } : null;
  const problem = allowListProblem(entries) ?? endProblem;
  const live = m.enabled && (!m.endTime || Date.parse(m.endTime) > Date.now());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || save.isPending || !canWrite) return;
    const body: MaintenanceInput = { enabled, allowList: entries };
    const iso = toInstant(endTime);
    if (iso) body.endTime = iso;
    const texts = Object.fromEntries(Object.entries(info).filter(([, v]) => v && v.trim()));
    if (Object.keys(texts).length) body.info = texts;
    save.mutate(body);
  };

  return (
    <Section
      title={t('content.maintenance.title')}
      actions={
        <Pill $tone={live ? 'warn' : 'good'} data-testid="bo-maintenance-state">
          {live ? t('content.maintenance.on') : t('content.maintenance.off')}
        </Pill>
      }
    >
      <SourceLine source={value.maintenanceSource} canWrite={false} />
      {!canWrite ? <Muted>{t('content.maintenance.readOnly')}</Muted> : null}
      <Editor onSubmit={submit} aria-label={t('content.maintenance.title')} data-testid="bo-maintenance-editor">
        <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12, minWidth: 0 }}>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} data-testid="bo-maintenance-enabled" />
            <span>{t('content.maintenance.enabled')}</span>
          </label>
          <Row2>
            <label>
              <span>{t('content.maintenance.endTime')}</span>
              <input type="datetime-local" value={endTime} onChange={(e) => setEndTime(e.target.value)} data-testid="bo-maintenance-end" />
            </label>
          </Row2>
          <Tabs<LanguageCode> label={t('content.languages')} value={lang} onValue={setLang} tabs={value.languages.map((l) => [l, t(`content.lang.${l}`)])} />
          <label>
            <span>{t('content.maintenance.message', { language: t(`content.lang.${lang}`) })}</span>
            <textarea value={info[lang] ?? ''} onChange={(e) => setInfo({ ...info, [lang]: e.target.value })} maxLength={LONG_MAX} />
          </label>
          <label>
            <span>{t('content.maintenance.allowList')}</span>
            <textarea value={allow} onChange={(e) => setAllow(e.target.value)} placeholder={'203.0.113.7\n2001:db8::/32'} data-testid="bo-maintenance-allow" />
            <Muted>{t('content.maintenance.allowHint', { max: ALLOW_LIST_MAX })}</Muted>
          </label>
          <Preview>
            <figcaption>{t('content.previewAs', { language: t(`content.lang.${lang}`) })}</figcaption>
            <strong>{t('content.maintenance.previewTitle')}</strong>
            <div style={{ whiteSpace: 'pre-wrap' }}>{info[lang] || info[value.languages[0]] || '—'}</div>
          </Preview>
          {problem ? <Problem role="status">{t(problem.key, problem.values)}</Problem> : null}
          <ErrorLine error={save.error ?? end.error} />
          <Buttons>
            <Button type="submit" $size="sm" disabled={!!problem || save.isPending} data-testid="bo-maintenance-save">
              {t('common.save')}
            </Button>
            {value.maintenanceSource.source === 'staff' ? (
              <Button type="button" $size="sm" $variant="outline" disabled={end.isPending} onClick={() => end.mutate()} data-testid="bo-maintenance-end-now">
                {t('content.maintenance.end')}
              </Button>
            ) : null}
          </Buttons>
        </fieldset>
      </Editor>
    </Section>
  );
}
