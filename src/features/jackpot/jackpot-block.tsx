// Home jackpot block (spec §2): the real pool, easing toward each new reading, and the carousel of
// real winners (5 per view and group, spacing 20, autoplay 3000 ms); a winner's card starts that game.
// The winners first render as a still row laid out like the carousel's first view (the server renders
// that too); the swiper carousel (its own chunk) takes over when idle after the first paint.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { useJackpotPool } from './api/jackpot-pool.api.ts';
import { useWinners } from './api/winners.api.ts';
import { useAfterFirstPaint } from '../../lib/idle/after-first-paint.ts';
import { useEasedNumber } from './use-eased-number.ts';
import { WINNER_AUTOPLAY_MS, WINNER_SLIDES, WINNER_SPACING } from './winners-layout.ts';
import { WinnerCard } from './winner-card.tsx';

const WinnersCarousel = lazy(() => import('./winners-carousel.tsx'));
const WinnersBoardDialog = lazy(() => import('./winners-board.tsx'));

export function JackpotBlock({ onPlay }: { onPlay: (winner: WinnerEntry) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const pool = useJackpotPool();
  const winners = useWinners(i18n.language);
  const shown = useEasedNumber(pool.data?.amount);
  const list = winners.data ?? [];
  const [board, setBoard] = useState(false);
  return (
    <Block aria-labelledby="jackpot-title" data-testid="jackpot-block">
      <h2 id="jackpot-title">{t('jackpot.title')}</h2>
      <Amount data-testid="jackpot-amount" data-value={pool.data?.amount ?? ''} aria-live="off">
        {shown === undefined ? '—' : money.format(shown)}
      </Amount>
      {pool.data?.lastWin ? (
        <p className="last">
          {t('jackpot.lastWin', { name: pool.data.lastWin.customerName, amount: money.format(pool.data.lastWin.winAmount), game: pool.data.lastWin.gameName })}
        </p>
      ) : null}
      <WinnersHead>
        <h3>{t('jackpot.winners')}</h3>
        {list.length > 0 ? (
          <button type="button" onClick={() => setBoard(true)} data-testid="winners-board-open">
            {t('jackpot.allWinners')}
          </button>
        ) : null}
      </WinnersHead>
      {board ? (
        <Suspense fallback={null}>
          <WinnersBoardDialog open onClose={() => setBoard(false)} onPlay={onPlay} />
        </Suspense>
      ) : null}
      {list.length === 0 ? (
        <p className="empty" data-testid="winners-empty">
          {winners.isPending ? t('common.loading') : t('jackpot.noWinners')}
        </p>
      ) : (
        <WinnerList winners={list} onPlay={onPlay} />
      )}
    </Block>
  );
}

const Block = styled.section`
  margin: 24px 0;
  padding: 20px;
  border-radius: var(--radius, 12px);
  background: linear-gradient(135deg, color-mix(in srgb, var(--c-primary) 22%, var(--c-surface)), var(--c-surface));
  border: 1px solid var(--c-border);
  text-align: center;
  h2 {
    margin: 0;
    font-size: 16px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--c-text-muted);
  }
  h3 {
    margin: 16px 0 10px;
    font-size: 14px;
    text-align: left;
    color: var(--c-text-muted);
  }
  .last,
  .empty {
    font-size: 13px;
    color: var(--c-text-muted);
    margin: 4px 0 0;
  }
`;
const WinnersHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  button {
    border: 0;
    background: none;
    padding: 4px 0;
    font: inherit;
    font-size: 13px;
    font-weight: 700;
    color: var(--c-primary);
    cursor: pointer;
  }
  button:hover {
    text-decoration: underline;
  }
`;
const Amount = styled.p`
  margin: 6px 0 0;
  font-size: clamp(28px, 6vw, 52px);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: var(--c-accent);
`;
function WinnerList({ winners, onPlay }: { winners: readonly WinnerEntry[]; onPlay: (winner: WinnerEntry) => void }) {
  // Nothing moves before the first autoplay step: swiper only has to be in by then.
  const enhance = useAfterFirstPaint({ minDelayMs: WINNER_AUTOPLAY_MS / 2 });
  const still = (
    <StillRow>
      {winners.map((w, i) => (
        <li key={`${w.wonAt}-${i}`}>
          <WinnerCard winner={w} onPlay={onPlay} />
        </li>
      ))}
    </StillRow>
  );
  if (!enhance) return still;
  return (
    <Suspense fallback={still}>
      <WinnersCarousel winners={winners} onPlay={onPlay} />
    </Suspense>
  );
}

/** The carousel's first view without swiper: as many cards per row as its breakpoints show, same gap. */
const StillRow = styled.ul`
  display: flex;
  gap: ${WINNER_SPACING}px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  li {
    flex: 0 0 calc((100% - ${WINNER_SPACING}px) / 2);
  }
  @media (min-width: 640px) {
    li {
      flex-basis: calc((100% - ${2 * WINNER_SPACING}px) / 3);
    }
  }
  @media (min-width: 1024px) {
    li {
      flex-basis: calc((100% - ${(WINNER_SLIDES - 1) * WINNER_SPACING}px) / ${WINNER_SLIDES});
    }
  }
`;
