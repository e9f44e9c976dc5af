// The only place that queries bank_cards, withdrawals and withdrawal_proofs. Every query is scoped to
// one tenant (staff lists: to the tenants the staff member may see). State changes are conditional on
// the expected state and return null when someone else changed it first. Rows never leave: callers
// get the shapes of withdrawals.types.ts.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { WITHDRAWAL_PROOFS_MAX } from '../../../schemas/rules/withdrawal-limits.ts';
import { fromDb } from '../wallet/minor-units.ts';
import type { BankCardRow, WithdrawalRow, WithdrawalStatus, WithdrawalsTable } from './withdrawals.table.ts';
import type { BankCard, Withdrawal, WithdrawalChanges } from './withdrawals.types.ts';

export const PLAYER_PAGE_SIZE = 10;
export const STAFF_PAGE_SIZE = 20;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toCard(row: BankCardRow): BankCard {
  return { id: fromDb(row.id), bankName: row.bank_name, cardHolder: row.card_holder, cardNumber: row.card_number };
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    tenantId: row.tenant_id,
    id: fromDb(row.id),
    memberId: fromDb(row.member_id),
    account: row.account,
    cardId: fromDb(row.card_id),
    bankName: row.bank_name,
    cardHolder: row.card_holder,
    cardNumber: row.card_number,
    amount: fromDb(row.amount),
    currency: row.currency,
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: row.received_amount === null ? null : fromDb(row.received_amount),
    playerNote: row.player_note,
    proofCount: Number(row.proof_count),
    createdAt: new Date(row.created_at),
    reviewedBy: row.reviewed_by,
    reviewedAt: dateOrNull(row.reviewed_at),
    confirmBy: dateOrNull(row.confirm_by),
    resolution: row.resolution,
    note: row.note,
  };
}

/** The columns a state change writes, from the domain's names (only the ones given). */
function toColumns(changes: WithdrawalChanges): Omit<Updateable<WithdrawalsTable>, 'status'> {
  const columns: Omit<Updateable<WithdrawalsTable>, 'status'> = {};
  if (changes.confirmation !== undefined) columns.confirmation = changes.confirmation;
  if (changes.receivedAmount !== undefined) columns.received_amount = BigInt(changes.receivedAmount);
  if (changes.playerNote !== undefined) columns.player_note = changes.playerNote;
  if (changes.confirmedAt !== undefined) columns.confirmed_at = changes.confirmedAt;
  if (changes.reviewedBy !== undefined) columns.reviewed_by = changes.reviewedBy;
  if (changes.reviewedAt !== undefined) columns.reviewed_at = changes.reviewedAt;
  if (changes.confirmBy !== undefined) columns.confirm_by = changes.confirmBy;
  if (changes.resolution !== undefined) columns.resolution = changes.resolution;
  if (changes.note !== undefined) columns.note = changes.note;
  return columns;
}

export class WithdrawalsRepository {
  constructor(private readonly db: Db) {}

  // ---- bank cards ----

  async cardsOf(tenantId: string, memberId: number): Promise<BankCard[]> {
    const rows = await this.db
      .selectFrom('bank_cards')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(toCard);
  }

  /** Adds a card unless the member already has `max` cards or this number; null then. */
  async addCard(
    tenantId: string,
    memberId: number,
    card: { bankName: string; cardHolder: string; cardNumber: string },
    max: number,
  ): Promise<BankCard | 'full' | 'duplicate'> {
    return inTransaction(this.db, async (trx) => {
      // Serialises card changes of one member so the count check holds under concurrency.
      await trx.selectFrom('members').select('id').where('tenant_id', '=', tenantId).where('id', '=', BigInt(memberId)).forUpdate().execute();
      const cards = await new WithdrawalsRepository(trx).cardsOf(tenantId, memberId);
      if (cards.some((c) => c.cardNumber === card.cardNumber)) return 'duplicate';
      if (cards.length >= max) return 'full';
      const row = await trx
        .insertInto('bank_cards')
        .values({ tenant_id: tenantId, member_id: BigInt(memberId), bank_name: card.bankName, card_holder: card.cardHolder, card_number: card.cardNumber })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCard(row);
    });
  }

  /**
   * Removes a card with no open withdrawal on it. Ownership is checked first: another member's card
   * answers 'missing' exactly like an unknown id, so ids cannot be probed through the 'inUse' answer.
   */
  async removeCard(tenantId: string, memberId: number, cardId: number): Promise<'removed' | 'missing' | 'inUse'> {
    const own = await this.db
      .selectFrom('bank_cards')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('id', '=', BigInt(cardId))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!own) return 'missing';
    const open = await this.db
      .selectFrom('withdrawals')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('card_id', '=', BigInt(cardId))
      .where('status', 'in', ['pending', 'approved', 'disputed'])
      .executeTakeFirst();
    if (open) return 'inUse';
    const res = await this.db
      .updateTable('bank_cards')
      .set({ deleted_at: new Date() })
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('id', '=', BigInt(cardId))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? 'removed' : 'missing';
  }

  // ---- withdrawals ----

  #select() {
    return this.db
      .selectFrom('withdrawals as w')
      .innerJoin('bank_cards as c', (j) => j.onRef('c.tenant_id', '=', 'w.tenant_id').onRef('c.id', '=', 'w.card_id'))
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'w.tenant_id').onRef('m.id', '=', 'w.member_id'))
      .selectAll('w')
      .select(['c.bank_name', 'c.card_number', 'c.card_holder', 'm.account'])
      .select(sql<number>`(select count(*)::int from withdrawal_proofs p where p.tenant_id = w.tenant_id and p.withdrawal_id = w.id)`.as('proof_count'));
  }

  async find(tenantId: string, id: number): Promise<Withdrawal | null> {
    const row = await this.#select().where('w.tenant_id', '=', tenantId).where('w.id', '=', BigInt(id)).executeTakeFirst();
    return row ? toWithdrawal(row) : null;
  }

  async findByClientKey(tenantId: string, memberId: number, clientKey: string): Promise<Withdrawal | null> {
    const row = await this.#select()
      .where('w.tenant_id', '=', tenantId)
      .where('w.member_id', '=', BigInt(memberId))
      .where('w.client_key', '=', clientKey)
      .executeTakeFirst();
    return row ? toWithdrawal(row) : null;
  }

  /** Inserts the request; null when the member already used this client key. */
  async insert(w: { tenantId: string; memberId: number; cardId: number; amount: number; currency: string; clientKey: string }): Promise<number | null> {
    const row = await this.db
      .insertInto('withdrawals')
      .values({
        tenant_id: w.tenantId,
        member_id: BigInt(w.memberId),
        card_id: BigInt(w.cardId),
        amount: BigInt(w.amount),
        currency: w.currency,
        client_key: w.clientKey,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'member_id', 'client_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async delete(tenantId: string, id: number): Promise<void> {
    await this.db.deleteFrom('withdrawals').where('tenant_id', '=', tenantId).where('id', '=', BigInt(id)).execute();
  }

  /** from → to with the given changes, once; false when the withdrawal was not in `from`. */
  async transition(
    tenantId: string,
    id: number,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    changes: WithdrawalChanges = {},
    memberId?: number,
  ): Promise<boolean> {
    let q = this.db
      .updateTable('withdrawals')
      .set({ ...toColumns(changes), status: to })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', from);
    if (memberId !== undefined) q = q.where('member_id', '=', BigInt(memberId));
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Approved payouts whose confirmation time ran out by `now`, flipped to received in one statement (at most `limit`). */
  async expireConfirmations(limit: number, now: Date): Promise<Array<{ tenantId: string; id: number }>> {
    const rows = await sql<{ tenant_id: string; id: bigint }>`
      update withdrawals set status = 'received', confirmation = 'timeout', confirmed_at = ${now}
      where (tenant_id, id) in (
        select tenant_id, id from withdrawals
        where status = 'approved' and confirm_by <= ${now}
        order by confirm_by limit ${limit}
        for update skip locked)
      and status = 'approved'
      returning tenant_id, id`.execute(this.db);
    return rows.rows.map((r) => ({ tenantId: r.tenant_id, id: fromDb(r.id) }));
  }

  async listOfMember(tenantId: string, memberId: number, page: number): Promise<{ rows: Withdrawal[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#select()
        .where('w.tenant_id', '=', tenantId)
        .where('w.member_id', '=', BigInt(memberId))
        .orderBy('w.id', 'desc')
        .limit(PLAYER_PAGE_SIZE)
        .offset((page - 1) * PLAYER_PAGE_SIZE)
        .execute(),
      this.db
        .selectFrom('withdrawals')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', BigInt(memberId))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toWithdrawal), total: Number(count.n) };
  }

  /** 'waiting' = requests to pay out, 'disputed' = disputes to resolve (both oldest first); 'done' = the rest. */
  async listForStaff(
    tenantIds: readonly string[],
    status: 'waiting' | 'done' | 'all' | 'disputed',
    page: number,
  ): Promise<{ rows: Withdrawal[]; total: number }> {
    if (tenantIds.length === 0) return { rows: [], total: 0 };
    const waiting: WithdrawalStatus[] = status === 'disputed' ? ['disputed'] : ['pending', 'disputed'];
    let list = this.#select().where('w.tenant_id', 'in', tenantIds);
    let count = this.db.selectFrom('withdrawals').where('tenant_id', 'in', tenantIds);
    if (status === 'waiting' || status === 'disputed') {
      const wanted: WithdrawalStatus[] = status === 'waiting' ? ['pending'] : ['disputed'];
      list = list.where('w.status', 'in', wanted);
      count = count.where('status', 'in', wanted);
    } else if (status === 'done') {
      list = list.where('w.status', 'not in', waiting);
      count = count.where('status', 'not in', waiting);
    }
    const order = status === 'waiting' || status === 'disputed' ? 'asc' : 'desc';
    const [rows, n] = await Promise.all([
      list
        .orderBy('w.id', order)
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE)
        .execute(),
      count.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toWithdrawal), total: Number(n.n) };
  }

  // ---- proofs ----

  /** Stores the next proof (1..WITHDRAWAL_PROOFS_MAX) of an approved withdrawal of this member; 'full' past the limit. */
  async addProof(tenantId: string, memberId: number, id: number, image: { contentType: string; bytes: Uint8Array }): Promise<'added' | 'full' | 'notOpen'> {
    return inTransaction(this.db, async (trx) => {
      const owner = await trx
        .selectFrom('withdrawals')
        .select('status')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', BigInt(id))
        .where('member_id', '=', BigInt(memberId))
        .forUpdate()
        .executeTakeFirst();
      if (owner?.status !== 'approved') return 'notOpen';
      const { n } = await trx
        .selectFrom('withdrawal_proofs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('withdrawal_id', '=', BigInt(id))
        .executeTakeFirstOrThrow();
      if (Number(n) >= WITHDRAWAL_PROOFS_MAX) return 'full';
      await trx
        .insertInto('withdrawal_proofs')
        .values({ tenant_id: tenantId, withdrawal_id: BigInt(id), position: Number(n) + 1, content_type: image.contentType, bytes: image.bytes })
        .execute();
      return 'added';
    });
  }

  async proof(tenantId: string, id: number, position: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const row = await this.db
      .selectFrom('withdrawal_proofs')
      .select(['content_type', 'bytes'])
      .where('tenant_id', '=', tenantId)
      .where('withdrawal_id', '=', BigInt(id))
      .where('position', '=', position)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, bytes: row.bytes } : null;
  }
}
