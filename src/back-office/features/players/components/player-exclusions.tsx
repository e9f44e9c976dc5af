// The player's time-outs and self-/operator exclusions: the one in force and the history. Staff with
// players.write add an operator exclusion with a reason; nothing here ends or shortens one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExclusionPeriod } from '../../../../../schemas/generated/exclusion.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine, Muted, Pill, TableScroll } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useExcludePlayer } from '../api/exclude-player.api.ts';
import { usePlayerExclusions } from '../api/player-exclusions.api.ts';
import { ActionForm, Buttons, Empty } from './player-ui.tsx';

const PERIODS: readonly ExclusionPeriod[] = ['24h', '7d', '30d', '6m', '1y', '5y', 'permanent'];

export function PlayerExclusions({ brandId, playerId, canWrite }: { brandId: string; playerId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const view = usePlayerExclusions(brandId, playerId);
  const exclude = useExcludePlayer(brandId, playerId);
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3 || exclude.isPending) return;
    exclude.mutate({ period, reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  const current = view.data?.state.current;
  return (
    <Wrap>
      <ErrorLine error={view.error} />
      {view.data ? (
        <p data-testid="bo-exclusion-state">
          {current ? (
            <Pill $tone="bad">
              {t(`players.exclusions.kind.${current.kind}`)} ·{' '}
              {current.activeUntil ? t('players.exclusions.until', { time: time(current.activeUntil) }) : t('players.exclusions.untilLifted')}
            </Pill>
          ) : (
            <Pill $tone="good">{t('players.exclusions.none')}</Pill>
          )}
        </p>
      ) : null}
      {canWrite ? (
        <ActionForm onSubmit={submit} aria-label={t('players.exclusions.add')}>
          <label>
            <span>{t('players.exclusions.period')}</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)} data-testid="bo-exclusion-period">
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`players.exclusions.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('players.exclusions.reason')}</span>
            <input value={reason} onChange={(e) => setReason(e.target.value)} minLength={3} maxLength={200} required data-testid="bo-exclusion-reason" />
          </label>
          <ErrorLine error={exclude.error} />
          <Buttons>
            <Button type="submit" $size="sm" $variant="primary" disabled={reason.trim().length < 3 || exclude.isPending} data-testid="bo-exclusion-add">
              {t('players.exclusions.add')}
            </Button>
          </Buttons>
        </ActionForm>
      ) : null}
      {view.data && view.data.history.length === 0 ? <Empty>{t('players.exclusions.empty')}</Empty> : null}
      {view.data && view.data.history.length > 0 ? (
        <TableScroll>
          <table>
            <thead>
              <tr>
                <th>{t('players.exclusions.col.kind')}</th>
                <th>{t('players.exclusions.period')}</th>
                <th>{t('players.exclusions.col.from')}</th>
                <th>{t('players.exclusions.col.until')}</th>
                <th>{t('players.exclusions.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {view.data.history.map((x) => (
                <tr key={x.id}>
                  <td>{t(`players.exclusions.kind.${x.kind}`)}</td>
                  <td>{t(`players.exclusions.periods.${x.period}`)}</td>
                  <td>{time(x.startsAt)}</td>
                  <td>{x.activeUntil ? time(x.activeUntil) : t('players.exclusions.untilLifted')}</td>
                  <td>
                    {x.reason || '—'} {x.staff ? <Muted>({x.staff})</Muted> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  padding-top: 12px;
`;
