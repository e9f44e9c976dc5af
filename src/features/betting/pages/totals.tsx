// The totals line of the betting pages: rounds, stake, winnings and profit of the period.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BetTotals } from '../../../../schemas/generated/betting.ts';
import { useMoney } from '../../../lib/format/use-money.ts';

export function Totals({ totals, testId = 'bets-totals' }: { totals: BetTotals; testId?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Line data-testid={testId}>
      <span>{t('betRecords.rounds', { count: totals.rounds })}</span>
      <span>
        {t('betRecords.totalBet')}: <strong>{money.format(totals.bet)}</strong>
      </span>
      <span>
        {t('betRecords.totalWin')}: <strong>{money.format(totals.win)}</strong>
      </span>
      <span>
        {t('betRecords.profit')}: <strong data-sign={totals.profit < 0 ? 'minus' : 'plus'}>{money.format(totals.profit)}</strong>
      </span>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 0 0 12px;
  font-size: 13px;
  color: var(--c-text-muted);
  strong {
    color: var(--c-text);
  }
  strong[data-sign='minus'] {
    color: var(--c-danger);
  }
`;
