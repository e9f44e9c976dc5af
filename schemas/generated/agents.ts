/* Generated from schemas/api/agents.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * The agent centre (spec §2, §3, §4, §7; issue 17): team figures, downlines, registering a downline, contracts and their payouts.
 */
export interface AgentsApi {}
/**
 * A period: today, yesterday, this week (Monday on), this month, or custom whole local days from…to (both included).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "RangeQuery".
 */
export interface RangeQuery {
  range?: 'today' | 'yesterday' | 'week' | 'month' | 'custom';
  from?: string;
  to?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * The team (the whole downline) over [from, to): size, direct downlines, members registered in the period, members with a settled bet, deposits, withdrawals, stakes, valid turnover (settled stakes that won or lost), and the team's profit (winnings less stakes; negative when it lost). Minor units.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamOverview".
 */
export interface TeamOverview {
  from: string;
  to: string;
  teamSize: number;
  directDownlines: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  validTurnover: number;
  teamProfit: number;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamQuery".
 */
export interface TeamQuery {
  search?: string;
  level?: number;
  page?: number;
  size?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamMember".
 */
export interface TeamMember {
  account: string;
  type: number;
  level: number;
  upline: string | null;
  balance: number;
  status: 'active' | 'locked';
  lastLoginAt: string | null;
  registeredAt: string;
  contracts: {
    kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
    status: 'active' | 'offered';
  }[];
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamList".
 */
export interface TeamList {
  list: TeamMember[];
  total: number;
  page: number;
  size: number;
}
/**
 * Each direct downline's team (the downline included) over the period: stakes, valid turnover, winnings and profit (winnings less stakes).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "UserLoss".
 */
export interface UserLoss {
  from: string;
  to: string;
  list: {
    account: string;
    stakes: number;
    validTurnover: number;
    win: number;
    profit: number;
    activeMembers: number;
  }[];
  totals: {
    stakes: number;
    validTurnover: number;
    win: number;
    profit: number;
  };
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Invitation".
 */
export interface Invitation {
  code: string;
  link: string;
}
/**
 * Register a downline: type 0 a player, 1 an agent.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "RegisterDownlineBody".
 */
export interface RegisterDownlineBody {
  account: string;
  password: string;
  type: 0 | 1;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "RegisteredDownline".
 */
export interface RegisteredDownline {
  account: string;
  type: 0 | 1;
}
/**
 * From this team valid turnover (minor units) and number of active members on, the rate in basis points (1/100 %).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Tier".
 */
export interface Tier {
  minTurnover: number;
  minActive: number;
  rateBp: number;
}
/**
 * Offer a direct downline a contract; a dividend's period is one the brand enables (default M), a salary's is fixed (daily wages D, hourly salary HOUR, real-time salary M5).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "OfferBody".
 */
export interface OfferBody {
  downline: string;
  kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  period?: 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'M5';
  /**
   * @minItems 1
   */
  tiers: [Tier, ...Tier[]];
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "DecideBody".
 */
export interface DecideBody {
  contractId: number;
  action: 'accept' | 'reject' | 'terminate';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * The contract-request relays of spec §7: accept or reject the pending offer of the relay's kind (or the named one), or terminate.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "RelayBody".
 */
export interface RelayBody {
  contractId?: number;
  action: 'accept' | 'reject' | 'terminate';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Contract".
 */
export interface Contract {
  id: number;
  kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  period: 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'M5';
  tiers: Tier[];
  status: 'offered' | 'active' | 'rejected' | 'terminated' | 'withdrawn';
  upline: string;
  member: string;
  offeredAt: string;
  startsAt: string | null;
  endsAt: string | null;
}
/**
 * The contracts the agent holds and gave, the kinds the brand enables, and the highest rate the agent may offer per kind.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Contracts".
 */
export interface Contracts {
  held: Contract[];
  given: Contract[];
  kinds: ('dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary')[];
  dividendPeriods: ('D' | 'W' | 'H' | 'M' | 'HOUR' | 'M5')[];
  caps: {
    dividend?: number;
    dailyWages?: number;
    hourlySalary?: number;
    realTimeSalary?: number;
  };
}
/**
 * Consolidated contract/salary flags (spec §3): 1 when an offer of that kind waits for the member's answer (the contract request screen), else 0.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Consolidated".
 */
export interface Consolidated {
  dailysalreqtype: 0 | 1;
  divtypereq: 0 | 1;
  contracthoursalreq: 0 | 1;
  realtimesalreqtype: 0 | 1;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  page?: number;
  size?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "ContractPageQuery".
 */
export interface ContractPageQuery {
  kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  page?: number;
  size?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * One settled period of a contract: the team's figures, the tier's rate and the pay (owed: the upline could not fund it; none: nothing earned).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "Payout".
 */
export interface Payout {
  kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  contractId: number;
  upline: string;
  member: string;
  periodStart: string;
  periodEnd: string;
  turnover: number;
  teamLoss: number;
  activeMembers: number;
  rateBp: number;
  amount: number;
  status: 'paid' | 'owed' | 'none';
  /**
   * When the money moved: at settlement, or later for a payout that was owed first; null while owed or when nothing was earned.
   */
  paidAt?: string | null;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "PayoutList".
 */
export interface PayoutList {
  list: Payout[];
  total: number;
}
/**
 * A contract page: the contract in force, an offer waiting, the current period so far (turnover, active members, projected pay) and past payouts.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "ContractPage".
 */
export interface ContractPage {
  contract: Contract | null;
  offer: Contract | null;
  progress: {
    periodStart: string;
    periodEnd: string;
    started: boolean;
    turnover: number;
    teamLoss: number;
    activeMembers: number;
    rateBp: number;
    projectedPay: number;
  } | null;
  payouts: Payout[];
  total: number;
}
/**
 * GET /wps/agent/team/bets: the rounds of the agent's whole downline (member_tree_paths, depth > 0), newest first, 15 per page, with the filters of the member's betting records (spec §2 teamBetting).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamBetQuery".
 */
export interface TeamBetQuery {
  /**
   * YYYY-MM-DD (UTC).
   */
  from?: string;
  /**
   * YYYY-MM-DD (UTC).
   */
  to?: string;
  gameType?: import('./tenant.ts').CategoryId;
  vassalage?: string;
  /**
   * A prefix of the downline's account.
   */
  search?: string;
  pageNo?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * A round of a downline, with its account.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamBetRecord".
 */
export interface TeamBetRecord {
  account: string;
  id: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  vendorName: string;
  gameType: string;
  bet: number;
  win: number;
  /**
   * win − bet, minor units.
   */
  profit: number;
  jackpot: number;
  status: 'open' | 'closed';
  openedAt: string;
  closedAt: string | null;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamBetTotals".
 */
export interface TeamBetTotals {
  rounds: number;
  bet: number;
  win: number;
  profit: number;
}
/**
 * The team's rounds with the totals of the whole filter.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamBetPage".
 */
export interface TeamBetPage {
  list: TeamBetRecord[];
  totalPages: number;
  pageNo: number;
  from: string;
  to: string;
  totals: TeamBetTotals;
}
/**
 * GET /wps/agent/team/transactions: the wallet movements of the agent's whole downline, newest first, 15 per page, with the account-record type filter and day range (spec §2 accountDetails).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamTransactionQuery".
 */
export interface TeamTransactionQuery {
  /**
   * What a movement was, for the player: ledger kinds mapped to a small public list.
   */
  type?: import('./wallet.ts').RecordType;
  /**
   * First day (UTC), inclusive; default 6 days before `to`.
   */
  from?: string;
  /**
   * Last day (UTC), inclusive; default today. At most 31 days after `from`.
   */
  to?: string;
  pageNo?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
  /**
   * A prefix of the downline's account.
   */
  search?: string;
}
/**
 * One movement of a downline's wallet, with its account.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamTransaction".
 */
export interface TeamTransaction {
  account: string;
  id: number;
  /**
   * What a movement was, for the player: ledger kinds mapped to a small public list.
   */
  type: import('./wallet.ts').RecordType;
  /**
   * Signed minor units: + into the wallet, − out of it.
   */
  amount: number;
  balanceAfter: number;
  createdAt: string;
}
/**
 * A page of the team's wallet movements.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "TeamTransactionPage".
 */
export interface TeamTransactionPage {
  list: TeamTransaction[];
  totalPages: number;
  from: string;
  to: string;
  pageNo: number;
}
/**
 * Back office: the brand of the agent pages.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffBrandParams".
 */
export interface StaffBrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffContractParams".
 */
export interface StaffContractParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffAgentsQuery".
 */
export interface StaffAgentsQuery {
  search?: string;
  page?: number;
}
/**
 * Back office: one agent of the brand — its team, the contracts it holds (offered, in force, or ending) and the payouts it received or is owed.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffAgent".
 */
export interface StaffAgent {
  memberId: number;
  account: string;
  type: number;
  status: string;
  teamSize: number;
  directDownlines: number;
  contracts: Contract[];
  paidCount: number;
  paidAmount: number;
  owedCount: number;
  owedAmount: number;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffAgentList".
 */
export interface StaffAgentList {
  items: StaffAgent[];
  total: number;
  totalPages: number;
  money: StaffMoney;
}
/**
 * Back office: how the brand writes its money (symbol, minor units).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffMoney".
 */
export interface StaffMoney {
  symbol: string;
  minorUnits: number;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffPayoutsQuery".
 */
export interface StaffPayoutsQuery {
  status?: 'owed' | 'paid';
  page?: number;
}
/**
 * Back office: one payout of a contract, with the period key that names it (for a retry).
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffPayout".
 */
export interface StaffPayout {
  contractId: number;
  periodKey: string;
  kind: 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
  upline: string;
  member: string;
  periodStart: string;
  periodEnd: string;
  amount: number;
  rateBp: number;
  status: 'paid' | 'owed' | 'none';
  /**
   * When the money moved: at settlement, or later for a payout that was owed first; null while owed or when nothing was earned.
   */
  paidAt: string | null;
}
/**
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffPayoutList".
 */
export interface StaffPayoutList {
  items: StaffPayout[];
  total: number;
  totalPages: number;
  amount: number;
  money: StaffMoney;
}
/**
 * Back office: pay one owed payout now.
 *
 * This interface was referenced by `AgentsApi`'s JSON-Schema
 * via the `definition` "StaffRetryBody".
 */
export interface StaffRetryBody {
  contractId: number;
  periodKey: string;
}
