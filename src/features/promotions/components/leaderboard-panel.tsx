// A ranking promotion's leaderboard on its detail page (issue 19): the running period, the prize of each rank,
// the top of the board by settled turnover with masked accounts (ties: who reached the turnover first), the
// viewer's own rank and turnover, refreshed every 30 seconds.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../../../components/form/error-message.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useLeaderboard } from '../api/leaderboard.api.ts';
import { formatDateTime } from '../format-date.ts';
import { bandLabel } from '../raffle-view.ts';
import { Panel, Table } from './raffle-panel.tsx';

export function LeaderboardPanel({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const query = useLeaderboard(promotionId);
  const data = query.data;
  if (!data) {
    return (
      <Panel aria-labelledby="ranking-title" data-testid="leaderboard-panel" aria-busy="true">
        <h2 id="ranking-title">{t('promo.ranking.title')}</h2>
        <p className="muted" role={query.isError ? 'alert' : 'status'}>
          {query.isError ? errorMessage(t, query.error) : t('common.loading')}
        </p>
      </Panel>
    );
  }
  const me = data.me;
  return (
    <Panel aria-labelledby="ranking-title" data-testid="leaderboard-panel">
      <h2 id="ranking-title">{t('promo.ranking.title')}</h2>
      <p className="muted">
        {t('promo.ranking.period', { from: formatDateTime(data.periodStart, zone), to: formatDateTime(data.periodEnd, zone) })}
        {' · '}
        {t('promo.ranking.minTurnover', { amount: money.format(data.minTurnover) })}
      </p>
      <Bands data-testid="ranking-prizes">
        {data.prizes.map((b) => {
          const label = bandLabel(b);
          return (
            <li key={b.fromRank}>
              <span>{t(label.key, label.params)}</span>
              <strong>{money.format(b.amount)}</strong>
            </li>
          );
        })}
      </Bands>
      {me ? (
        <Mine data-testid="ranking-me">
          {me.rank !== undefined
            ? t('promo.ranking.myRank', { rank: me.rank, turnover: money.format(me.turnover) })
            : t('promo.ranking.notRanked', { turnover: money.format(me.turnover), amount: money.format(data.minTurnover) })}
        </Mine>
      ) : null}
      {data.list.length === 0 ? (
        <p className="muted">{t('promo.ranking.empty')}</p>
      ) : (
        <Table data-testid="leaderboard">
          <caption className="muted">{t('promo.ranking.ties')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promo.ranking.rankColumn')}</th>
              <th scope="col">{t('promo.ranking.player')}</th>
              <th scope="col">{t('promo.ranking.turnover')}</th>
              <th scope="col">{t('promo.ranking.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <Row key={r.rank} $me={r.me === true} aria-current={r.me ? 'true' : undefined}>
                <td>{r.rank}</td>
                <td>
                  {r.account}
                  {r.me ? <span className="sub">{t('promo.ranking.you')}</span> : null}
                </td>
                <td>{money.format(r.turnover)}</td>
                <td>{r.prize > 0 ? money.format(r.prize) : '—'}</td>
              </Row>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

const Bands = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 14px 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 8px;
    align-items: baseline;
    padding: 6px 12px;
    border-radius: 999px;
    font-size: 13px;
    border: 1px solid color-mix(in srgb, var(--c-primary) 40%, transparent);
    background: color-mix(in srgb, var(--c-primary) 8%, var(--c-surface));
  }
`;

const Mine = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  font-weight: 700;
  border: 1px solid color-mix(in srgb, var(--c-accent) 55%, transparent);
  background: color-mix(in srgb, var(--c-accent) 10%, var(--c-surface));
`;

const Row = styled.tr<{ $me: boolean }>`
  background: ${(p) => (p.$me ? 'color-mix(in srgb, var(--c-accent) 12%, transparent)' : 'transparent')};
  font-weight: ${(p) => (p.$me ? 800 : 'inherit')};
`;
