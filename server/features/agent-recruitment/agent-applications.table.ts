// Row shape of agent_applications (migration 2026_11_28_0600_create_agent_applications).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AgentApplicationsTable {
  tenant_id: string;
  id: Generated<bigint>;
  member_id: bigint;
  status: Generated<ApplicationStatus>;
  contact_channel: string;
  contact: string;
  experience: string;
  team_size: number;
  market: string;
  message: string;
  reason: string | null;
  decided_by: string | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
}

export interface AgentRecruitmentTables {
  agent_applications: AgentApplicationsTable;
}
