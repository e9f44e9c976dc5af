// The only place that queries deposits. Every query is scoped to one tenant (staff lists: to the
// tenants the staff member may see). Receipt bytes are read only by receiptOf. Rows never leave:
// callers get the shapes of deposits.types.ts.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fromDb } from '../wallet/minor-units.ts';
import type { DepositMethodKind, DepositRow, DepositStatus } from './deposits.table.ts';
import type { Deposit, StaffDeposit } from './deposits.types.ts';

export const STAFF_PAGE_SIZE = 20;
export const PLAYER_PAGE_SIZE = 10;

export interface NewDeposit {
  tenantId: string;
  memberId: number;
  methodId: string;
  methodKind: DepositMethodKind;
  amount: number;
  currency: string;
  bankAccountId?: string;
  reference?: string;
  gatewayToken?: string;
  clientKey: string;
}

function toDeposit(row: DepositRow): Deposit {
  return {
    tenantId: row.tenant_id,
    id: fromDb(row.id),
    memberId: fromDb(row.member_id),
    methodId: row.method_id,
    methodKind: row.method_kind,
    amount: fromDb(row.amount),
    currency: row.currency,
    bankAccountId: row.bank_account_id,
    reference: row.reference,
    hasReceipt: row.has_receipt,
    gatewayToken: row.gateway_token,
    status: row.status,
    createdAt: new Date(row.created_at),
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
    note: row.note,
  };
}

const depositOrNull = (row: DepositRow | undefined): Deposit | null => (row ? toDeposit(row) : null);

const hasReceipt = sql<boolean>`receipt is not null`.as('has_receipt');
const COLUMNS = [
  'deposits.tenant_id',
  'deposits.id',
  'deposits.member_id',
  'method_id',
  'method_kind',
  'amount',
  'currency',
  'bank_account_id',
  'reference',
  'receipt_type',
  'gateway_token',
  'gateway_ref',
  'status',
  'client_key',
  'deposits.created_at',
  'reviewed_by',
  'reviewed_at',
  'note',
] as const;

export class DepositsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts unless the member already used this client key; either way returns the stored row. */
  /** `db`: the caller's transaction (the deposit-limit guard's), else the repository's own. */
  async insertOnce(d: NewDeposit, db?: Db): Promise<{ deposit: Deposit; created: boolean }> {
    const inserted = await (db ?? this.db)
      .insertInto('deposits')
      .values({
        tenant_id: d.tenantId,
        member_id: BigInt(d.memberId),
        method_id: d.methodId,
        method_kind: d.methodKind,
        amount: BigInt(d.amount),
        currency: d.currency,
        bank_account_id: d.bankAccountId ?? null,
        reference: d.reference ?? null,
        gateway_token: d.gatewayToken ?? null,
        client_key: d.clientKey,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'member_id', 'client_key']).doNothing())
      .returning([...COLUMNS, hasReceipt])
      .executeTakeFirst();
    if (inserted) return { deposit: toDeposit(inserted), created: true };
    const existing = await (db ?? this.db)
      .selectFrom('deposits')
      .select([...COLUMNS, hasReceipt])
      .where('tenant_id', '=', d.tenantId)
      .where('member_id', '=', BigInt(d.memberId))
      .where('client_key', '=', d.clientKey)
      .executeTakeFirstOrThrow();
    return { deposit: toDeposit(existing), created: false };
  }

  /** The member's deposit made with this client key, if any (a replay). */
  async findByClientKey(tenantId: string, memberId: number, clientKey: string): Promise<Deposit | null> {
    const row = await this.db
      .selectFrom('deposits')
      .select([...COLUMNS, hasReceipt])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    return depositOrNull(row);
  }

  async find(tenantId: string, id: number): Promise<Deposit | null> {
    const row = await this.db
      .selectFrom('deposits')
      .select([...COLUMNS, hasReceipt])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    return depositOrNull(row);
  }

  async accountOf(tenantId: string, memberId: number): Promise<string> {
    const row = await this.db.selectFrom('members').select('account').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).executeTakeFirst();
    return row?.account ?? '';
  }

  async findByToken(tenantId: string, token: string): Promise<Deposit | null> {
    const row = await this.db
      .selectFrom('deposits')
      .select([...COLUMNS, hasReceipt])
      .where('tenant_id', '=', tenantId)
      .where('gateway_token', '=', token)
      .executeTakeFirst();
    return depositOrNull(row);
  }

  /** Stores the receipt while the manual deposit still waits; false when it no longer does. */
  async attachReceipt(tenantId: string, memberId: number, id: number, bytes: Uint8Array, contentType: string): Promise<boolean> {
    const res = await this.db
      .updateTable('deposits')
      .set({ receipt: bytes, receipt_type: contentType })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('member_id', '=', BigInt(memberId))
      .where('method_kind', '=', 'manualBank')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async receiptOf(tenantId: string, id: number): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const row = await this.db
      .selectFrom('deposits')
      .select(['receipt', 'receipt_type'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    return row?.receipt && row.receipt_type ? { bytes: row.receipt, contentType: row.receipt_type } : null;
  }

  /** pending → `to`, once: null when the deposit was not pending (already decided by someone else). */
  async decide(
    tenantId: string,
    id: number,
    to: Exclude<DepositStatus, 'pending'>,
    review: { by?: string; note?: string; gatewayRef?: string },
  ): Promise<Deposit | null> {
    const row = await this.db
      .updateTable('deposits')
      .set({ status: to, reviewed_by: review.by ?? null, reviewed_at: sql`now()`, note: review.note ?? null, gateway_ref: review.gatewayRef ?? null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', 'pending')
      .returning([...COLUMNS, hasReceipt])
      .executeTakeFirst();
    return depositOrNull(row);
  }

  /** How many deposits of the member are approved (credited), as this transaction sees them. */
  async countApproved(tenantId: string, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async listOfMember(tenantId: string, memberId: number, page: number): Promise<{ rows: Deposit[]; total: number }> {
    const base = this.db.selectFrom('deposits').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base
        .select([...COLUMNS, hasReceipt])
        .orderBy('id', 'desc')
        .limit(PLAYER_PAGE_SIZE)
        .offset((page - 1) * PLAYER_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toDeposit), total: Number(count.n) };
  }

  /** Staff view: 'waiting' = manual transfers staff must check; newest first (waiting: oldest first). */
  async listForStaff(
    tenantIds: readonly string[],
    status: 'waiting' | 'done' | 'all' | 'disputed',
    page: number,
  ): Promise<{ rows: StaffDeposit[]; total: number }> {
    // Deposits have no disputes.
    if (tenantIds.length === 0 || status === 'disputed') return { rows: [], total: 0 };
    let base = this.db
      .selectFrom('deposits')
      .innerJoin('members', (j) => j.onRef('members.tenant_id', '=', 'deposits.tenant_id').onRef('members.id', '=', 'deposits.member_id'))
      .where('deposits.tenant_id', 'in', tenantIds);
    if (status === 'waiting') base = base.where('status', '=', 'pending').where('method_kind', '=', 'manualBank');
    if (status === 'done') base = base.where('status', '!=', 'pending');
    const [rows, count] = await Promise.all([
      base
        .select([...COLUMNS, hasReceipt, 'members.account'])
        .orderBy('deposits.created_at', status === 'waiting' ? 'asc' : 'desc')
        .orderBy('deposits.id', status === 'waiting' ? 'asc' : 'desc')
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...toDeposit(r), account: r.account })), total: Number(count.n) };
  }
}
