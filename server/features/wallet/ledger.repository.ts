// The wallet's writer of the ledger tables (ledger-audit.repository.ts only reads them); the other writers are SQL
// functions with the same rules, where a stake or a whole batch must be one statement: game_stake and the seamless
// wallet's functions (betting) and ledger_pay_many (agents' payouts, many per call).
// Rows never leave: callers get numbers (minor units) and AccountRefs.
//
// A movement is ONE round trip (`select * from ledger_move(…)`, migration 0322; its own transaction
// unless the caller has one open): it looks the key up, finds both accounts by reference, updates
// both cached balances in account-id order (the payer only if it can pay, judged on its latest
// version), then writes the transfer row, which carries both legs (entries) with the balance each
// left. Whatever stops it (key already used, an account missing, not enough money) makes it write
// nothing and say why, so the service decides without ever aborting a caller's transaction.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { LedgerAccountRow } from './ledger.table.ts';
import { houseShardOf } from './house-shard.ts';
import { fromDb } from './minor-units.ts';
import { storedKind, type AccountDrift, type AccountRef, type CurrencyTotal, type HouseCode, type Transfer, type TransferPhase } from './wallet.types.ts';

export interface LedgerAccount {
  id: number;
  tenantId: string;
  ref: AccountRef;
  /** Which row of a house account (0 for member accounts). */
  shard: number;
  currency: string;
  balance: number;
}

/** A reference to one row: a member account, or one shard of a house account. */
export type AccountRow = { ref: AccountRef; shard: number };

/**
 * The row of `ref` a movement with `counterpart` uses: a house account's shard follows the member on
 * the other side; between two house accounts, the member the movement is for (onBehalfOf), else 0.
 */
export function rowOf(ref: AccountRef, counterpart: AccountRef, onBehalfOf?: number): AccountRow {
  if (ref.kind !== 'house') return { ref, shard: 0 };
  const member = counterpart.kind !== 'house' ? counterpart.memberId : onBehalfOf;
  return { ref, shard: member === undefined ? 0 : houseShardOf(member) };
}

export interface Movement {
  tenantId: string;
  idempotencyKey: string;
  kind: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  /** A house-to-house movement caused by this member (a bet's jackpot share) uses the member's shards. */
  onBehalfOf?: number;
  /** Present for a pending transfer (phase 'pending'): the account a post will pay. */
  pendingTo?: AccountRef;
}

export interface Applied {
  id: number;
  createdAt: Date;
  fromBalanceAfter: number;
  toBalanceAfter: number;
}

/** What a movement statement did. Only 'applied' wrote anything. */
export type MoveOutcome =
  | ({ status: 'applied' } & Applied)
  /** The tenant already has a transfer with this key (before this statement, or a twin committed while it waited). */
  | { status: 'keyTaken' }
  /** An account named by the movement (or its pending payee) does not exist yet. */
  | { status: 'missingAccount' }
  /** The paying member account holds less than the amount (its latest balance is given). */
  | { status: 'insufficientFunds'; balance: number };

export type ResolveOutcome =
  | ({ status: 'applied'; pendingId: number; from: AccountRef; to: AccountRef; kind: string; amount: number; currency: string } & Applied)
  | { status: 'notFound' }
  /** The pending transfer already has a resolution (maybe by a racing call): read it with findResolution. */
  | { status: 'resolved'; pendingId: number };

export const refOf = (kind: string, ownerMemberId: bigint | null, houseCode: string | null): AccountRef => {
  if (kind === 'house') return { kind: 'house', code: houseCode as HouseCode };
  if (kind.startsWith('game:')) return { kind: 'game', memberId: fromDb(ownerMemberId!), vendor: kind.slice(5) };
  return { kind: kind as 'player' | 'hold', memberId: fromDb(ownerMemberId!) };
};

const toAccount = (row: LedgerAccountRow): LedgerAccount => ({
  id: fromDb(row.id),
  tenantId: row.tenant_id,
  ref: refOf(row.kind, row.owner_member_id, row.house_code),
  shard: row.shard,
  currency: row.currency,
  balance: fromDb(row.balance),
});

/** The SQL condition that picks the account `ref` (every shard of a house account) among one tenant's rows of one currency. */
const refCondition = (ref: AccountRef): RawBuilder<boolean> =>
  ref.kind === 'house'
    ? sql`(kind = 'house' and house_code = ${ref.code})`
    : sql`(kind = ${storedKind(ref)} and owner_member_id = ${BigInt(ref.memberId)}::int8)`;

/** A row reference as the four parameters (kind, member, house code, shard) the ledger functions take. */
const rowParams = (row: AccountRow | undefined) => {
  const ref = row?.ref;
  return sql`${ref ? storedKind(ref) : null}::text, ${ref && ref.kind !== 'house' ? BigInt(ref.memberId) : null}::int8, ${ref?.kind === 'house' ? ref.code : null}::text, ${row?.shard ?? null}::int2`;
};

/** The rows a movement touches: payer, payee (for a pending transfer: the hold account) and the pending payee. */
export function movementRows(m: Movement): AccountRow[] {
  return [rowOf(m.from, m.to, m.onBehalfOf), rowOf(m.to, m.from, m.onBehalfOf), ...(m.pendingTo ? [rowOf(m.pendingTo, m.from)] : [])];
}

interface TransferJoinRow {
  id: bigint;
  tenant_id: string;
  idempotency_key: string;
  kind: string;
  amount: bigint;
  currency: string;
  metadata: Record<string, unknown>;
  created_at: Date;
  phase: TransferPhase;
  pending_id: bigint | null;
  d_kind: string;
  d_owner: bigint | null;
  d_code: string | null;
  d_after: bigint;
  c_kind: string;
  c_owner: bigint | null;
  c_code: string | null;
  c_after: bigint;
  p_kind: string | null;
  p_owner: bigint | null;
  p_code: string | null;
}

/** A transfer read back from the ledger was applied by an earlier call: to this caller it is a replay. */
const toStored = (row: TransferJoinRow): Transfer => ({
  id: fromDb(row.id),
  tenantId: row.tenant_id,
  idempotencyKey: row.idempotency_key,
  kind: row.kind,
  from: refOf(row.d_kind, row.d_owner, row.d_code),
  to: refOf(row.c_kind, row.c_owner, row.c_code),
  amount: fromDb(row.amount),
  currency: row.currency.trim(),
  metadata: row.metadata,
  createdAt: row.created_at,
  fromBalanceAfter: fromDb(row.d_after),
  toBalanceAfter: fromDb(row.c_after),
  replayed: true,
  phase: row.phase,
  ...(row.p_kind ? { pendingTo: refOf(row.p_kind, row.p_owner, row.p_code) } : {}),
  ...(row.pending_id !== null ? { pendingId: fromDb(row.pending_id) } : {}),
});

export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one database transaction (the caller's, when this repository is bound to one); it commits or rolls back as a whole. */
  inTransaction<T>(work: (tx: LedgerRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(trx === this.db ? this : new LedgerRepository(trx)));
  }

  /** The accounts among `refs` that exist (0 to refs.length rows), in one query. */
  async findAccounts(tenantId: string, currency: string, refs: readonly AccountRef[]): Promise<LedgerAccount[]> {
    if (refs.length === 0) return [];
    const { rows } = await sql<LedgerAccountRow>`
      select * from ledger_accounts
      where tenant_id = ${tenantId} and currency = ${currency} and (${sql.join(refs.map(refCondition), sql` or `)})`.execute(this.db);
    return rows.map(toAccount);
  }

  /**
   * Locks the member's wallet row until the caller's transaction ends and returns its balance (0 when the
   * member has no wallet yet): a check that must not race a credit or debit (a bonus hold) runs after it.
   */
  async lockPlayerBalance(tenantId: string, memberId: number, currency: string): Promise<number> {
    const { rows } = await sql<{ balance: bigint }>`
      select balance from ledger_accounts
      where tenant_id = ${tenantId} and owner_member_id = ${BigInt(memberId)} and currency = ${currency} and kind = 'player'
      for update`.execute(this.db);
    return rows[0] ? Number(rows[0].balance) : 0;
  }

  /** Creates the account row with a zero balance unless it exists (concurrent creators both succeed). */
  async createAccount(tenantId: string, currency: string, { ref, shard }: AccountRow): Promise<void> {
    await this.db
      .insertInto('ledger_accounts')
      .values(
        ref.kind === 'house'
          ? { tenant_id: tenantId, kind: 'house', owner_member_id: null, house_code: ref.code, currency, shard }
          : { tenant_id: tenantId, kind: storedKind(ref), owner_member_id: BigInt(ref.memberId), house_code: null, currency },
      )
      .onConflict((oc) =>
        (ref.kind === 'house'
          ? oc.columns(['tenant_id', 'house_code', 'currency', 'shard'])
          : oc.columns(['tenant_id', 'owner_member_id', 'currency', 'kind'])
        ).doNothing(),
      )
      .execute();
  }

  /** A house account's balance: the sum of its shards. */
  async houseBalance(tenantId: string, code: HouseCode, currency: string): Promise<number> {
    const { rows } = await sql<{ total: bigint }>`
      select coalesce(sum(balance), 0)::int8 as total from ledger_accounts
      where tenant_id = ${tenantId} and house_code = ${code} and currency = ${currency}`.execute(this.db);
    return fromDb(rows[0].total);
  }

  /**
   * Applies a movement (an ordinary transfer, or a pending one when `pendingTo` is given) in one
   * round trip; see the file header and migration 0322. Locks: both account rows, taken by their
   * balance updates in id order, so transfers that touch the same two accounts in opposite
   * directions queue instead of deadlocking. The payer's funds condition is re-checked on the row's
   * latest version after any wait, so it sees every movement that committed meanwhile.
   */
  async move(m: Movement): Promise<MoveOutcome> {
    const [from, to, payee] = movementRows(m);
    const { rows } = await sql<{
      o_status: MoveOutcome['status'];
      o_id: bigint | null;
      o_created_at: Date | null;
      o_from_after: bigint | null;
      o_to_after: bigint | null;
      o_from_balance: bigint | null;
    }>`
      select * from ledger_move(${m.tenantId}::text, ${m.idempotencyKey}::text, ${m.kind}::text, ${m.currency}::text, ${BigInt(m.amount)}::int8, ${JSON.stringify(m.metadata)}::jsonb,
        ${rowParams(from)}, ${rowParams(to)}, ${rowParams(payee)})`.execute(this.db);
    const row = rows[0];
    switch (row.o_status) {
      case 'applied':
        return {
          status: 'applied',
          id: fromDb(row.o_id!),
          createdAt: row.o_created_at!,
          fromBalanceAfter: fromDb(row.o_from_after!),
          toBalanceAfter: fromDb(row.o_to_after!),
        };
      case 'insufficientFunds':
        return { status: 'insufficientFunds', balance: fromDb(row.o_from_balance!) };
      default:
        return { status: row.o_status };
    }
  }

  /**
   * Pays many members out of one house account in one call (ledger_credit_many, migration 2026_11_30_0300): keys
   * already in the ledger pay nothing; the house row each payment uses is the member's shard, as in move().
   * Returns the keys it applied.
   */
  async creditMany(c: {
    tenantId: string;
    kind: string;
    currency: string;
    houseCode: HouseCode;
    payments: ReadonlyArray<{ idempotencyKey: string; memberId: number; amount: number; metadata: Record<string, unknown> }>;
  }): Promise<Set<string>> {
    if (c.payments.length === 0) return new Set();
    const p = c.payments;
    const { rows } = await sql<{ o_key: string }>`
      select o_key from ledger_credit_many(${c.tenantId}::text, ${c.kind}::text, ${c.currency}::text, 'player'::text, ${c.houseCode}::text,
        ${p.map((x) => x.idempotencyKey)}::text[], ${p.map((x) => String(x.memberId))}::int8[], ${p.map((x) => houseShardOf(x.memberId))}::int2[],
        ${p.map((x) => String(x.amount))}::int8[], ${p.map((x) => JSON.stringify(x.metadata))}::jsonb[])`.execute(this.db);
    return new Set(rows.map((r) => r.o_key));
  }

  /**
   * Resolves the tenant's pending transfer `pendingKey` with a transfer out of the hold account:
   * 'post' to its payee, 'void' back to the wallet it came from. One round trip, rows locked in id
   * order like move(). At most once: the resolution's key and the unique pending_id both refuse a
   * second, also when a post and a void race.
   */
  async resolve(tenantId: string, pendingKey: string, phase: 'post' | 'void', metadata: Record<string, unknown>): Promise<ResolveOutcome> {
    const { rows } = await sql<{
      o_status: ResolveOutcome['status'];
      o_pending_id: bigint | null;
      o_id: bigint | null;
      o_created_at: Date | null;
      o_from_after: bigint | null;
      o_to_after: bigint | null;
      o_kind: string | null;
      o_amount: bigint | null;
      o_currency: string | null;
      o_from_member: bigint | null;
      o_to_kind: string | null;
      o_to_member: bigint | null;
      o_to_code: string | null;
    }>`select * from ledger_resolve(${tenantId}::text, ${pendingKey}::text, ${phase}::text, ${JSON.stringify(metadata)}::jsonb)`.execute(this.db);
    const row = rows[0];
    if (row.o_status === 'notFound') return { status: 'notFound' };
    const pendingId = fromDb(row.o_pending_id!);
    if (row.o_status === 'resolved') return { status: 'resolved', pendingId };
    return {
      status: 'applied',
      pendingId,
      id: fromDb(row.o_id!),
      createdAt: row.o_created_at!,
      fromBalanceAfter: fromDb(row.o_from_after!),
      toBalanceAfter: fromDb(row.o_to_after!),
      from: { kind: 'hold', memberId: fromDb(row.o_from_member!) },
      to: refOf(row.o_to_kind!, row.o_to_member, row.o_to_code),
      kind: row.o_kind!,
      amount: fromDb(row.o_amount!),
      currency: row.o_currency!.trim(),
    };
  }

  /** The tenant's transfer with this key, with both accounts and their balances right after it. */
  async findTransfer(tenantId: string, idempotencyKey: string): Promise<Transfer | null> {
    const rows = await this.#selectTransfers(tenantId, sql`t.idempotency_key = ${idempotencyKey}`);
    return rows[0] ?? null;
  }

  /** The post or void of the tenant's pending transfer `pendingId`, if it has one. */
  async findResolution(tenantId: string, pendingId: number): Promise<Transfer | null> {
    const rows = await this.#selectTransfers(tenantId, sql`t.pending_id = ${BigInt(pendingId)}::int8`);
    return rows[0] ?? null;
  }

  /** Money held by the member's open pending transfers in this currency (the hold account's balance). */
  async held(tenantId: string, memberId: number, currency: string): Promise<number> {
    const [hold] = await this.findAccounts(tenantId, currency, [{ kind: 'hold', memberId }]);
    return hold?.balance ?? 0;
  }

  async #selectTransfers(tenantId: string, where: RawBuilder<unknown>): Promise<Transfer[]> {
    const { rows } = await sql<TransferJoinRow>`
      select t.id, t.tenant_id, t.idempotency_key, t.kind, t.amount, t.currency, t.metadata, t.created_at, t.phase, t.pending_id,
        d.kind as d_kind, d.owner_member_id as d_owner, d.house_code as d_code, t.debit_balance_after as d_after,
        c.kind as c_kind, c.owner_member_id as c_owner, c.house_code as c_code, t.credit_balance_after as c_after,
        p.kind as p_kind, p.owner_member_id as p_owner, p.house_code as p_code
      from ledger_transfers t
      join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
      join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
      left join ledger_accounts p on p.tenant_id = t.tenant_id and p.id = t.pending_credit_account_id
      where t.tenant_id = ${tenantId} and ${where}`.execute(this.db);
    return rows.map(toStored);
  }

  /** Accounts whose cached balance is not the sum of their entries; empty in a sound ledger. */
  async drift(tenantId: string): Promise<AccountDrift[]> {
    const result = await sql<LedgerAccountRow & { entries_balance: bigint }>`
      select a.*, coalesce(sum(e.amount), 0)::int8 as entries_balance
      from ledger_accounts a
      left join ledger_entries e on e.tenant_id = a.tenant_id and e.account_id = a.id
      where a.tenant_id = ${tenantId}
      group by a.tenant_id, a.id
      having a.balance <> coalesce(sum(e.amount), 0)
      order by a.id`.execute(this.db);
    return result.rows.map((row) => ({
      accountId: fromDb(row.id),
      account: refOf(row.kind, row.owner_member_id, row.house_code),
      currency: row.currency,
      cachedBalance: fromDb(row.balance),
      entriesBalance: fromDb(row.entries_balance),
    }));
  }

  /** Sum of every account's balance per currency (zero each in a sound double-entry ledger). */
  async totals(tenantId: string): Promise<CurrencyTotal[]> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['currency', sql<bigint>`sum(balance)::int8`.as('total')])
      .where('tenant_id', '=', tenantId)
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, total: fromDb(row.total) }));
  }
}
