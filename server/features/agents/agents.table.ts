// Row shapes of the agent tables (migrations 2026_11_28_0100_create_agent_tables, 2026_11_29_0100/0101).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ContractKind = 'dividend' | 'dailyWages' | 'hourlySalary' | 'realTimeSalary';
export type ContractPeriod = 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'M5';
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'withdrawn';

export interface MemberTreePathsTable {
  tenant_id: string;
  ancestor_id: bigint;
  descendant_id: bigint;
  depth: number;
}

export interface AgentFiguresTable {
  tenant_id: string;
  member_id: bigint;
  slot: Timestamp;
  bets: Generated<number>;
  stake: Generated<bigint>;
  valid_turnover: Generated<bigint>;
  win: Generated<bigint>;
  deposits: Generated<bigint>;
  withdrawals: Generated<bigint>;
}

export interface AgentContractsTable {
  tenant_id: string;
  id: Generated<bigint>;
  upline_id: bigint;
  member_id: bigint;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ColumnType<unknown, string, string>;
  status: ContractStatus;
  offered_at: Timestamp;
  decided_at: Timestamp | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  ended_by: bigint | null;
}

export interface AgentPayoutsTable {
  tenant_id: string;
  contract_id: bigint;
  period_key: string;
  kind: ContractKind;
  upline_id: bigint;
  member_id: bigint;
  period_start: Timestamp;
  period_end: Timestamp;
  turnover: bigint;
  team_loss: bigint;
  active_members: number;
  rate_bp: number;
  amount: bigint;
  currency: string;
  status: 'paid' | 'owed' | 'none';
  created_at: Generated<Date>;
  /** When the money moved (an owed payout: when it was paid later); null while owed or when nothing was earned. */
  paid_at: Timestamp | null;
}

/** The 'agents' consumer's watermark: the last event (tx_id, id) whose amounts are in agent_figures. */
export interface AgentFigureMarksTable {
  consumer: string;
  /** xid8, read as text (it can pass 2^53). */
  tx_id: ColumnType<string, string | undefined, string>;
  event_id: ColumnType<bigint, bigint | undefined, bigint>;
  updated_at: ColumnType<Date, never, Date>;
}

/** An ancestor's team figures (descendants only) per brand-local day, week and month ('D:…', 'W:…', 'M:…'). */
export interface AgentTeamPeriodsTable {
  tenant_id: string;
  ancestor_id: bigint;
  period_key: string;
  bets: Generated<bigint>;
  stake: Generated<bigint>;
  valid_turnover: Generated<bigint>;
  win: Generated<bigint>;
  deposits: Generated<bigint>;
  withdrawals: Generated<bigint>;
  active_members: Generated<number>;
}

/** A member had a settled bet in the period (counts it once in its ancestors' active_members). */
export interface AgentMemberPeriodsTable {
  tenant_id: string;
  member_id: bigint;
  period_key: string;
}

/** The zone a brand's team rollup was built in (rebuilt when the brand's zone changes). */
export interface AgentTeamBuildsTable {
  tenant_id: string;
  time_zone: string;
  built_at: Generated<Date>;
}

export interface AgentTables {
  agent_team_periods: AgentTeamPeriodsTable;
  agent_member_periods: AgentMemberPeriodsTable;
  agent_team_builds: AgentTeamBuildsTable;
  member_team_counts: MemberTeamCountsTable;
  agent_team_joins: AgentTeamJoinsTable;
  member_tree_paths: MemberTreePathsTable;
  agent_figures: AgentFiguresTable;
  agent_contracts: AgentContractsTable;
  agent_payouts: AgentPayoutsTable;
  agent_figure_marks: AgentFigureMarksTable;
}

/** Each member's team size and direct downlines, kept by the members trigger (member_tree_paths_add). */
export interface MemberTeamCountsTable {
  tenant_id: string;
  member_id: bigint;
  team_size: bigint;
  direct_downlines: bigint;
}

/** Each ancestor's new members per brand-local day (the rollup's 'D:' keys), kept by the members trigger. */
export interface AgentTeamJoinsTable {
  tenant_id: string;
  ancestor_id: bigint;
  day_key: string;
  joined: bigint;
}
