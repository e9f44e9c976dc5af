// The picture of a promotion that has no image of its own: drawn here, in the brand's colours (theme
// tokens, so it follows light and dark), with the category's emblem and a pattern chosen by the
// promotion's id — every card looks different, and the server and the browser draw the same one. No file,
// no request. Colours are class rules: the page's CSP allows no style attributes.
import { useId } from 'react';
import styled from 'styled-components';
import type { PromotionCategory } from '../../../../schemas/generated/promotions.ts';
import { Icon, type IconName } from '../../../components/icon.tsx';

const EMBLEM: Readonly<Record<PromotionCategory, IconName>> = {
  other: 'megaphone',
  sports: 'flame',
  live: 'play',
  slots: 'sparkles',
  cards: 'ticket',
  fish: 'gamepad',
  lotto: 'ticket',
  rebate: 'refresh',
  pointsMall: 'store',
  ranking: 'crown',
  deposit: 'gift',
  appDownload: 'phone',
  newbie: 'star',
  game: 'gamepad',
};

/** FNV-1a: a small stable hash of the id, the seed of the pattern. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A tiny deterministic generator (mulberry32) over the seed. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 400;
const H = 200;

export function PromoArt({ id, category }: { id: string; category: PromotionCategory }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const next = generator(hash(id));
  const flip = next() < 0.5;
  const cx = flip ? 104 : 296;
  const cy = 100;
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a0 = (i / 14) * Math.PI * 2;
    const a1 = a0 + Math.PI / 28;
    const r = 320;
    return `M${cx} ${cy}L${(cx + r * Math.cos(a0)).toFixed(1)} ${(cy + r * Math.sin(a0)).toFixed(1)}L${(cx + r * Math.cos(a1)).toFixed(1)} ${(cy + r * Math.sin(a1)).toFixed(1)}Z`;
  }).join('');
  // Confetti on the side away from the emblem.
  const confetti = Array.from({ length: 16 }, (_, i) => {
    const x = (flip ? 200 : 12) + next() * 188;
    const y = 12 + next() * 176;
    const size = 4 + next() * 7;
    const turn = Math.round(next() * 180);
    const kind = i % 3;
    return { x: Math.round(x), y: Math.round(y), size: Math.round(size), turn, kind, tone: next() < 0.4 ? 'gold' : 'light' };
  });
  const coins = [0, 1, 2].map((i) => ({ x: cx + (flip ? 1 : -1) * (58 + i * 20), y: 150 - i * 12 + Math.round(next() * 8), r: 13 - i * 2 }));
  const bg = `pa-bg-${uid}`;
  const glow = `pa-glow-${uid}`;
  return (
    <Svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-testid="promo-art">
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="from" />
          <stop offset="1" className="to" />
        </linearGradient>
        <radialGradient id={glow} cx={flip ? '0.26' : '0.74'} cy="0.5" r="0.6">
          <stop offset="0" className="glow" />
          <stop offset="1" className="glow-end" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${bg})`} />
      <path d={rays} className="rays" />
      <rect width={W} height={H} fill={`url(#${glow})`} />
      {[60, 92, 126].map((r) => (
        <circle key={r} cx={cx} cy={cy} r={r} className="ring" />
      ))}
      {confetti.map((c, i) =>
        c.kind === 0 ? (
          <circle key={i} cx={c.x} cy={c.y} r={c.size / 2} className={c.tone} />
        ) : (
          <rect
            key={i}
            x={c.x}
            y={c.y}
            width={c.size}
            height={c.kind === 1 ? c.size / 2.5 : c.size}
            rx="1"
            transform={`rotate(${c.turn} ${c.x} ${c.y})`}
            className={c.tone}
          />
        ),
      )}
      {coins.map((c, i) => (
        <g key={i} className="coin">
          <circle cx={c.x} cy={c.y} r={c.r} />
          <circle cx={c.x} cy={c.y} r={c.r * 0.62} className="coin-inner" />
        </g>
      ))}
      <circle cx={cx} cy={cy} r="46" className="badge" />
      <Icon name={EMBLEM[category] ?? 'gift'} x={cx - 30} y={cy - 30} size={60} strokeWidth={1.5} className="emblem" />
    </Svg>
  );
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  .from {
    stop-color: var(--c-primary);
  }
  .to {
    stop-color: color-mix(in srgb, var(--c-accent) 70%, var(--c-primary));
  }
  /* Dark themes have light brand colours: deepen them, so the white emblem and confetti keep their contrast. */
  html[data-theme='dark'] & .from {
    stop-color: color-mix(in srgb, var(--c-primary) 60%, var(--c-background));
  }
  html[data-theme='dark'] & .to {
    stop-color: color-mix(in srgb, var(--c-accent) 50%, var(--c-background));
  }
  .glow {
    stop-color: #fff;
    stop-opacity: 0.32;
  }
  .glow-end {
    stop-color: #fff;
    stop-opacity: 0;
  }
  .rays {
    fill: #fff;
    opacity: 0.07;
  }
  .ring {
    fill: none;
    stroke: #fff;
    stroke-opacity: 0.18;
    stroke-width: 1.5;
  }
  .light {
    fill: #fff;
    opacity: 0.55;
  }
  .gold {
    fill: var(--c-jackpot, #f5c542);
    opacity: 0.85;
  }
  .coin circle {
    fill: var(--c-jackpot, #f5c542);
    stroke: color-mix(in srgb, var(--c-jackpot, #f5c542) 60%, #000);
    stroke-width: 1.5;
  }
  .coin .coin-inner {
    fill: none;
    stroke: #fff;
    stroke-opacity: 0.6;
  }
  .badge {
    fill: #fff;
    fill-opacity: 0.16;
    stroke: #fff;
    stroke-opacity: 0.55;
    stroke-width: 2;
  }
  .emblem {
    color: #fff;
  }
`;
