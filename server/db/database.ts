// The one Kysely instance: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both return int8 as bigint (money is integer minor units) and timestamptz as Date.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { MemberAvatarsTable } from '../features/accounts/member-avatars.table.ts';
import type { AgentTables } from '../features/agents/agents.table.ts';
import type { MemberLoginsTable } from '../features/accounts/member-logins.table.ts';
import type { MembersTable } from '../features/accounts/members.table.ts';
import type { ReferralsTable } from '../features/accounts/referrals.table.ts';
import type { BettingTables } from '../features/betting/betting.table.ts';
import type { DepositsTables } from '../features/deposits/deposits.table.ts';
import type { DomainEventsTables } from '../features/domain-events/domain-events.table.ts';
import type { GamesTables } from '../features/games/games.table.ts';
import type { MemberNotesTable } from '../features/player-admin/member-notes.table.ts';
import type { SocialLoginTables } from '../features/social-login/social-identities.table.ts';
import type { StaffTables } from '../features/staff/staff.table.ts';
import type { VerificationCodesTable } from '../features/verification/verification.table.ts';
import type { LedgerTables } from '../features/wallet/ledger.table.ts';
import type { LimitsTables } from '../features/limits/limits.table.ts';
import type { WithdrawalsTables } from '../features/withdrawals/withdrawals.table.ts';
import type { EmailOutboxTable } from '../providers/email/email-outbox.table.ts';
import type { StudioTables } from '../providers/games/originals/studio.table.ts';
import type { LotteryTables } from '../providers/games/lottery/lottery.table.ts';
import type { SmsOutboxTable } from '../providers/sms/sms-outbox.table.ts';
import type { SharedKvTable } from '../shared-state/shared-kv.table.ts';
import type { ContentTables } from '../tenancy/content-overrides.table.ts';
import type { FeatureOverridesTable } from '../tenancy/feature-overrides.table.ts';
import type { FeatureChangeRequestsTable } from '../features/feature-tree/feature-change-requests.table.ts';
import type { AgentRecruitmentTables } from '../features/agent-recruitment/agent-applications.table.ts';
import type { ExclusionTables } from '../features/exclusion/exclusion.table.ts';
import type { MessagesTables } from '../features/messages/messages.table.ts';
import type { PromotionsTables, RaffleTables } from '../features/promotions/promotions.table.ts';
import type { SupportTables } from '../features/support/support.table.ts';
import type { JobPeriodsTable } from '../jobs/job-periods.table.ts';
import type { LoyaltyTables } from '../features/loyalty/loyalty.table.ts';
import type { MissionsTables } from '../features/missions/missions.table.ts';
import { PGliteDialect } from './pglite-dialect.ts';

/**
 * Every table of the one database, composed from the features' `*.table.ts` types (type-only
 * imports, so nothing runs). A new table joins here, and every repository then takes the same `Db`.
 */
export interface Database
  extends
    AgentRecruitmentTables,
    AgentTables,
    BettingTables,
    ContentTables,
    DepositsTables,
    DomainEventsTables,
    ExclusionTables,
    GamesTables,
    LedgerTables,
    LimitsTables,
    LoyaltyTables,
    LotteryTables,
    MessagesTables,
    MissionsTables,
    PromotionsTables,
    RaffleTables,
    SocialLoginTables,
    StaffTables,
    StudioTables,
    SupportTables,
    WithdrawalsTables {
  email_outbox: EmailOutboxTable;
  feature_overrides: FeatureOverridesTable;
  feature_change_requests: FeatureChangeRequestsTable;
  job_periods: JobPeriodsTable;
  member_avatars: MemberAvatarsTable;
  member_logins: MemberLoginsTable;
  member_notes: MemberNotesTable;
  members: MembersTable;
  referrals: ReferralsTable;
  shared_kv: SharedKvTable;
  sms_outbox: SmsOutboxTable;
  verification_codes: VerificationCodesTable;
}

/** The database handle every repository takes: the app's Kysely instance or an open transaction. */
export type Db = Kysely<Database>;

const INT8_OID = 20;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
}

export interface DatabaseOptions {
  /**
   * Embedded PGlite in memory only: start from this data folder (a `dumpDataDir()` tarball) instead of an
   * empty one. The tests hand every app a copy of one database the migrations ran on, which skips initdb and
   * the migrations (about 2.5 s of CPU per app); the server itself never passes it.
   */
  pgliteData?: Blob;
}

/** `logger` receives errors of idle pooled connections (e.g. the server restarted), which would otherwise crash the process. */
export async function createDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  logger?: Pick<Logger, 'warn'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client that loses its connection emits 'error' on the pool; unhandled, that kills the
    // process. The pool drops that client and opens a new one on the next query.
    pool.on('error', (err) => {
      if (logger) logger.warn({ err }, 'an idle database connection failed; it was dropped from the pool');
      else console.warn('an idle database connection failed; it was dropped from the pool:', err.message);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres' };
  }
  let dataDir: string | undefined;
  if (env.DATA_DIR === 'memory://') dataDir = 'memory://';
  else {
    dataDir = join(env.DATA_DIR, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  if (options.pgliteData && dataDir !== 'memory://') throw new Error('pgliteData starts an in-memory PGlite only (DATA_DIR=memory://)');
  const client = new PGlite({ dataDir, loadDataDir: options.pgliteData, parsers: { [INT8_OID]: (value: string) => BigInt(value) } });
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite' };
}
