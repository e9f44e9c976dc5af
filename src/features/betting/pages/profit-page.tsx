// Member centre "personal profit and loss" (spec §2 personalProfit): stake, winnings and profit per
// game category over the chosen period, with date presets.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageTitle } from '../../../components/cashier/cashier-parts.tsx';
import { useDayWindow } from '../../../components/records/day-window.ts';
import { DatePresets, RecordsBar, RecordsPanel } from '../../../components/records/records-controls.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useProfit } from '../api/profit.api.ts';
import { Totals } from './totals.tsx';

export default function ProfitPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { range, shift } = useDayWindow();
  const profit = useProfit(range);

  return (
    <div data-testid="profit-page">
      <PageTitle>{t('betRecords.profitTitle')}</PageTitle>
      <RecordsBar>
        <DatePresets range={range} shift={shift} testId="profit" />
      </RecordsBar>
      {profit.data ? <Totals totals={profit.data.total} testId="profit-totals" /> : null}
      <RecordsPanel query={profit} isEmpty={profit.data?.categories.length === 0}>
        {() => (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('betRecords.category')}</th>
                <th scope="col">{t('betRecords.roundsHeading')}</th>
                <th scope="col">{t('betRecords.totalBet')}</th>
                <th scope="col">{t('betRecords.totalWin')}</th>
                <th scope="col">{t('betRecords.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {profit.data!.categories.map((c) => (
                <tr key={c.gameType} data-testid={`profit-row-${c.gameType}`}>
                  <th scope="row">{t(`category.${c.gameType}`)}</th>
                  <td>{c.rounds}</td>
                  <td>{money.format(c.bet)}</td>
                  <td>{money.format(c.win)}</td>
                  <td data-sign={c.profit < 0 ? 'minus' : 'plus'}>{money.format(c.profit)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </RecordsPanel>
    </div>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 8px 10px;
    text-align: right;
    border-bottom: 1px solid var(--c-border);
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    color: var(--c-text-muted);
    font-weight: 600;
  }
  td[data-sign='minus'] {
    color: var(--c-danger);
  }
`;
