// The menus of the member centre and the agent centre (spec §2), each entry shown only when its module
// is on in the brand's effective feature tree.
import type { ComponentType } from 'react';
import type { ModuleId } from '../../../../schemas/generated/tenant.ts';

export type CentreKind = 'member' | 'agent';

export interface CentreSection {
  /** The page key of the spec (securityCenter, depositv2, agentTeamOverview, …). */
  id: string;
  /** Extra module the entry needs besides the centre's own. */
  module?: ModuleId;
}

/** What the centre hands each of its pages. */
export interface CentrePageProps {
  /** Opens another section of the same centre (a withdrawal held by a bonus points to bonusDetails). */
  openSection: (section: string) => void;
}

/**
 * The pages other features provide for centre sections (src/app/centre-pages.ts composes them, usually
 * lazy, and the compiler holds it to one page per section: CompleteCentrePages). Tests of the centre alone may
 * pass fewer; a section without a page then shows only its name.
 */
export type CentrePages = Readonly<Partial<Record<CentreSectionId, ComponentType<CentrePageProps>>>>;
export type CompleteCentrePages = Readonly<Record<CentreSectionId, ComponentType<CentrePageProps>>>;

/**
 * The counts other features put on centre entries (spec §2: badges on the reward, mission and message
 * entries when above zero), by section id: each renders its own count (nothing at zero) and asks for it
 * only while the centre is open. Composed in src/app/centre-pages.ts like the pages.
 */
export type CentreBadges = Readonly<Partial<Record<string, ComponentType>>>;

export const MEMBER_SECTIONS = [
  { id: 'securityCenter' },
  { id: 'transferFund' },
  { id: 'depositv2', module: 'DEPOSIT' },
  { id: 'withdraw', module: 'WITHDRAW' },
  { id: 'transferUpline', module: 'TRANSFERUPLINE' },
  { id: 'personalHistoryCopy' },
  { id: 'transactionHistory' },
  { id: 'personalProfit' },
  { id: 'bonusDetails' },
  { id: 'rewardCenter', module: 'REWARDCENTER' },
  { id: 'referral', module: 'REFERRAL' },
  { id: 'missionLeaderboard', module: 'MISSION' },
  { id: 'messageV2', module: 'MESSAGE' },
  { id: 'supportQuestion', module: 'CUSTOMERSERVICE' },
  { id: 'feedback', module: 'CUSTOMERSERVICE' },
  { id: 'manualRebate', module: 'MANUALREBATE' },
  // Player protection (issue 22): every member, whatever the feature tree.
  { id: 'responsibleGaming' },
] as const satisfies readonly CentreSection[];

export const AGENT_SECTIONS = [
  { id: 'announcement' },
  { id: 'agentTeamOverview' },
  { id: 'registerCenter' },
  { id: 'teamManagement' },
  { id: 'teamBetting' },
  { id: 'userLoss' },
  { id: 'myIncome' },
  { id: 'accountDetails' },
  { id: 'bonusRecord', module: 'CONTRACT' },
  { id: 'dailyWages', module: 'SALARY' },
  { id: 'hourlySalary', module: 'HOURLYSALARY' },
  { id: 'realTimeSalary', module: 'REALTIMESALARY' },
] as const satisfies readonly CentreSection[];

/** Every section id of both centres. */
export type CentreSectionId = (typeof MEMBER_SECTIONS)[number]['id'] | (typeof AGENT_SECTIONS)[number]['id'];

export const CENTRE_MODULE: Readonly<Record<CentreKind, ModuleId>> = { member: 'MEMBERCENTRE', agent: 'AGENTCENTRE' };
export const DEFAULT_SECTION: Readonly<Record<CentreKind, string>> = { member: 'securityCenter', agent: 'agentTeamOverview' };

export function centreSections(kind: CentreKind, modules: ReadonlySet<ModuleId>): CentreSection[] {
  if (!modules.has(CENTRE_MODULE[kind])) return [];
  const all: readonly CentreSection[] = kind === 'member' ? MEMBER_SECTIONS : AGENT_SECTIONS;
  return all.filter((section) => !section.module || modules.has(section.module));
}

/** The section to open: the asked one when the menu has it, else the centre's default (else the first). */
export function initialSection(kind: CentreKind, modules: ReadonlySet<ModuleId>, wanted?: string): string | undefined {
  const sections = centreSections(kind, modules);
  const has = (id: string | undefined) => !!id && sections.some((s) => s.id === id);
  if (has(wanted)) return wanted;
  if (has(DEFAULT_SECTION[kind])) return DEFAULT_SECTION[kind];
  return sections[0]?.id;
}
