// The pages of the member and agent centres, by section id (spec §2), composed here because client
// features never import each other. Each is its own chunk, loaded the first time its section opens (after
// the whole catalogue: the centre modal waits for it too, this keeps each page safe on its own).
import { lazy } from 'react';
import { withFullCatalogue } from '../lib/i18n/i18n.ts';
import type { CentreBadges, CompleteCentrePages } from '../features/accounts/centres/centre-sections.ts';

export const CENTRE_PAGES: CompleteCentrePages = {
  securityCenter: lazy(withFullCatalogue(() => import('./security-center.tsx'))),
  transferFund: lazy(withFullCatalogue(() => import('../features/wallet/pages/transfer-fund-page.tsx'))),
  depositv2: lazy(withFullCatalogue(() => import('./deposit-centre-page.tsx'))),
  withdraw: lazy(withFullCatalogue(() => import('../features/withdrawals/withdraw-page.tsx'))),
  transferUpline: lazy(withFullCatalogue(() => import('../features/wallet/pages/transfer-upline-page.tsx'))),
  transactionHistory: lazy(withFullCatalogue(() => import('../features/wallet/pages/transaction-history-page.tsx'))),
  personalHistoryCopy: lazy(withFullCatalogue(() => import('../features/betting/pages/bet-records-page.tsx'))),
  personalProfit: lazy(withFullCatalogue(() => import('../features/betting/pages/profit-page.tsx'))),
  bonusDetails: lazy(withFullCatalogue(() => import('../features/promotions/bonus-details-page.tsx'))),
  rewardCenter: lazy(withFullCatalogue(() => import('../features/promotions/reward-center-page.tsx'))),
  manualRebate: lazy(withFullCatalogue(() => import('../features/promotions/manual-rebate-page.tsx'))),
  referral: lazy(withFullCatalogue(() => import('../features/promotions/referral-page.tsx'))),
  messageV2: lazy(withFullCatalogue(() => import('../features/messages/messages-page.tsx'))),
  missionLeaderboard: lazy(withFullCatalogue(() => import('../features/missions/mission-page.tsx'))),
  supportQuestion: lazy(withFullCatalogue(() => import('../features/support/support-question-page.tsx'))),
  feedback: lazy(withFullCatalogue(() => import('../features/support/feedback-page.tsx'))),
  responsibleGaming: lazy(withFullCatalogue(() => import('../features/limits/limits-centre-page.tsx'))),
  // The agent centre (issue 17).
  announcement: lazy(withFullCatalogue(() => import('../features/messages/announcements-page.tsx'))),
  agentTeamOverview: lazy(withFullCatalogue(() => import('../features/agents/team-overview-page.tsx'))),
  registerCenter: lazy(withFullCatalogue(() => import('../features/agents/register-centre-page.tsx'))),
  teamManagement: lazy(withFullCatalogue(() => import('../features/agents/team-management-page.tsx'))),
  teamBetting: lazy(withFullCatalogue(() => import('../features/agents/team-betting-page.tsx'))),
  accountDetails: lazy(withFullCatalogue(() => import('../features/agents/account-details-page.tsx'))),
  userLoss: lazy(withFullCatalogue(() => import('../features/agents/user-loss-page.tsx'))),
  myIncome: lazy(withFullCatalogue(() => import('../features/agents/my-income-page.tsx'))),
  bonusRecord: lazy(withFullCatalogue(() => import('../features/agents/contract-pages.tsx').then((m) => ({ default: m.DividendPage })))),
  dailyWages: lazy(withFullCatalogue(() => import('../features/agents/contract-pages.tsx').then((m) => ({ default: m.DailyWagesPage })))),
  hourlySalary: lazy(withFullCatalogue(() => import('../features/agents/contract-pages.tsx').then((m) => ({ default: m.HourlySalaryPage })))),
  realTimeSalary: lazy(withFullCatalogue(() => import('../features/agents/contract-pages.tsx').then((m) => ({ default: m.RealTimeSalaryPage })))),
};

/** The counts on centre entries, each its own small chunk loaded when the centre opens (whose catalogue is in by then). */
export const CENTRE_BADGES: CentreBadges = {
  rewardCenter: lazy(withFullCatalogue(() => import('../features/promotions/components/reward-count-badge.tsx'))),
  messageV2: lazy(withFullCatalogue(() => import('../features/messages/components/unread-count-badge.tsx'))),
  missionLeaderboard: lazy(withFullCatalogue(() => import('../features/missions/components/mission-count-badge.tsx'))),
};
