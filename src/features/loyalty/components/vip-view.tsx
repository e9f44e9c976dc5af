// The VIP page (/vip, issue 20): the member's level and this period's progress to the next one (deposits or
// turnover, as the brand's rule says), then every level with its thresholds, the thresholds to keep it, and its
// benefits (rebate, point rate, withdrawals, birthday and upgrade bonuses). Signed out: the table alone.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VipLevelView } from '../../../../schemas/generated/loyalty.ts';
import { Container } from '../../../components/container.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Icon } from '../../../components/icon.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useVip } from '../api/vip.api.ts';

const percent = (done: number, goal: number) => (goal <= 0 ? 100 : Math.min(100, Math.floor((done / goal) * 100)));

export function VipView() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const query = useVip(i18n.language);
  const data = query.data;
  const dash = '—';
  const levelName = (rank: number) => data?.levels.find((l) => l.rank === rank)?.name ?? `VIP${rank}`;
  const levelColour = (rank: number) => data?.levels.find((l) => l.rank === rank)?.colour ?? '';
  const next: VipLevelView | undefined = data?.me?.nextRank != null ? data.levels.find((l) => l.rank === data.me!.nextRank) : undefined;
  return (
    <Container as="main" data-testid="vip-page">
      <Title>
        <Icon name="crown" size={26} />
        {t('vip.title')}
      </Title>
      {query.isError ? <p role="alert">{errorMessage(t, query.error)}</p> : null}
      {data?.me ? (
        <Me data-testid="vip-me">
          <div>
            <span className="label">{t('vip.myLevel')}</span>
            {/* The member label (member info's memberLabel: the level's name in its colour). */}
            <strong data-testid="vip-my-level">
              <Dot $colour={levelColour(data.me.rank)} data-testid="vip-my-label-colour" />
              {levelName(data.me.rank)}
            </strong>
          </div>
          {next ? (
            <div className="progress">
              <p>{t('vip.toNext', { name: next.name })}</p>
              {[
                { key: 'deposit', done: data.me.deposit, goal: next.minDeposit },
                { key: 'turnover', done: data.me.turnover, goal: next.minTurnover },
              ].map((p) => (
                <div key={p.key} className="bar">
                  <span>{t(`vip.${p.key}`)}</span>
                  <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent(p.done, p.goal)} className="track">
                    <Fill $percent={percent(p.done, p.goal)} />
                  </div>
                  <span className="num">{`${money.format(p.done)} / ${money.format(p.goal)}`}</span>
                </div>
              ))}
              <p className="muted">{t(data.qualify === 'both' ? 'vip.ruleBoth' : 'vip.ruleEither')}</p>
            </div>
          ) : (
            <p>{t('vip.top')}</p>
          )}
        </Me>
      ) : null}
      <Scroll>
        <Table data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('vip.level')}</th>
              <th scope="col">{t('vip.deposit')}</th>
              <th scope="col">{t('vip.turnover')}</th>
              <th scope="col">{t('vip.keep')}</th>
              <th scope="col">{t('vip.rebate')}</th>
              <th scope="col">{t('vip.pointRate')}</th>
              <th scope="col">{t('vip.withdrawals')}</th>
              <th scope="col">{t('vip.birthday')}</th>
              <th scope="col">{t('vip.upgrade')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.levels ?? []).map((l) => (
              <tr key={l.rank} data-current={data?.me?.rank === l.rank ? 'true' : undefined}>
                <th scope="row">
                  <Dot $colour={l.colour} />
                  {l.name}
                </th>
                <td>{money.format(l.minDeposit)}</td>
                <td>{money.format(l.minTurnover)}</td>
                <td>{`${money.format(l.keepDeposit)} / ${money.format(l.keepTurnover)}`}</td>
                <td>{l.benefits.rebatePercent !== null ? `${l.benefits.rebatePercent}%` : dash}</td>
                <td>{l.benefits.pointRatePercent !== null ? `${l.benefits.pointRatePercent}%` : dash}</td>
                <td>
                  {l.benefits.dailyWithdrawals !== null ? t('vip.perDay', { n: l.benefits.dailyWithdrawals }) : dash}
                  {l.benefits.maxWithdrawal !== null ? <span className="sub">{t('vip.upTo', { amount: money.format(l.benefits.maxWithdrawal) })}</span> : null}
                </td>
                <td>{l.benefits.birthdayBonus ? money.format(l.benefits.birthdayBonus) : dash}</td>
                <td>{l.benefits.upgradeBonus ? money.format(l.benefits.upgradeBonus) : dash}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p className="note">{t(data?.period === 'week' ? 'vip.noteWeek' : 'vip.noteMonth')}</p>
    </Container>
  );
}

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 24px 0 12px;
  font-size: 26px;
  font-weight: 800;
`;

const Me = styled.section`
  display: grid;
  gap: 16px;
  margin: 8px 0 24px;
  padding: 18px 20px;
  border: 2px solid var(--c-primary);
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  .label {
    display: block;
    font-size: 13px;
    color: var(--c-text-muted);
  }
  strong {
    font-size: 26px;
    font-weight: 800;
  }
  p {
    margin: 0 0 8px;
  }
  .bar {
    display: grid;
    grid-template-columns: 90px minmax(0, 1fr) auto;
    gap: 10px;
    align-items: center;
    margin: 6px 0;
    font-size: 13px;
  }
  .track {
    height: 8px;
    border-radius: 999px;
    background: var(--c-border);
    overflow: hidden;
  }
  .num {
    font-variant-numeric: tabular-nums;
  }
  .muted {
    color: var(--c-text-muted);
    font-size: 12px;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px;
    border-bottom: 1px solid var(--c-border);
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    color: var(--c-text-muted);
    font-weight: 600;
    font-size: 13px;
  }
  tbody th {
    font-weight: 800;
  }
  tr[data-current='true'] {
    background: var(--c-surface);
    outline: 2px solid var(--c-primary);
  }
  .sub {
    display: block;
    color: var(--c-text-muted);
    font-size: 12px;
  }
`;

// Styled props, not style attributes: the page policy (CSP style-src with a nonce) refuses inline styles.
const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: linear-gradient(90deg, var(--c-primary), var(--c-accent));
`;

const Dot = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-inline-end: 8px;
  border-radius: 50%;
  background: ${({ $colour }) => ($colour && /^#[0-9A-Fa-f]{6}$/.test($colour) ? $colour : '#ABABAB')};
`;
