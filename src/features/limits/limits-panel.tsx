// The player's own limits (issue 22): deposit, loss and wager limits per period the brand offers, each with what
// its rolling window already counts, a waiting increase or removal (cancellable), and a form to change it; then
// net deposits, the activity statement download and the history of every change. Used by the member centre's
// "Responsible gaming" section and the /responsibleGaming page.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LimitKind, LimitPeriod, LimitsValue, LimitView } from '../../../schemas/generated/limits.ts';
import { Button } from '../../components/button.tsx';
import { Empty, PageTitle, Panel, Records } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Actions, Hint, Notice } from '../../components/form/form-parts.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { cancelLimitChange } from './api/limit-cancel.api.ts';
import { removeLimit } from './api/limit-remove.api.ts';
import { setLimit } from './api/limit-set.api.ts';
import { limitsKeys } from './api/limits-keys.ts';
import { useMyLimits } from './api/my-limits.api.ts';
import { LimitPromptNotice } from './limit-prompt-notice.tsx';

const KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];

export function LimitsPanel() {
  const { t } = useTranslation();
  const limits = useMyLimits();
  const money = useMoney();
  if (limits.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (limits.isError) return <Notice role="alert">{errorMessage(t, limits.error)}</Notice>;
  const value = limits.data;
  return (
    <div data-testid="limits-panel">
      <PageTitle>{t('limits.title')}</PageTitle>
      <Hint>{t('limits.intro')}</Hint>
      <LimitPromptNotice />
      {KINDS.map((kind) => (
        <Panel key={kind} data-testid={`limits-${kind}`}>
          <h4>{t(`limits.kind.${kind}`)}</h4>
          <Hint>{t(`limits.kindHint.${kind}`)}</Hint>
          <Periods>
            {value.rules.periods.map((period) => (
              <LimitRow key={period} kind={kind} period={period} value={value} />
            ))}
          </Periods>
        </Panel>
      ))}
      <Panel data-testid="limits-net-deposits">
        <h4>{t('limits.netDeposits')}</h4>
        <Figures>
          {(['day', 'week', 'month', 'lifetime'] as const).map((k) => (
            <div key={k}>
              <dt>{t(`limits.netPeriod.${k}`)}</dt>
              <dd>{money.format(value.netDeposits[k])}</dd>
            </div>
          ))}
        </Figures>
        <a href="/wps/limits/statement.csv" download data-testid="limits-statement">
          {t('limits.statement')}
        </a>
      </Panel>
      <Panel data-testid="limits-history">
        <h4>{t('limits.history')}</h4>
        {value.history.length === 0 ? (
          <Empty>{t('limits.noHistory')}</Empty>
        ) : (
          <Records>
            {value.history.map((h) => (
              <li key={h.id}>
                <span>{formatDateTime(h.createdAt)}</span>
                <span>
                  {t(`limits.kind.${h.kind}`)} · {t(`limits.period.${h.period}`)}
                </span>
                <span>
                  {t(`limits.action.${h.action}`, {
                    old: h.oldAmount === null ? '—' : money.format(h.oldAmount),
                    new: h.newAmount === null ? '—' : money.format(h.newAmount),
                    at: formatDateTime(h.effectiveAt),
                  })}
                </span>
              </li>
            ))}
          </Records>
        )}
      </Panel>
    </div>
  );
}

function LimitRow({ kind, period, value }: { kind: LimitKind; period: LimitPeriod; value: LimitsValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const limit: LimitView | undefined = value.limits.find((l) => l.kind === kind && l.period === period);
  const suggested = value.rules.defaults[kind]?.[period];
  const [text, setText] = useState(limit || suggested === undefined ? '' : money.toInput(suggested));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const max = value.rules.maximums[kind];
  const id = `${kind}-${period}`;

  const run = async (work: () => Promise<LimitsValue>, success: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      queryClient.setQueryData(limitsKeys.mine(), await work());
      setDone(success);
      setText('');
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const amount = money.parse(text);
    if (amount === null || amount <= 0) return setError(t('limits.amountInvalid'));
    if (max !== undefined && amount > max) return setError(t('errors.limitAboveMaximum', { amount: money.format(max) }));
    const raising = limit !== undefined && amount > limit.amount;
    void run(() => setLimit(kind, period, amount), raising ? t('limits.increaseWaiting') : t('limits.saved'));
  };

  return (
    <Row data-testid={`limit-${id}`}>
      <strong>{t(`limits.period.${period}`)}</strong>
      {limit ? (
        <Hint data-testid={`limit-${id}-current`}>{t('limits.current', { amount: money.format(limit.amount), used: money.format(limit.used) })}</Hint>
      ) : (
        <Hint>{t('limits.none')}</Hint>
      )}
      {limit?.pendingFrom ? (
        <Notice role="status" data-testid={`limit-${id}-pending`}>
          {limit.pendingRemoval
            ? t('limits.pendingRemoval', { at: formatDateTime(limit.pendingFrom) })
            : t('limits.pendingIncrease', { amount: money.format(limit.pendingAmount ?? 0), at: formatDateTime(limit.pendingFrom) })}{' '}
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={busy}
            onClick={() => void run(() => cancelLimitChange(kind, period), t('limits.cancelled'))}
          >
            {t('limits.cancelChange')}
          </Button>
        </Notice>
      ) : null}
      <FormField
        name={`limit-${id}`}
        label={`${t('limits.newAmount')} (${money.symbol})`}
        value={text}
        onValue={setText}
        inputMode="decimal"
        autoComplete="off"
        placeholder={max !== undefined ? t('limits.maxHint', { amount: money.format(max) }) : undefined}
        message={error ?? undefined}
      />
      <Actions>
        <Button type="button" $size="sm" disabled={busy || text.trim() === ''} onClick={save} data-testid={`limit-${id}-save`}>
          {t('limits.save')}
        </Button>
        {limit && !limit.pendingFrom ? (
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            disabled={busy}
            onClick={() => void run(() => removeLimit(kind, period), t('limits.removalWaiting'))}
          >
            {t('limits.remove')}
          </Button>
        ) : null}
      </Actions>
      {done ? (
        <Hint role="status" data-testid={`limit-${id}-done`}>
          {done}
        </Hint>
      ) : null}
    </Row>
  );
}

/** The periods of one kind side by side where the page is wide, stacked on a phone. */
const Periods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 20px;
`;

const Row = styled.div`
  display: grid;
  /* Side by side, a period with more to say (a pending change, Remove) is taller: the others keep their top. */
  align-content: start;
  gap: 6px;
  padding: 10px 0;
  border-top: 1px solid var(--c-border);
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
  margin: 0 0 10px;
  dt {
    font-size: 12px;
    opacity: 0.8;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
