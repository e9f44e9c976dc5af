// The back office's pages: where each lives, what its menu entry says, the permission it needs, and
// whether it works on one brand (then the top bar shows the brand choice). A member of staff sees only
// the entries their role allows; the server checks the same permission on every endpoint.
import type { ComponentType } from 'react';
import type { StaffMe } from '../../../schemas/generated/staff.ts';
import type { StaffPermission } from '../../../schemas/rules/staff-roles.ts';
import type { StaffPageProps } from '../components/staff-page-props.ts';

export interface StaffPageEntry {
  path: string;
  labelKey: string;
  permission: StaffPermission;
  brandScoped: boolean;
  load: () => Promise<{ default: ComponentType<StaffPageProps> }>;
}

export const STAFF_PAGES: readonly StaffPageEntry[] = [
  {
    path: 'features',
    labelKey: 'nav.features',
    permission: 'features.read',
    brandScoped: true,
    load: () => import('../features/feature-tree/components/feature-tree-page.tsx').then((m) => ({ default: m.FeatureTreePage })),
  },
  {
    path: 'cashier',
    labelKey: 'nav.cashier',
    permission: 'cashier.read',
    // One list across all the member's brands (each row names its brand), as cashiers work.
    brandScoped: false,
    load: () => import('../features/cashier/components/cashier-page.tsx').then((m) => ({ default: m.CashierPage })),
  },
  {
    path: 'staff',
    labelKey: 'nav.staff',
    permission: 'staff.manage',
    brandScoped: false,
    load: () => import('../features/staff/components/staff-page.tsx').then((m) => ({ default: m.StaffPage })),
  },
  {
    path: 'players',
    labelKey: 'nav.players',
    permission: 'players.read',
    brandScoped: true,
    load: () => import('../features/players/components/players-page.tsx').then((m) => ({ default: m.PlayersPage })),
  },
  {
    path: 'brands',
    labelKey: 'nav.brands',
    permission: 'brands.read',
    // Every file of the member's brands (and, for staff of every brand, files of no brand yet).
    brandScoped: false,
    load: () => import('../features/brand-files/components/brand-files-page.tsx').then((m) => ({ default: m.BrandFilesPage })),
  },
  {
    path: 'reports',
    labelKey: 'nav.reports',
    permission: 'reports.read',
    brandScoped: true,
    load: () => import('../features/reports/components/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
  },
  {
    path: 'content',
    labelKey: 'nav.content',
    permission: 'content.read',
    brandScoped: true,
    load: () => import('../features/content/components/content-page.tsx').then((m) => ({ default: m.ContentPage })),
  },
  {
    path: 'missions',
    labelKey: 'nav.missions',
    permission: 'promotions.read',
    brandScoped: true,
    load: () => import('../features/missions/components/missions-page.tsx').then((m) => ({ default: m.MissionsPage })),
  },
  {
    path: 'help',
    labelKey: 'nav.help',
    permission: 'content.read',
    brandScoped: true,
    load: () => import('../features/help-centre/components/help-editor-page.tsx').then((m) => ({ default: m.HelpEditorPage })),
  },
  {
    path: 'promotions',
    labelKey: 'nav.promotions',
    permission: 'promotions.read',
    brandScoped: true,
    load: () => import('../features/promotions/components/promotions-page.tsx').then((m) => ({ default: m.PromotionsPage })),
  },
  {
    path: 'messages',
    labelKey: 'nav.messages',
    permission: 'messages.read',
    brandScoped: true,
    load: () => import('../features/messages/components/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
  },
  {
    path: 'agent-applications',
    labelKey: 'nav.agentApplications',
    permission: 'agents.read',
    brandScoped: true,
    load: () => import('../features/agent-recruitment/components/agent-applications-page.tsx').then((m) => ({ default: m.AgentApplicationsPage })),
  },
  {
    path: 'agents',
    labelKey: 'nav.agents',
    permission: 'agents.read',
    brandScoped: true,
    load: () => import('../features/agents/components/agents-page.tsx').then((m) => ({ default: m.AgentsPage })),
  },
  {
    path: 'points-mall',
    labelKey: 'nav.pointsMall',
    permission: 'promotions.read',
    brandScoped: true,
    load: () => import('../features/loyalty/components/points-mall-page.tsx').then((m) => ({ default: m.PointsMallPage })),
  },
  {
    path: 'lottery',
    labelKey: 'nav.lottery',
    permission: 'lottery.read',
    brandScoped: true,
    load: () => import('../features/lottery/components/lottery-draws-page.tsx').then((m) => ({ default: m.LotteryDrawsPage })),
  },
  {
    path: 'support',
    labelKey: 'nav.support',
    permission: 'support.read',
    brandScoped: true,
    load: () => import('../features/support/components/support-page.tsx').then((m) => ({ default: m.SupportPage })),
  },
  {
    path: 'audit',
    labelKey: 'nav.audit',
    permission: 'audit.read',
    brandScoped: false,
    load: () => import('../features/audit/components/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
  },
];

export const pagesFor = (staff: StaffMe): StaffPageEntry[] => STAFF_PAGES.filter((p) => staff.permissions.includes(p.permission));
