// A raffle promotion's draw (issue 19, MCS2_claimRafflePromotion) on its detail page: the member's chances
// left and earned today, how chances are earned, the Draw button, the prize just won (a short reveal that
// stays still under prefers-reduced-motion), the prize table with each prize's chance and stock, the next
// draw's commitment (seed hash, client seed, nonce) and the member's draws with their revealed seeds, so any
// draw can be checked. Signed out: an invitation to sign in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { RaffleDrawView } from '../../../../schemas/generated/raffle.ts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useClaimRaffle } from '../api/raffle-claim.api.ts';
import { useRaffle } from '../api/raffle-state.api.ts';
import { formatDateTime } from '../format-date.ts';
import { outcomeText, prizeOdds } from '../raffle-view.ts';
import type { Protect } from './promotions-view.tsx';

interface Props {
  promotionId: string;
  /** Whether the promotion is open now (else the button is off). */
  open: boolean;
  protect: Protect;
}

export function RafflePanel({ promotionId, open, protect }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const signedIn = useSignedIn();
  const query = useRaffle(promotionId, i18n.language);
  const claim = useClaimRaffle(i18n.language);
  const [won, setWon] = useState<RaffleDrawView | null>(null);
  const data = query.data;

  if (!signedIn) {
    return (
      <Panel aria-labelledby="raffle-title" data-testid="raffle-panel">
        <h2 id="raffle-title">{t('promo.raffle.title')}</h2>
        <p className="muted">{t('promo.raffle.signInText')}</p>
        <Button $variant="primary" $size="lg" onClick={() => void protect(() => undefined)} data-testid="raffle-sign-in">
          <Icon name="login" size={18} />
          {t('promo.raffle.signIn')}
        </Button>
      </Panel>
    );
  }
  if (!data) {
    return (
      <Panel aria-labelledby="raffle-title" data-testid="raffle-panel" aria-busy="true">
        <h2 id="raffle-title">{t('promo.raffle.title')}</h2>
        <p className="muted" role={query.isError ? 'alert' : 'status'}>
          {query.isError ? errorMessage(t, query.error) : t('common.loading')}
        </p>
      </Panel>
    );
  }

  const odds = prizeOdds(data.prizes);
  const draw = () =>
    claim.mutate(
      { promotionId },
      {
        onSuccess: (value) => setWon(value.draw),
        onError: (error) => showAlert(errorMessage(t, error)),
      },
    );
  const earnWays = [
    data.turnoverPerChance !== undefined ? t('promo.raffle.earnTurnover', { amount: money.format(data.turnoverPerChance) }) : null,
    data.depositMin !== undefined ? t('promo.raffle.earnDeposit', { amount: money.format(data.depositMin) }) : null,
    t('promo.raffle.earnCap', { n: data.maxChancesPerDay }),
  ].filter((x): x is string => x !== null);
  const outcome = won ? outcomeText(won, money.format(won.amount)) : null;

  return (
    <Panel aria-labelledby="raffle-title" data-testid="raffle-panel">
      <h2 id="raffle-title">{t('promo.raffle.title')}</h2>
      <Top>
        <Chances>
          <span className="label">{t('promo.raffle.chancesLeft')}</span>
          <strong data-testid="raffle-chances">{data.chancesLeft}</strong>
          <span className="muted">{t('promo.raffle.chancesToday', { n: data.chancesToday, max: data.maxChancesPerDay })}</span>
        </Chances>
        <DrawBox>
          <Button
            $variant="primary"
            $size="lg"
            $block
            disabled={!open || data.chancesLeft === 0 || claim.isPending}
            aria-busy={claim.isPending}
            onClick={draw}
            data-testid="raffle-draw"
          >
            <Icon name="ticket" size={20} />
            {claim.isPending ? t('promo.raffle.drawing') : t('promo.raffle.draw')}
          </Button>
          {!open ? <p className="muted">{t('promo.raffle.closed')}</p> : data.chancesLeft === 0 ? <p className="muted">{t('promo.raffle.noChance')}</p> : null}
        </DrawBox>
      </Top>
      <div aria-live="polite" role="status">
        {won && outcome ? (
          <Result key={won.id} data-testid="raffle-result" data-kind={won.kind} $none={won.kind === 'none'}>
            <Icon name={won.kind === 'none' ? 'refresh' : 'sparkles'} size={28} />
            <span>{t(outcome.key, outcome.params)}</span>
          </Result>
        ) : null}
      </div>
      <ul className="earn">
        {earnWays.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
      <h3>{t('promo.raffle.prizes')}</h3>
      <Table data-testid="raffle-prizes">
        <thead>
          <tr>
            <th scope="col">{t('promo.raffle.prize')}</th>
            <th scope="col">{t('promo.raffle.odds')}</th>
            <th scope="col">{t('promo.raffle.left')}</th>
          </tr>
        </thead>
        <tbody>
          {data.prizes.map((p) => (
            <tr key={p.id}>
              <td>
                {p.name}
                {p.kind !== 'none' ? <span className="sub">{`${money.format(p.amount)} · ${t(`promo.raffle.kind.${p.kind}`)}`}</span> : null}
              </td>
              <td>{odds.get(p.id)}</td>
              <td>{p.left === undefined ? t('promo.raffle.unlimited') : p.left}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data.fairness ? (
        <Fair>
          <summary>{t('promo.raffle.fairness')}</summary>
          <p className="muted">{t('promo.raffle.fairnessText')}</p>
          <dl>
            <dt>{t('promo.raffle.seedHash')}</dt>
            <dd data-testid="raffle-seed-hash">{data.fairness.seedHash}</dd>
            <dt>{t('promo.raffle.clientSeed')}</dt>
            <dd>{data.fairness.clientSeed}</dd>
            <dt>{t('promo.raffle.nonce')}</dt>
            <dd>{data.fairness.nonce}</dd>
          </dl>
        </Fair>
      ) : null}
      <h3>{t('promo.raffle.history')}</h3>
      {data.history.length === 0 ? (
        <p className="muted">{t('promo.raffle.noHistory')}</p>
      ) : (
        <History data-testid="raffle-history">
          {data.history.map((d) => (
            <li key={d.id}>
              <div className="row">
                <span>{formatDateTime(d.drawnAt, zone)}</span>
                <strong>{d.prizeName}</strong>
                <span>{d.kind === 'none' ? '—' : money.format(d.amount)}</span>
              </div>
              <details>
                <summary>{t('promo.raffle.verify')}</summary>
                <dl>
                  <dt>{t('promo.raffle.serverSeed')}</dt>
                  <dd>{d.serverSeed}</dd>
                  <dt>{t('promo.raffle.seedHash')}</dt>
                  <dd>{d.seedHash}</dd>
                  <dt>{t('promo.raffle.clientSeed')}</dt>
                  <dd>{d.clientSeed}</dd>
                  <dt>{t('promo.raffle.nonce')}</dt>
                  <dd>{d.nonce}</dd>
                  <dt>{t('promo.raffle.roll')}</dt>
                  <dd>{`${d.roll} / ${d.pool.reduce((s, e) => s + e.weight, 0)}`}</dd>
                </dl>
              </details>
            </li>
          ))}
        </History>
      )}
    </Panel>
  );
}

export const Panel = styled.section`
  margin-top: 22px;
  padding: 20px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0 0 14px;
    font-size: 19px;
    font-weight: 800;
    &::before {
      content: '';
      width: 4px;
      height: 18px;
      border-radius: 2px;
      background: linear-gradient(180deg, var(--c-primary), var(--c-accent));
    }
  }
  h3 {
    margin: 20px 0 10px;
    font-size: 16px;
    font-weight: 800;
  }
  .muted {
    margin: 0;
    color: var(--c-text-muted);
    font-size: 14px;
  }
  .earn {
    display: grid;
    gap: 6px;
    margin: 16px 0 0;
    padding-inline-start: 20px;
    font-size: 14px;
    line-height: 1.5;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 12px;
    margin: 10px 0 0;
    font-size: 13px;
  }
  dt {
    color: var(--c-text-muted);
  }
  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  align-items: center;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Chances = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  .label {
    font-size: 13px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--c-primary);
  }
  strong {
    font-size: 44px;
    line-height: 1.1;
    font-weight: 900;
  }
`;

const DrawBox = styled.div`
  display: grid;
  gap: 8px;
`;

const reveal = keyframes`
  0% { transform: scale(0.6) rotate(-8deg); opacity: 0; }
  60% { transform: scale(1.06) rotate(2deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
`;

const Result = styled.p<{ $none: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 16px 0 0;
  padding: 14px 16px;
  border-radius: var(--radius, 8px);
  font-size: 17px;
  font-weight: 800;
  border: 1px solid ${(p) => (p.$none ? 'var(--c-border)' : 'color-mix(in srgb, var(--c-accent) 60%, transparent)')};
  background: ${(p) => (p.$none ? 'var(--c-surface)' : 'color-mix(in srgb, var(--c-accent) 14%, var(--c-surface))')};
  animation: ${reveal} 600ms cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
  svg {
    flex-shrink: 0;
    color: var(--c-accent);
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 9px 6px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid var(--c-border);
  }
  th {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    color: var(--c-text-muted);
  }
  tr:last-child td {
    border-bottom: 0;
  }
  .sub {
    display: block;
    font-size: 12px;
    color: var(--c-text-muted);
  }
`;

const Fair = styled.details`
  margin-top: 16px;
  font-size: 14px;
  summary {
    cursor: pointer;
    font-weight: 700;
    color: var(--c-primary);
  }
  p {
    margin-top: 8px !important;
  }
`;

const History = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 10px 12px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
    align-items: baseline;
    font-size: 14px;
    span:first-child {
      color: var(--c-text-muted);
      font-size: 13px;
    }
    span:last-child {
      margin-inline-start: auto;
      font-weight: 700;
    }
  }
  summary {
    margin-top: 6px;
    cursor: pointer;
    font-size: 13px;
    color: var(--c-primary);
  }
`;
