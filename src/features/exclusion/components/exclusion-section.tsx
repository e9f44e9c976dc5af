// Time-out and self-exclusion: the state in force, and the form to take one. Taking one ends every
// session on the server; `onExcluded` lets the page sign this tab out and say why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionState, RgState } from '../../../../schemas/generated/exclusion.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Checkbox } from '../../../components/form/form-parts.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { requestLift } from '../api/request-lift.api.ts';
import { takeExclusion } from '../api/take-exclusion.api.ts';
import { Field, Row, Section, StatusBox } from './rg-parts.tsx';

type Kind = 'timeout' | 'self';

export function ExclusionSection({ state, onExcluded, onChanged }: { state: RgState; onExcluded: (s: ExclusionState) => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('timeout');
  const periods = kind === 'timeout' ? state.options.timeOutPeriods : state.options.selfExclusionPeriods;
  const [period, setPeriod] = useState<string>(periods[0] ?? '');
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = state.exclusion.current;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      onExcluded(await takeExclusion({ kind, period: period as never }));
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };
  const lift = async () => {
    setError(null);
    try {
      await requestLift();
      onChanged();
    } catch (err) {
      setError(errorMessage(t, err));
    }
  };

  return (
    <Section aria-labelledby="rg-exclusion-title" data-testid="rg-exclusion">
      <h2 id="rg-exclusion-title">{t('rg.exclusion.title')}</h2>
      <p>{t('rg.exclusion.intro')}</p>
      {current ? (
        <StatusBox data-tone="danger" role="status" data-testid="rg-exclusion-state">
          <strong>{t(`rg.exclusion.kind.${current.kind}`)}</strong>
          <span>{current.activeUntil ? t('rg.exclusion.until', { time: formatDateTime(current.activeUntil) }) : t('rg.exclusion.untilFurtherNotice')}</span>
          {current.liftRequestedAt ? <small>{t('rg.exclusion.liftRequested')}</small> : null}
        </StatusBox>
      ) : null}
      {state.exclusion.canRequestLift ? (
        <Button $variant="secondary" onClick={() => void lift()} data-testid="rg-request-lift">
          {t('rg.exclusion.requestLift')}
        </Button>
      ) : null}
      <Row>
        <Field>
          {t('rg.exclusion.kindLabel')}
          <select
            value={kind}
            data-testid="rg-exclusion-kind"
            onChange={(e) => {
              const next = e.target.value as Kind;
              setKind(next);
              setPeriod((next === 'timeout' ? state.options.timeOutPeriods : state.options.selfExclusionPeriods)[0] ?? '');
            }}
          >
            <option value="timeout">{t('rg.exclusion.kind.timeout')}</option>
            <option value="self">{t('rg.exclusion.kind.self')}</option>
          </select>
        </Field>
        <Field>
          {t('rg.exclusion.periodLabel')}
          <select value={period} onChange={(e) => setPeriod(e.target.value)} data-testid="rg-exclusion-period">
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`rg.period.${p}`)}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <Checkbox id="rg-exclusion-sure" checked={sure} onChange={setSure}>
        {t('rg.exclusion.confirm')}
      </Checkbox>
      {error ? (
        <p role="alert" data-testid="rg-exclusion-error">
          {error}
        </p>
      ) : null}
      <Button $variant="primary" disabled={!sure || busy} onClick={() => void submit()} data-testid="rg-exclusion-submit">
        {t('rg.exclusion.submit')}
      </Button>
    </Section>
  );
}
