// The winners list (spec §2 "winners list", §9 winner board: at most 50, scroll step 0.5): the real winner
// board as a column that scrolls on its own, about half a pixel per frame, pausing while a pointer or focus
// is on it and holding still under reduced motion (it is then a plain scrollable list). A row starts its
// game. Its own chunk, in a dialog opened from the jackpot block or the slots page's jackpot strip.
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { DEFAULT_GAME_ICON } from '../../../schemas/rules/game-icon.ts';
import { Modal } from '../../components/modal.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { WINNERS_LIMIT, useWinners } from './api/winners.api.ts';

/** Spec §9 scroll step 0.5 (pixels per frame at 60 frames a second). */
const PIXELS_PER_SECOND = 30;
const ROW_HEIGHT = 64;
/** Below this many rows the list fits the window: nothing to scroll. */
const SCROLL_FROM = 6;

export default function WinnersBoardDialog({ open, onClose, onPlay }: { open: boolean; onClose: () => void; onPlay: (winner: WinnerEntry) => void }) {
  const { t, i18n } = useTranslation();
  const winners = useWinners(i18n.language);
  const list = (winners.data ?? []).slice(0, WINNERS_LIMIT);
  return (
    <Modal open={open} title={t('jackpot.winnersList')} onClose={onClose} closeLabel={t('common.close')} width={520}>
      {list.length === 0 ? (
        <Empty data-testid="winners-board-empty">{winners.isPending ? t('common.loading') : t('jackpot.noWinners')}</Empty>
      ) : (
        <WinnersBoard
          winners={list}
          onPlay={(w) => {
            onClose();
            onPlay(w);
          }}
        />
      )}
    </Modal>
  );
}

function WinnersBoard({ winners, onPlay }: { winners: readonly WinnerEntry[]; onPlay: (winner: WinnerEntry) => void }) {
  const { t } = useTranslation();
  const scrolls = winners.length >= SCROLL_FROM;
  const seconds = (winners.length * ROW_HEIGHT) / PIXELS_PER_SECOND;
  const rows = (copy: number) => winners.map((w, i) => <WinnerRow key={`${copy}-${w.wonAt}-${i}`} winner={w} onPlay={onPlay} hidden={copy === 1} />);
  return (
    <Window data-testid="winners-board" aria-label={t('jackpot.winnersList')} data-scrolls={scrolls ? 'true' : undefined}>
      <Track style={{ animationDuration: `${seconds}s` }}>
        {rows(0)}
        {/* The second copy makes the loop seamless; it is for the eye only. */}
        {scrolls ? rows(1) : null}
      </Track>
    </Window>
  );
}

function WinnerRow({ winner: w, onPlay, hidden }: { winner: WinnerEntry; onPlay: (winner: WinnerEntry) => void; hidden: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li aria-hidden={hidden || undefined}>
      <button
        type="button"
        onClick={() => onPlay(w)}
        tabIndex={hidden ? -1 : undefined}
        aria-label={t('jackpot.playWinner', { game: w.gameName })}
        data-testid={hidden ? undefined : 'winners-board-row'}
      >
        <img
          src={w.iconUrl}
          alt=""
          loading="lazy"
          width={44}
          height={44}
          onError={(e) => {
            e.currentTarget.src = DEFAULT_GAME_ICON;
          }}
        />
        <span className="who">
          <strong>{w.customerName}</strong>
          <small>
            {w.gameName} · {formatDateTime(w.wonAt)}
          </small>
        </span>
        <span className="amount">{money.format(w.winAmount)}</span>
      </button>
    </li>
  );
}

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const Window = styled.div`
  max-height: min(60vh, ${ROW_HEIGHT * 7}px);
  overflow: hidden;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  &:not([data-scrolls]) {
    overflow-y: auto;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-y: auto;
  }
`;

const Track = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  [data-scrolls] > & {
    animation: ${scrollUp} linear infinite;
  }
  [data-scrolls]:hover > &,
  [data-scrolls]:focus-within > & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    [data-scrolls] > & {
      animation: none;
    }
    li[aria-hidden] {
      display: none;
    }
  }
  button {
    width: 100%;
    height: ${ROW_HEIGHT}px;
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr) auto;
    align-items: center;
    gap: 12px;
    padding: 0 12px;
    border: 0;
    border-bottom: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    background: color-mix(in srgb, var(--c-primary) 8%, var(--c-surface));
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 10px;
  }
  .who {
    display: grid;
    min-width: 0;
    strong,
    small {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    small {
      color: var(--c-text-muted);
      font-size: 12px;
    }
  }
  .amount {
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: var(--c-accent);
  }
`;

const Empty = styled.p`
  padding: 24px 0;
  text-align: center;
  color: var(--c-text-muted);
`;
