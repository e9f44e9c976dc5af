// The pages of the member and agent centres, by section id (spec §2), composed here because client
// features never import each other. Each is its own chunk, loaded the first time its section opens.
import { lazy } from 'react';
import type { CentrePages } from '../features/accounts/centres/centre-sections.ts';

export const CENTRE_PAGES: CentrePages = {
  transferFund: lazy(() => import('../features/wallet/pages/transfer-fund-page.tsx')),
  depositv2: lazy(() => import('../features/deposits/deposit-page.tsx')),
  withdraw: lazy(() => import('../features/withdrawals/withdraw-page.tsx')),
  transferUpline: lazy(() => import('../features/wallet/pages/transfer-upline-page.tsx')),
  transactionHistory: lazy(() => import('../features/wallet/pages/transaction-history-page.tsx')),
  personalHistoryCopy: lazy(() => import('../features/betting/pages/bet-records-page.tsx')),
  personalProfit: lazy(() => import('../features/betting/pages/profit-page.tsx')),
};
