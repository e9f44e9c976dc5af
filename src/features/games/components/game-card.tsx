// One game of the hall: the icon (lazy, default art when it fails), name, vendor, minimum bet in the
// brand's money format, a hot tag, and the favourite star. The card itself is the start button; the
// star is a separate toggle button next to it (never one control inside another).
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { GameItem } from '../../../../schemas/generated/games.ts';
import { Icon } from '../../../components/icon.tsx';
import { DEFAULT_IMAGE, Img } from '../../../components/img.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { media } from '../../../lib/theme/styled-theme.ts';

interface CardProps {
  game: GameItem;
  favourite: boolean;
  favouritePending: boolean;
  launching: boolean;
  onLaunch: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
}

export function GameCard({ game, favourite, favouritePending, launching, onLaunch, onToggleFavourite }: CardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const name = game.gameName || game.gameCode;
  // A vendor item (VASSALAGE) opens its games; it has no stake of its own and cannot be a favourite.
  const vendorItem = game.isGame === 'VASSALAGE';
  return (
    <Card data-testid={`game-card-${game.vendor}-${game.gameCode}`}>
      {/* Named by its content (name, vendor, minimum bet): a label of its own would hide what the card shows
          from a speech-input user, who says the visible name (WCAG 2.5.3, axe label-content-name-mismatch). */}
      <Start type="button" onClick={() => onLaunch(game)} aria-busy={launching || undefined} disabled={launching}>
        <Thumb>
          <Img src={game.iconUrl || DEFAULT_IMAGE} alt="" width={240} height={240} loading="lazy" />
          {game.hot === 1 ? <Hot>{t('games.hot')}</Hot> : null}
          <Play aria-hidden="true" data-launching={launching}>
            {launching ? <Spinner /> : <Icon name="play" size={22} fill="currentColor" strokeWidth={1.5} />}
          </Play>
        </Thumb>
        <Name title={name}>{name}</Name>
        <Meta>
          <span>{game.vendorName || game.vendor}</span>
          {vendorItem ? (
            <span>{t('games.card.provider')}</span>
          ) : (
            <span>
              <abbr title={t('games.card.minBetTitle')}>{t('games.card.minBetShort')}</abbr> <strong>{money.format(game.minBet)}</strong>
            </span>
          )}
        </Meta>
      </Start>
      {vendorItem ? null : (
        <Star
          type="button"
          aria-pressed={favourite}
          aria-label={favourite ? t('games.card.removeFavourite', { name }) : t('games.card.addFavourite', { name })}
          disabled={favouritePending}
          onClick={() => onToggleFavourite(game)}
          data-testid={`game-fav-${game.nodeId}`}
        >
          <Icon name="star" size={18} strokeWidth={2} fill={favourite ? 'currentColor' : 'none'} />
        </Star>
      )}
    </Card>
  );
}

/** The placeholder of a card while a list loads. */
export function GameCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <SkeletonArt />
      <SkeletonLine $height={14} $top={10} $width={80} />
      <SkeletonLine $height={10} $top={6} $width={55} />
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 6px 6px 8px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.05);
  transition:
    transform 0.18s,
    border-color 0.18s,
    box-shadow 0.18s;
  &:hover,
  &:focus-within {
    border-color: color-mix(in srgb, var(--c-primary) 70%, var(--c-border));
    box-shadow: 0 10px 24px rgb(0 0 0 / 0.12);
  }
  ${media.hover} {
    &:hover {
      transform: translateY(-2px);
    }
  }
  ${media.md} {
    padding: 8px 8px 10px;
  }
`;

const Start = styled.button`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 0;
  border: 0;
  border-radius: calc(var(--radius, 8px) * 0.75);
  color: inherit;
  text-align: start;
  background: transparent;
  &:disabled {
    cursor: progress;
  }
`;

const Play = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: var(--c-on-primary);
  background: color-mix(in srgb, var(--c-background) 35%, transparent);
  opacity: 0;
  transition: opacity 0.18s;
  &::before {
    content: '';
    position: absolute;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: var(--c-primary);
    box-shadow: 0 6px 18px color-mix(in srgb, var(--c-primary) 45%, transparent);
  }
  > * {
    position: relative;
  }
  &[data-launching='true'] {
    opacity: 1;
  }
`;

const Thumb = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 1 / 1;
  border-radius: calc(var(--radius, 8px) * 0.75);
  background: var(--c-surface-alt);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.25s;
  }
  ${Start}:hover & img, ${Start}:focus-visible & img {
    transform: scale(1.05);
  }
  ${Start}:hover & ${Play}, ${Start}:focus-visible & ${Play} {
    opacity: 1;
  }
`;

const Hot = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 2px 7px;
  border-radius: 999px;
  font-size: 10px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #fff;
  background: linear-gradient(90deg, var(--c-danger), var(--c-warning));
  box-shadow: 0 2px 6px rgb(0 0 0 / 0.25);
`;

const Name = styled.span`
  display: block;
  margin-top: 8px;
  overflow: hidden;
  font-size: 13px;
  font-weight: 700;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.md} {
    font-size: 14px;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0 8px;
  margin-top: 2px;
  font-size: 11px;
  line-height: 1.35;
  color: var(--c-text-muted);
  > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  abbr {
    text-decoration: none;
  }
  strong {
    color: var(--c-text);
    font-weight: 700;
  }
  ${media.md} {
    font-size: 12px;
  }
  ${media.xl} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const Star = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 1px solid color-mix(in srgb, var(--c-border) 70%, transparent);
  border-radius: 50%;
  color: var(--c-text-muted);
  background: color-mix(in srgb, var(--c-surface) 82%, transparent);
  backdrop-filter: blur(4px);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.18);
  transition:
    color 0.15s,
    transform 0.15s,
    background-color 0.15s;
  &:hover:not(:disabled) {
    color: var(--c-warning);
    background: var(--c-surface);
  }
  &[aria-pressed='true'] {
    color: var(--c-warning);
  }
  &:active:not(:disabled) {
    transform: scale(0.9);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  ${media.md} {
    top: 14px;
    right: 14px;
    width: 32px;
    height: 32px;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 22px;
  height: 22px;
  border: 3px solid color-mix(in srgb, var(--c-on-primary) 35%, transparent);
  border-top-color: var(--c-on-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const SkeletonBlock = styled.span`
  display: block;
  border-radius: calc(var(--radius, 8px) * 0.75);
  background: linear-gradient(90deg, var(--c-surface-alt) 25%, color-mix(in srgb, var(--c-surface-alt) 60%, var(--c-border)) 50%, var(--c-surface-alt) 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const SkeletonArt = styled(SkeletonBlock)`
  aspect-ratio: 1 / 1;
`;

const SkeletonLine = styled(SkeletonBlock)<{ $height: number; $top: number; $width: number }>`
  height: ${({ $height }) => $height}px;
  margin-top: ${({ $top }) => $top}px;
  width: ${({ $width }) => $width}%;
`;
