// The only place that queries deposits. Every query is scoped to one tenant (staff lists: to the
// tenants the staff member may see). Receipt bytes are read only by receiptOf.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositMethodKind, DepositRow, DepositStatus, DepositsTables } from './deposits.table.ts';


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

export type StaffDepositRow = DepositRow & { account: string };

const hasReceipt = sql<boolean>`receipt is not null`.as('has_receipt');
const COLUMNS = [
  'deposits.tenant_id', 'deposits.id', 'deposits.member_id', 'method_id', 'method_kind', 'amount', 'currency', 'bank_account_id', 'reference',
  'receipt_type', 'gateway_token', 'gateway_ref', 'status', 'client_key', 'deposits.created_at', 'reviewed_by', 'reviewed_at', 'note',
] as const;

export class DepositsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts unless the member already used this client key; either way returns the stored row. */
  async insertOnce(d: NewDeposit): Promise<{ row: DepositRow; created: boolean }> {
    const inserted = await this.db
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
    if (inserted) return { row: inserted as DepositRow, created: true };
    const existing = await this.db
      .selectFrom('deposits')
      .select([...COLUMNS, hasReceipt])
      .where('tenant_id', '=', d.tenantId)
      .where('member_id', '=', BigInt(d.memberId))
      .where('client_key', '=', d.clientKey)
      .executeTakeFirstOrThrow();
    return { row: existing as DepositRow, created: false };
  }

  async find(tenantId: string, id: number): Promise<DepositRow | null> {
    const row = await this.db.selectFrom('deposits').select([...COLUMNS, hasReceipt]).where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).executeTakeFirst();
    return (row as DepositRow | undefined) ?? null;
  }

  async accountOf(tenantId: string, memberId: bigint): Promise<string> {
    const row = await this.db.selectFrom('members').select('account').where('tenant_id', '=', tenantId).where('id', '=', memberId).executeTakeFirst();
    return row?.account ?? '';
  }

  async findByToken(tenantId: string, token: string): Promise<DepositRow | null> {
    const row = await this.db.selectFrom('deposits').select([...COLUMNS, hasReceipt]).where('tenant_id', '=', tenantId).where('gateway_token', '=', token).executeTakeFirst();
    return (row as DepositRow | undefined) ?? null;
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
    const row = await this.db.selectFrom('deposits').select(['receipt', 'receipt_type']).where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).executeTakeFirst();
    return row?.receipt && row.receipt_type ? { bytes: row.receipt, contentType: row.receipt_type } : null;
  }

  /** pending → `to`, once: null when the deposit was not pending (already decided by someone else). */
  async decide(tenantId: string, id: number, to: Exclude<DepositStatus, 'pending'>, review: { by?: string; note?: string; gatewayRef?: string }): Promise<DepositRow | null> {
    const row = await this.db
      .updateTable('deposits')
      .set({ status: to, reviewed_by: review.by ?? null, reviewed_at: sql`now()`, note: review.note ?? null, gateway_ref: review.gatewayRef ?? null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', 'pending')
      .returning([...COLUMNS, hasReceipt])
      .executeTakeFirst();
    return (row as DepositRow | undefined) ?? null;
  }

  async listOfMember(tenantId: string, memberId: number, page: number): Promise<{ rows: DepositRow[]; total: number }> {
    const base = this.db.selectFrom('deposits').where('tenant_id', '=', tenantId).where('member_id', '=', BigInt(memberId));
    const [rows, count] = await Promise.all([
      base.select([...COLUMNS, hasReceipt]).orderBy('id', 'desc').limit(PLAYER_PAGE_SIZE).offset((page - 1) * PLAYER_PAGE_SIZE).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as DepositRow[], total: Number(count.n) };
  }

  /** Staff view: 'waiting' = manual transfers staff must check; newest first (waiting: oldest first). */
  async listForStaff(tenantIds: readonly string[], status: 'waiting' | 'done' | 'all' | 'disputed', page: number): Promise<{ rows: StaffDepositRow[]; total: number }> {
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
    return { rows: rows as StaffDepositRow[], total: Number(count.n) };
  }
}
