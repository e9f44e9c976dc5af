// The player's own protection limits (issue 22), read only: staff see each limit with what its window counts and
// any waiting change, then every change with its time. There is no control here: staff never relax a player's limit.
import { useTranslation } from 'react-i18next';
import type { PlayerWallet } from '../../../../../schemas/generated/player-admin.ts';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { ErrorLine, Muted, TableScroll } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { usePlayerLimits } from '../api/player-limits.api.ts';
import { Empty } from './player-ui.tsx';

export function PlayerLimits({ brandId, playerId, wallet }: { brandId: string; playerId: number; wallet: PlayerWallet }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const money = (minor: number | null) => (minor === null ? '—' : formatMinorUnits(minor, wallet));
  const limits = usePlayerLimits(brandId, playerId);
  const value = limits.data;
  return (
    <div data-testid="bo-player-limits">
      <ErrorLine error={limits.error} />
      <Muted>{t('players.limits.readOnly')}</Muted>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th>{t('players.limits.kind')}</th>
              <th>{t('players.limits.period')}</th>
              <th data-num="true">{t('players.limits.amount')}</th>
              <th data-num="true">{t('players.limits.used')}</th>
              <th>{t('players.limits.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {value?.limits.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td>{t(`players.limits.kinds.${l.kind}`)}</td>
                <td>{t(`players.limits.periods.${l.period}`)}</td>
                <td data-num="true">{money(l.amount)}</td>
                <td data-num="true">{money(l.used)}</td>
                <td>{l.pendingFrom ? `${l.pendingRemoval ? t('players.limits.removal') : money(l.pendingAmount)} · ${time(l.pendingFrom)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {value && value.limits.length === 0 ? <Empty>{t('players.limits.none')}</Empty> : null}
      </TableScroll>
      <h3>{t('players.limits.history')}</h3>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th>{t('players.col.at')}</th>
              <th>{t('players.limits.kind')}</th>
              <th>{t('players.limits.change')}</th>
              <th data-num="true">{t('players.limits.from')}</th>
              <th data-num="true">{t('players.limits.to')}</th>
              <th>{t('players.limits.effective')}</th>
            </tr>
          </thead>
          <tbody>
            {value?.history.map((h) => (
              <tr key={h.id}>
                <td>{time(h.createdAt)}</td>
                <td>
                  {t(`players.limits.kinds.${h.kind}`)} · {t(`players.limits.periods.${h.period}`)}
                </td>
                <td>{t(`players.limits.actions.${h.action}`)}</td>
                <td data-num="true">{money(h.oldAmount)}</td>
                <td data-num="true">{money(h.newAmount)}</td>
                <td>{time(h.effectiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {value && value.history.length === 0 ? <Empty>{t('players.empty')}</Empty> : null}
      </TableScroll>
    </div>
  );
}
