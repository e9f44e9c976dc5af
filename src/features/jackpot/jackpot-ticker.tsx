// The jackpot counter of the slots page's banner strip (spec §2 /rng): the real pool, easing toward each new
// reading like the home block, with the way to the winners list. Nothing is shown until the pool is known.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { Icon } from '../../components/icon.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useJackpotPool } from './api/jackpot-pool.api.ts';
import { useEasedNumber } from './use-eased-number.ts';

const WinnersBoardDialog = lazy(() => import('./winners-board.tsx'));

export function JackpotTicker({ onPlay }: { onPlay: (winner: WinnerEntry) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const pool = useJackpotPool();
  const shown = useEasedNumber(pool.data?.amount);
  const [board, setBoard] = useState(false);
  if (shown === undefined) return null;
  return (
    <Strip aria-label={t('jackpot.title')} data-testid="jackpot-ticker">
      <span className="label">
        <Icon name="crown" size={18} />
        {t('jackpot.title')}
      </span>
      <strong data-testid="jackpot-ticker-amount" data-value={pool.data?.amount ?? ''} aria-live="off">
        {money.format(shown)}
      </strong>
      <button type="button" onClick={() => setBoard(true)} data-testid="winners-board-open">
        {t('jackpot.allWinners')}
      </button>
      {board ? (
        <Suspense fallback={null}>
          <WinnersBoardDialog open onClose={() => setBoard(false)} onPlay={onPlay} />
        </Suspense>
      ) : null}
    </Strip>
  );
}

const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px 16px;
  margin: 0 0 16px;
  padding: 10px 16px;
  border-radius: var(--radius, 10px);
  border: 1px solid color-mix(in srgb, var(--c-jackpot) 45%, var(--c-border));
  background: linear-gradient(
    90deg,
    color-mix(in srgb, var(--c-jackpot) 14%, var(--c-surface)),
    var(--c-surface),
    color-mix(in srgb, var(--c-jackpot) 14%, var(--c-surface))
  );
  .label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--c-text-muted);
    svg {
      color: var(--c-jackpot);
    }
  }
  strong {
    font-size: clamp(20px, 4vw, 30px);
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    color: var(--c-jackpot);
  }
  button {
    border: 0;
    background: none;
    font: inherit;
    font-size: 13px;
    font-weight: 700;
    color: var(--c-primary);
    cursor: pointer;
  }
`;
