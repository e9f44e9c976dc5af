// The agents' payouts as ledger transfers, many per call (ledger_pay_many, migration 2026_12_02_0100): a
// settlement period's salaries and dividends, and the owed ones paid later. One ledger_move round trip per payout
// cost 57 s for a real-time salary cycle of 10,000 contracts on a loaded machine; a call per PAY_BATCH payouts
// keeps every guarantee of those single movements (see the function's header).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { houseShardOf } from '../wallet/house-shard.ts';

/** Payouts per ledger_pay_many call: big enough to cost little per payout, small enough for one statement's memory. */
const PAY_BATCH = 5_000;

/** The house account that pays for the operator (an upline without an upline of its own). */
const OPERATOR_HOUSE = 'commission';

export interface AgentPayment {
  /** agent:<contract>:<period>: the same key at settlement and for every later retry. */
  key: string;
  kind: 'agent_salary' | 'agent_dividend';
  /** The paying upline's wallet, or the house commission account (null) when the upline is the operator's top-level agent. */
  fromMember: number | null;
  toMember: number;
  amount: number;
  metadata: Record<string, unknown>;
}

/**
 * 'applied': paid now; 'keyTaken': paid before with this key (the same movement); 'conflict': the key was used
 * for another movement; 'insufficientFunds': the payer could not fund it at its turn (nothing moved).
 */
export type PaymentStatus = 'applied' | 'keyTaken' | 'conflict' | 'insufficientFunds';

export class AgentPaymentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Pays `payments` in their order, in the caller's transaction, as one ledger_move each in that order would:
   * a payer pays a payout only when its balance at that point covers it. `stopWhenShort`: a payer short once pays
   * none of its later payouts in this call (owed payouts, oldest first). Returns each key's status.
   */
  async pay(tenantId: string, currency: string, payments: readonly AgentPayment[], stopWhenShort: boolean): Promise<Map<string, PaymentStatus>> {
    const out = new Map<string, PaymentStatus>();
    /** Payers short in an earlier call (stopWhenShort): their later payouts wait, whatever the next call's rows. */
    const short = new Set<number>();
    for (let i = 0; i < payments.length; i += PAY_BATCH) {
      const p: AgentPayment[] = [];
      for (const x of payments.slice(i, i + PAY_BATCH)) {
        if (x.fromMember !== null && short.has(x.fromMember)) out.set(x.key, 'insufficientFunds');
        else p.push(x);
      }
      if (p.length === 0) continue;
      const { rows } = await sql<{ o_key: string; o_status: PaymentStatus }>`
        select o_key, o_status from ledger_pay_many(${tenantId}::text, ${currency}::text, ${OPERATOR_HOUSE}::text, ${stopWhenShort}::boolean,
          ${p.map((x) => x.key)}::text[], ${p.map((x) => x.kind)}::text[],
          ${p.map((x) => (x.fromMember === null ? null : String(x.fromMember)))}::int8[], ${p.map((x) => String(x.toMember))}::int8[],
          ${p.map((x) => houseShardOf(x.toMember))}::int2[], ${p.map((x) => String(x.amount))}::int8[],
          ${p.map((x) => JSON.stringify(x.metadata))}::jsonb[])`.execute(this.db);
      const byKey = new Map(p.map((x) => [x.key, x]));
      for (const r of rows) {
        out.set(r.o_key, r.o_status);
        const from = byKey.get(r.o_key)!.fromMember;
        if (stopWhenShort && r.o_status === 'insufficientFunds' && from !== null) short.add(from);
      }
    }
    return out;
  }
}
