// One lazy module per route chunk (spec §2 chunk list). Vite turns each import() into its own file.
// The pages of the first paint (home, category pages, games lists) need only the catalogue's `core`;
// every other page resolves only once the whole catalogue is in (withFullCatalogue), so it never shows a key.
import type { ComponentType } from 'react';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import type { ChunkName } from './routes/route-table.ts';
import { withChunkTimeouts } from './chunk-timeout.ts';

type PageModule = { default: ComponentType };

// Each with the §9 chunk time-out (chunk-timeout.ts).
export const CHUNK_LOADERS: Readonly<Record<ChunkName, () => Promise<PageModule>>> = withChunkTimeouts({
  index: () => import('./pages/home-page.tsx'),
  login: withFullCatalogue(() => import('./pages/login-page.tsx')),
  register: withFullCatalogue(() => import('./pages/register-page.tsx')),
  forget: withFullCatalogue(() => import('./pages/forget-page.tsx')),
  notice: withFullCatalogue(() => import('./pages/notice-page.tsx')),
  Vip: withFullCatalogue(() => import('./pages/vip-page.tsx')),
  pointMall: withFullCatalogue(() => import('./pages/point-mall-page.tsx')),
  egame: () => import('./pages/category-page.tsx'),
  elott: withFullCatalogue(() => import('./pages/elott-page.tsx')),
  lottery: withFullCatalogue(() => import('./pages/lottery-page.tsx')),
  vnlottery: withFullCatalogue(() => import('./pages/vn-lottery-page.tsx')),
  lotteryVerify: withFullCatalogue(() => import('./pages/lottery-verify-page.tsx')),
  promo: withFullCatalogue(() => import('./pages/promotions-page.tsx')),
  promoDetail: withFullCatalogue(() => import('./pages/promo-detail-page.tsx')),
  seamless: withFullCatalogue(() => import('./pages/seamless-page.tsx')),
  fbSports: withFullCatalogue(() => import('./pages/fb-sports-page.tsx')),
  help: withFullCatalogue(() => import('./pages/help-page.tsx')),
  download: withFullCatalogue(() => import('./pages/download-page.tsx')),
  joinus: withFullCatalogue(() => import('./pages/join-page.tsx')),
  responsibleGaming: withFullCatalogue(() => import('./pages/responsible-gaming-page.tsx')),
  byIframe: withFullCatalogue(() => import('./pages/game-frame-page.tsx')),
  game: () => import('./pages/games-list-page.tsx'),
  agentHome: withFullCatalogue(() => import('./pages/agent-home-page.tsx')),
});
