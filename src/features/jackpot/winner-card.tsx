// One jackpot winner: the game's icon, who won, how much; pressing it starts that game.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { DEFAULT_GAME_ICON } from '../../../schemas/rules/game-icon.ts';
import { useMoney } from '../../lib/format/use-money.ts';

export function WinnerCard({ winner: w, onPlay }: { winner: WinnerEntry; onPlay: (winner: WinnerEntry) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Winner type="button" onClick={() => onPlay(w)} data-testid="winner-item" aria-label={t('jackpot.playWinner', { game: w.gameName })}>
      <img
        src={w.iconUrl}
        alt=""
        loading="lazy"
        width={56}
        height={56}
        onError={(e) => {
          e.currentTarget.src = DEFAULT_GAME_ICON;
        }}
      />
      <span className="who">{w.customerName}</span>
      <strong>{money.format(w.winAmount)}</strong>
      <span className="game">{w.gameName}</span>
    </Winner>
  );
}

const Winner = styled.button`
  width: 100%;
  display: grid;
  justify-items: center;
  gap: 4px;
  padding: 10px 6px;
  border-radius: var(--radius, 10px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  color: var(--c-text);
  cursor: pointer;
  font: inherit;
  img {
    width: 56px;
    height: 56px;
    border-radius: 10px;
  }
  .who {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  strong {
    font-size: 14px;
    color: var(--c-accent);
  }
  .game {
    font-size: 11px;
    color: var(--c-text-muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 2px solid var(--c-accent);
  }
`;
