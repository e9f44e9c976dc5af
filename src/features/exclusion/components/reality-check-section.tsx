// The reality-check interval and the session time limit, each one of the brand's choices or none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgState } from '../../../../schemas/generated/exclusion.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { saveRgSettings } from '../api/rg-settings.api.ts';
import { Field, Row, Section } from './rg-parts.tsx';

const toValue = (text: string) => (text === '' ? null : Number(text));

export function RealityCheckSection({ state, onSaved }: { state: RgState; onSaved: () => void }) {
  const { t } = useTranslation();
  const [interval, setRealityInterval] = useState(state.realityCheckMinutes === null ? '' : String(state.realityCheckMinutes));
  const [limit, setLimit] = useState(state.sessionLimitMinutes === null ? '' : String(state.sessionLimitMinutes));
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const save = async () => {
    try {
      await saveRgSettings({ realityCheckMinutes: toValue(interval), sessionLimitMinutes: toValue(limit) });
      setMessage({ text: t('rg.settings.saved'), error: false });
      onSaved();
    } catch (err) {
      setMessage({ text: errorMessage(t, err), error: true });
    }
  };

  return (
    <Section aria-labelledby="rg-reality-title" data-testid="rg-reality">
      <h2 id="rg-reality-title">{t('rg.settings.title')}</h2>
      <p>{t('rg.settings.intro')}</p>
      <Row>
        <Field>
          {t('rg.settings.realityCheck')}
          <select value={interval} onChange={(e) => setRealityInterval(e.target.value)} data-testid="rg-reality-interval">
            <option value="">{t('rg.settings.none')}</option>
            {state.options.realityCheckMinutes.map((m) => (
              <option key={m} value={m}>
                {t('rg.settings.minutes', { count: m })}
              </option>
            ))}
          </select>
        </Field>
        {state.options.sessionLimitMinutes.length ? (
          <Field>
            {t('rg.settings.sessionLimit')}
            <select value={limit} onChange={(e) => setLimit(e.target.value)} data-testid="rg-session-limit">
              <option value="">{t('rg.settings.none')}</option>
              {state.options.sessionLimitMinutes.map((m) => (
                <option key={m} value={m}>
                  {t('rg.settings.minutes', { count: m })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </Row>
      <p>{t('rg.settings.limitCountsFromStart')}</p>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} data-testid="rg-settings-message">
          {message.text}
        </p>
      ) : null}
      <Button $variant="primary" onClick={() => void save()} data-testid="rg-settings-save">
        {t('rg.settings.save')}
      </Button>
    </Section>
  );
}
