// One lazy module per route chunk (spec §2 chunk list). Vite turns each import() into its own file.
import type { ComponentType } from 'react';
import type { ChunkName } from './routes/route-table.ts';

type PageModule = { default: ComponentType };

export const CHUNK_LOADERS: Readonly<Record<ChunkName, () => Promise<PageModule>>> = {
  index: () => import('./pages/home-page.tsx'),
  login: () => import('./pages/login-page.tsx'),
  register: () => import('./pages/register-page.tsx'),
  forget: () => import('./pages/forget-page.tsx'),
  notice: () => import('./pages/notice-page.tsx'),
  Vip: () => import('./pages/vip-page.tsx'),
  pointMall: () => import('./pages/point-mall-page.tsx'),
  egame: () => import('./pages/category-page.tsx'),
  elott: () => import('./pages/elott-page.tsx'),
  lottery: () => import('./pages/lottery-page.tsx'),
  vnlottery: () => import('./pages/vn-lottery-page.tsx'),
  promo: () => import('./pages/promotions-page.tsx'),
  promoDetail: () => import('./pages/promo-detail-page.tsx'),
  seamless: () => import('./pages/seamless-page.tsx'),
  fbSports: () => import('./pages/fb-sports-page.tsx'),
  help: () => import('./pages/help-page.tsx'),
  download: () => import('./pages/download-page.tsx'),
  joinus: () => import('./pages/join-page.tsx'),
  byIframe: () => import('./pages/game-frame-page.tsx'),
  game: () => import('./pages/games-list-page.tsx'),
  agentHome: () => import('./pages/agent-home-page.tsx'),
};
