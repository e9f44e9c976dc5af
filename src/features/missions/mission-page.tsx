// Member centre "missionLeaderboard" (spec §2, issue 20): the brand's daily, weekly and one-off missions with a
// progress bar each and a Claim button once complete; then this week's leaderboard by mission score (names
// masked by the server). A claim pays once (points and/or bonus), server side.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MissionView } from '../../../schemas/generated/missions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Icon } from '../../components/icon.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { media } from '../../lib/theme/styled-theme.ts';
import { useClaimMission } from './api/mission-claim.api.ts';
import { useMissionLeaderboard } from './api/mission-leaderboard.api.ts';
import { useMissionSummary } from './api/mission-summary.api.ts';

export default function MissionPage() {
  const { t, i18n } = useTranslation();
  const summary = useMissionSummary(i18n.language);
  const board = useMissionLeaderboard();
  const claim = useClaimMission();
  const [claimed, setClaimed] = useState<string | null>(null);
  const data = summary.data;
  const onClaim = (id: string) => {
    setClaimed(null);
    claim.mutate(id, { onSuccess: (m) => setClaimed(m.id) });
  };
  return (
    <div data-testid="mission-page">
      <PageTitle>{t('missions.title')}</PageTitle>
      {data ? <Lead data-testid="mission-score">{t('missions.myScore', { score: data.score })}</Lead> : null}
      {claimed ? (
        <Notice role="status" data-testid="mission-claimed">
          {t('missions.claimedToast')}
        </Notice>
      ) : null}
      {claim.isError ? (
        <Notice role="alert" data-testid="mission-claim-error">
          {errorMessage(t, claim.error)}
        </Notice>
      ) : null}
      {summary.isError && !data ? (
        <Notice role="alert">{errorMessage(t, summary.error)}</Notice>
      ) : !data ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : data.missions.length === 0 ? (
        <Quiet>{t('missions.noMissions')}</Quiet>
      ) : (
        <List>
          {data.missions.map((m) => (
            <MissionRow key={m.id} mission={m} busy={claim.isPending && claim.variables === m.id} locked={claim.isPending} onClaim={() => onClaim(m.id)} />
          ))}
        </List>
      )}
      <h3>{t('missions.leaderboard')}</h3>
      {board.data && board.data.list.length > 0 ? (
        <Board data-testid="mission-board">
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('missions.score')}</th>
            </tr>
          </thead>
          <tbody>
            {board.data.list.map((r) => (
              <tr key={r.rank}>
                <td>{r.rank}</td>
                <td>{r.customerName}</td>
                <td>{r.score}</td>
              </tr>
            ))}
          </tbody>
        </Board>
      ) : board.data ? (
        <Quiet>{t('missions.noRanking')}</Quiet>
      ) : null}
    </div>
  );
}

function MissionRow({ mission: m, busy, locked, onClaim }: { mission: MissionView; busy: boolean; locked: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyTask = m.task === 'bet' || m.task === 'deposit';
  const figure = (n: number) => (moneyTask ? money.format(n) : String(n));
  const percent = m.target > 0 ? Math.min(100, Math.floor((m.progress / m.target) * 100)) : 0;
  const rewards = [
    m.rewardPoints > 0 ? t('missions.rewardPoints', { count: m.rewardPoints }) : null,
    m.rewardBonus > 0 ? t('missions.rewardBonus', { amount: money.format(m.rewardBonus) }) : null,
  ].filter(Boolean);
  return (
    <Row data-testid={`mission-row-${m.id}`} data-state={m.status} aria-disabled={m.status === 'claimed' || undefined}>
      <Main>
        <h4>
          <Tag>{t(`missions.period.${m.period}`)}</Tag> {m.name}
        </h4>
        {m.previousPeriod ? <p data-testid="mission-previous">{t(`missions.previous.${m.period}`)}</p> : null}
        <Bar role="progressbar" aria-valuemin={0} aria-valuemax={m.target} aria-valuenow={m.progress} aria-label={m.name}>
          <span style={{ width: `${percent}%` }} />
        </Bar>
        <p className="meta">
          <span data-testid="mission-progress">
            {figure(m.progress)} / {figure(m.target)}
          </span>
          <span>{rewards.join(' · ')}</span>
          <span>
            {t('missions.score')} +{m.score}
          </span>
        </p>
      </Main>
      <Act>
        {m.status === 'claimable' ? (
          <Button type="button" $size="sm" $block onClick={onClaim} disabled={locked} aria-busy={busy || undefined} data-testid="mission-claim">
            {t('missions.claim')}
          </Button>
        ) : (
          <State data-state={m.status}>
            {m.status === 'claimed' ? <Icon name="star" size={14} /> : null} {t(m.status === 'claimed' ? 'missions.claimed' : 'missions.inProgress')}
          </State>
        )}
      </Act>
    </Row>
  );
}

const Lead = styled.p`
  margin: -6px 0 14px;
  font-size: 14px;
  color: var(--c-text-muted);
`;

const Quiet = styled.p`
  padding: 24px 0;
  text-align: center;
  color: var(--c-text-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px 12px;
  align-items: center;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 140px;
  }
  &[data-state='claimable'] {
    border-color: color-mix(in srgb, var(--c-primary) 45%, var(--c-border));
    box-shadow: inset 3px 0 0 var(--c-primary);
  }
  &[aria-disabled='true'] {
    background: var(--c-surface-alt);
    h4 {
      color: var(--c-text-muted);
    }
  }
`;

const Main = styled.div`
  min-width: 0;
  h4 {
    margin: 0 0 8px;
    font-size: 15px;
    color: var(--c-text);
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 6px 0 0;
    font-size: 13px;
    color: var(--c-text-muted);
  }
`;

const Tag = styled.span`
  display: inline-block;
  margin-right: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 14%, transparent);
`;

const Bar = styled.div`
  height: 8px;
  border-radius: 999px;
  overflow: hidden;
  background: var(--c-surface-alt);
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: var(--c-primary);
    transition: width 0.3s ease;
  }
`;

const Act = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const State = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 13px;
  color: var(--c-text-muted);
  &[data-state='claimed'] {
    color: var(--c-success, var(--c-text-muted));
  }
`;

const Board = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    border-bottom: 1px solid var(--c-border);
  }
  th {
    color: var(--c-text-muted);
    font-weight: 600;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;
