// Home jackpot block (spec §2): the real pool, easing toward each new reading, and the carousel of
// real winners (5 per view and group, spacing 20, autoplay 3000 ms); a winner's card starts that game.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { WinnerEntry } from '../../../schemas/generated/games.ts';
import { DEFAULT_GAME_ICON } from '../../../schemas/rules/game-icon.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { useJackpotPool } from './api/jackpot-pool.api.ts';
import { useWinners } from './api/winners.api.ts';
import { useEasedNumber } from './use-eased-number.ts';
import { usePrefersReducedMotion } from '../../lib/media/use-media-query.ts';

export const WINNER_SLIDES = 5;
export const WINNER_SPACING = 20;
export const WINNER_AUTOPLAY_MS = 3000;
const BREAKPOINTS = {
  0: { slidesPerView: 2, slidesPerGroup: 2 },
  640: { slidesPerView: 3, slidesPerGroup: 3 },
  1024: { slidesPerView: WINNER_SLIDES, slidesPerGroup: WINNER_SLIDES },
} as const;

export function JackpotBlock({ onPlay }: { onPlay: (winner: WinnerEntry) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const pool = useJackpotPool();
  const winners = useWinners(i18n.language);
  const shown = useEasedNumber(pool.data?.amount);
  const reducedMotion = usePrefersReducedMotion();
  const list = winners.data ?? [];
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
      <h3>{t('jackpot.winners')}</h3>
      {list.length === 0 ? (
        <p className="empty" data-testid="winners-empty">
          {winners.isPending ? t('common.loading') : t('jackpot.noWinners')}
        </p>
      ) : (
        <Swiper
          modules={[Autoplay]}
          spaceBetween={WINNER_SPACING}
          slidesPerView={WINNER_SLIDES}
          slidesPerGroup={WINNER_SLIDES}
          breakpoints={BREAKPOINTS}
          rewind
          autoplay={reducedMotion ? false : { delay: WINNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        >
          {list.map((w, i) => (
            <SwiperSlide key={`${w.wonAt}-${i}`}>
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
            </SwiperSlide>
          ))}
        </Swiper>
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
const Amount = styled.p`
  margin: 6px 0 0;
  font-size: clamp(28px, 6vw, 52px);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: var(--c-accent);
`;
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
