// The only place that queries the ledger tables. Rows never leave: callers get numbers (minor units)
// and AccountRefs. The wallet service composes these calls inside inTransaction().
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { LedgerAccountRow, LedgerTables } from './ledger.table.ts';
import { fromDb } from './minor-units.ts';
import type { AccountDrift, AccountRef, CurrencyTotal, HouseCode } from './wallet.types.ts';

type LedgerDb = Kysely<Database & LedgerTables>;

export interface LedgerAccount {
  id: number;
  tenantId: string;
  ref: AccountRef;
  currency: string;
  balance: number;
}

export interface StoredTransfer {
  id: number;
  tenantId: string;
  idempotencyKey: string;
  kind: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  fromBalanceAfter: number;
  toBalanceAfter: number;
}

export interface NewTransfer {
  tenantId: string;
  idempotencyKey: string;
  kind: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  currency: string;
  metadata: Record<string, unknown>;
}

const refOf = (kind: string, ownerMemberId: bigint | null, houseCode: string | null): AccountRef =>
  kind === 'player' ? { kind: 'player', memberId: fromDb(ownerMemberId!) } : { kind: 'house', code: houseCode as HouseCode };

const toAccount = (row: LedgerAccountRow): LedgerAccount => ({
  id: fromDb(row.id),
  tenantId: row.tenant_id,
  ref: refOf(row.kind, row.owner_member_id, row.house_code),
  currency: row.currency,
  balance: fromDb(row.balance),
});

/** PostgreSQL and PGlite both report the violated constraint by name. */
const violated = (err: unknown, constraint: string): boolean => {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23514' && e.constraint === constraint;
};

export class LedgerRepository {
  readonly #db: LedgerDb;

  constructor(db: Db | LedgerDb) {
    this.#db = db.withTables<LedgerTables>();
  }

  /** Runs `work` in one database transaction; everything it does through `tx` commits or rolls back together. */
  inTransaction<T>(work: (tx: LedgerRepository) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => work(new LedgerRepository(trx)));
  }

  /** The accounts among `refs` that exist (0 to refs.length rows), in one query. */
  async findAccounts(tenantId: string, currency: string, refs: readonly AccountRef[]): Promise<LedgerAccount[]> {
    if (refs.length === 0) return [];
    const rows = await this.#db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('currency', '=', currency)
      .where((eb) =>
        eb.or(
          refs.map((ref) =>
            ref.kind === 'player'
              ? eb.and([eb('kind', '=', 'player'), eb('owner_member_id', '=', BigInt(ref.memberId))])
              : eb.and([eb('kind', '=', 'house'), eb('house_code', '=', ref.code)]),
          ),
        ),
      )
      .execute();
    return rows.map(toAccount);
  }

  /** Creates the account with a zero balance unless it exists (concurrent creators both succeed). */
  async createAccount(tenantId: string, currency: string, ref: AccountRef): Promise<void> {
    await this.#db
      .insertInto('ledger_accounts')
      .values(
        ref.kind === 'player'
          ? { tenant_id: tenantId, kind: 'player', owner_member_id: BigInt(ref.memberId), house_code: null, currency }
          : { tenant_id: tenantId, kind: 'house', owner_member_id: null, house_code: ref.code, currency },
      )
      .onConflict((oc) => (ref.kind === 'player' ? oc.columns(['tenant_id', 'owner_member_id', 'currency']) : oc.columns(['tenant_id', 'house_code', 'currency'])).doNothing())
      .execute();
  }

  /**
   * Locks the accounts (SELECT … FOR UPDATE) until the transaction ends. Rows are locked in id
   * order (the lock is taken as the sorted rows are read), so two transfers that touch the same two
   * accounts in opposite directions queue instead of deadlocking.
   */
  async lockAccounts(tenantId: string, ids: readonly number[]): Promise<LedgerAccount[]> {
    const rows = await this.#db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids.map(BigInt))
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toAccount);
  }

  /** The tenant's transfer with this key, with both accounts and their balances right after it. */
  async findTransfer(tenantId: string, idempotencyKey: string): Promise<StoredTransfer | null> {
    // Two small indexed reads instead of one five-way join: the miss (the common case) costs one.
    const transfer = await this.#db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!transfer) return null;
    const legs = await this.#db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', (j) => j.onRef('a.tenant_id', '=', 'e.tenant_id').onRef('a.id', '=', 'e.account_id'))
      .select(['a.id', 'a.kind', 'a.owner_member_id', 'a.house_code', 'e.balance_after'])
      .where('e.tenant_id', '=', tenantId)
      .where('e.transfer_id', '=', transfer.id)
      .execute();
    const debit = legs.find((l) => l.id === transfer.debit_account_id);
    const credit = legs.find((l) => l.id === transfer.credit_account_id);
    if (!debit || !credit) throw new Error(`ledger transfer ${transfer.id} of tenant ${tenantId} lacks an entry`);
    return {
      id: fromDb(transfer.id),
      tenantId: transfer.tenant_id,
      idempotencyKey: transfer.idempotency_key,
      kind: transfer.kind,
      from: refOf(debit.kind, debit.owner_member_id, debit.house_code),
      to: refOf(credit.kind, credit.owner_member_id, credit.house_code),
      amount: fromDb(transfer.amount),
      currency: transfer.currency,
      metadata: transfer.metadata,
      createdAt: transfer.created_at,
      fromBalanceAfter: fromDb(debit.balance_after),
      toBalanceAfter: fromDb(credit.balance_after),
    };
  }

  /**
   * Writes a whole movement in ONE statement: the transfer row, both cached balances and both
   * entries (debit leg first, each with the balance it left). The accounts must already be locked
   * by this transaction, so the statement holds the hot rows no longer than it must.
   * Returns null, writing nothing, when the tenant already has a transfer with this key (a
   * concurrent insert of the same key is waited for, so the other transfer is then committed and
   * readable). A player balance that would drop below zero is refused by the table's CHECK and
   * reported as insufficientFunds.
   */
  async postTransfer(transfer: NewTransfer): Promise<{ id: number; createdAt: Date; debitBalanceAfter: number; creditBalanceAfter: number } | null> {
    const tenant = transfer.tenantId;
    const debit = BigInt(transfer.debitAccountId);
    const credit = BigInt(transfer.creditAccountId);
    const amount = BigInt(transfer.amount);
    const signed = (account: RawBuilder<unknown>) => sql`case when ${account} = ${debit} then -${amount}::int8 else ${amount}::int8 end`;
    try {
      const { rows } = await sql<{ id: bigint; created_at: Date; debit_after: bigint; credit_after: bigint }>`
        with t as (
          insert into ledger_transfers (tenant_id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, metadata)
          values (${tenant}, ${transfer.idempotencyKey}, ${transfer.kind}, ${debit}, ${credit}, ${amount}, ${transfer.currency}, ${JSON.stringify(transfer.metadata)}::jsonb)
          on conflict (tenant_id, idempotency_key) do nothing
          returning id, created_at
        ), moved as (
          update ledger_accounts a set balance = a.balance + ${signed(sql.ref('a.id'))}
          where a.tenant_id = ${tenant} and a.id in (${debit}, ${credit}) and exists (select 1 from t)
          returning a.id, a.balance
        ), entries as (
          insert into ledger_entries (tenant_id, transfer_id, account_id, amount, balance_after)
          select ${tenant}, t.id, moved.id, ${signed(sql.ref('moved.id'))}, moved.balance
          from t cross join moved
          order by moved.id = ${credit}
          returning account_id, balance_after
        )
        select t.id, t.created_at,
          (select balance_after from entries where account_id = ${debit}) as debit_after,
          (select balance_after from entries where account_id = ${credit}) as credit_after
        from t`.execute(this.#db);
      const row = rows[0];
      if (!row) return null;
      if (row.debit_after === null || row.credit_after === null) throw new Error(`ledger accounts ${debit}/${credit} of tenant ${tenant} do not both exist`);
      return { id: fromDb(row.id), createdAt: row.created_at, debitBalanceAfter: fromDb(row.debit_after), creditBalanceAfter: fromDb(row.credit_after) };
    } catch (err) {
      if (violated(err, 'ledger_accounts_player_not_negative')) throw new AppError(409, 'insufficientFunds');
      throw err;
    }
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
      order by a.id`.execute(this.#db);
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
    const rows = await this.#db
      .selectFrom('ledger_accounts')
      .select(['currency', sql<bigint>`sum(balance)::int8`.as('total')])
      .where('tenant_id', '=', tenantId)
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, total: fromDb(row.total) }));
  }
}
