// The ledger's reconciliation (npm run ledger:check), a read-only repository: queries over every tenant (or one)
// that prove what the wallet promises. Each check names the rows that break it; a sound ledger has
// none. The database's constraints already refuse most of these; the audit is there for what they
// cannot see (sums across rows) and for a constraint someone dropped or a row edited by hand.
// Entries are the two legs every transfer row carries (the ledger_entries view); a transfer's id
// orders its account's history, since both its rows were locked when the id was drawn.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

export const LEDGER_CHECKS = {
  cachedBalance: "every account's cached balance equals the sum of its entries",
  booksBalance: 'per tenant and currency, all balances and all entries sum to zero',
  transferCurrency: "every transfer moves between two accounts of the transfer's own currency",
  balanceChain: "every entry's balance_after is its account's running sum of entries",
  negativeBalance: 'no member wallet or hold account is below zero',
  pendingShape: "pending transfers move a member's wallet into that member's hold account; only pending transfers and their resolutions touch hold accounts",
  pendingResolvedTwice: 'no pending transfer is resolved (posted or voided) more than once',
  pendingResolution: 'a post pays the pending amount from the hold account to the named payee; a void returns it to the wallet',
  holdBalance: "every hold account holds exactly its open pending transfers' amounts",
  pointsSeparate: 'loyalty points (currency PTS) and money never mix: every points_* transfer is in PTS, every PTS transfer is a points_* one',
} as const;

export type LedgerCheck = keyof typeof LEDGER_CHECKS;

export interface LedgerProblem {
  tenantId: string;
  check: LedgerCheck;
  detail: string;
}

export interface TenantLedgerSummary {
  tenantId: string;
  accounts: number;
  transfers: number;
  openPending: number;
}

export interface LedgerAuditReport {
  tenants: TenantLedgerSummary[];
  /** At most `limit` per check; `counts` has the full numbers. */
  problems: LedgerProblem[];
  counts: Partial<Record<LedgerCheck, number>>;
  sound: boolean;
}

type Row = Record<string, unknown> & { tenant_id: string };

const account = (kind: unknown, owner: unknown, code: unknown, currency: unknown, id: unknown, shard?: unknown) =>
  `${kind === 'house' ? `house ${code}${shard ? ` shard ${shard}` : ''}` : `member ${owner} ${kind === 'hold' ? 'hold' : String(kind).startsWith('game:') ? `${String(kind).slice(5)} game wallet` : 'wallet'}`} ${String(currency).trim()} (account ${id})`;

export async function auditLedger(db: Db, options: { tenantId?: string; limit?: number } = {}): Promise<LedgerAuditReport> {
  const limit = options.limit ?? 20;
  const scope = (alias: string): RawBuilder<boolean> =>
    options.tenantId === undefined ? sql`true` : sql`${sql.ref(`${alias}.tenant_id`)} = ${options.tenantId}`;
  const rows = async (query: RawBuilder<Row>) => (await query.execute(db)).rows;

  const findings: Array<[LedgerCheck, Row[], (r: Row) => string]> = [
    [
      'cachedBalance',
      await rows(sql`
        select a.tenant_id, a.id, a.kind, a.owner_member_id, a.house_code, a.shard, a.currency, a.balance, coalesce(e.total, 0)::text as entries
        from ledger_accounts a
        left join (select tenant_id, account_id, sum(amount) as total from ledger_entries group by tenant_id, account_id) e
          on e.tenant_id = a.tenant_id and e.account_id = a.id
        where ${scope('a')} and a.balance <> coalesce(e.total, 0)
        order by a.tenant_id, a.id`),
      (r) => `${account(r.kind, r.owner_member_id, r.house_code, r.currency, r.id, r.shard)}: cached ${r.balance}, entries sum ${r.entries}`,
    ],
    [
      'booksBalance',
      await rows(sql`
        select tenant_id, currency, 'balances' as what, sum(balance)::text as total from ledger_accounts a
        where ${scope('a')} group by tenant_id, currency having sum(balance) <> 0
        union all
        select a.tenant_id, a.currency, 'entries', sum(e.amount)::text from ledger_entries e
        join ledger_accounts a on a.tenant_id = e.tenant_id and a.id = e.account_id
        where ${scope('e')} group by a.tenant_id, a.currency having sum(e.amount) <> 0
        order by 1, 2, 3`),
      (r) => `${String(r.currency).trim()}: ${r.what} sum to ${r.total}, not 0`,
    ],
    [
      'transferCurrency',
      await rows(sql`
        select t.tenant_id, t.id, t.idempotency_key, t.currency, d.currency as d_currency, c.currency as c_currency
        from ledger_transfers t
        join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
        join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
        where ${scope('t')} and (d.currency <> t.currency or c.currency <> t.currency)
        order by t.tenant_id, t.id`),
      (r) =>
        `transfer ${r.id} (${r.idempotency_key}) in ${String(r.currency).trim()} debits a ${String(r.d_currency).trim()} account and credits a ${String(r.c_currency).trim()} account`,
    ],
    [
      'balanceChain',
      await rows(sql`
        select tenant_id, account_id, transfer_id, leg, balance_after, running::text as running from (
          select e.tenant_id, e.account_id, e.transfer_id, e.leg, e.balance_after,
            sum(e.amount) over (partition by e.tenant_id, e.account_id order by e.transfer_id) as running
          from ledger_entries e where ${scope('e')}
        ) x
        where balance_after <> running
        order by tenant_id, account_id, transfer_id`),
      (r) => `account ${r.account_id}, ${r.leg} leg of transfer ${r.transfer_id}: balance_after ${r.balance_after}, running sum ${r.running}`,
    ],
    [
      'negativeBalance',
      await rows(sql`
        select tenant_id, id, kind, owner_member_id, house_code, currency, balance from ledger_accounts a
        where ${scope('a')} and kind <> 'house' and balance < 0 order by tenant_id, id`),
      (r) => `${account(r.kind, r.owner_member_id, r.house_code, r.currency, r.id)}: balance ${r.balance}`,
    ],
    [
      'pointsSeparate',
      await rows(sql`
        select tenant_id, id, idempotency_key, kind, currency from ledger_transfers t
        where ${scope('t')} and ((kind like 'points\\_%') <> (currency = 'PTS')) order by tenant_id, id`),
      (r) => `transfer ${r.id} (${r.idempotency_key}): kind ${r.kind} in ${String(r.currency).trim()}`,
    ],
    [
      'pendingShape',
      await rows(sql`
        select t.tenant_id, t.id, t.idempotency_key, t.phase, d.kind as d_kind, c.kind as c_kind
        from ledger_transfers t
        join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
        join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
        where ${scope('t')} and (
          (t.phase = 'pending' and not (d.kind = 'player' and c.kind = 'hold' and c.owner_member_id = d.owner_member_id))
          or (t.phase = 'single' and 'hold' in (d.kind, c.kind)))
        order by t.tenant_id, t.id`),
      (r) => `${r.phase} transfer ${r.id} (${r.idempotency_key}) moves ${r.d_kind} → ${r.c_kind}`,
    ],
    [
      'pendingResolvedTwice',
      await rows(sql`
        select tenant_id, pending_id, count(*)::int4 as n, string_agg(phase || ' ' || id, ', ' order by id) as resolutions
        from ledger_transfers t where ${scope('t')} and pending_id is not null
        group by tenant_id, pending_id having count(*) > 1 order by tenant_id, pending_id`),
      (r) => `pending transfer ${r.pending_id} resolved ${r.n} times (${r.resolutions})`,
    ],
    [
      'pendingResolution',
      await rows(sql`
        select r.tenant_id, r.id, r.phase, r.pending_id, p.phase as p_phase
        from ledger_transfers r
        join ledger_transfers p on p.tenant_id = r.tenant_id and p.id = r.pending_id
        where ${scope('r')} and (p.phase <> 'pending' or r.amount <> p.amount or r.currency <> p.currency
          or r.debit_account_id <> p.credit_account_id
          or r.credit_account_id <> case when r.phase = 'post' then p.pending_credit_account_id else p.debit_account_id end)
        order by r.tenant_id, r.id`),
      (r) => `${r.phase} ${r.id} does not undo or pay out ${r.p_phase} transfer ${r.pending_id} as it was held`,
    ],
    [
      'holdBalance',
      await rows(sql`
        select a.tenant_id, a.id, a.kind, a.owner_member_id, a.house_code, a.currency, a.balance, coalesce(o.open, 0)::text as open
        from ledger_accounts a
        left join (
          select p.tenant_id, p.credit_account_id, sum(p.amount) as open from ledger_transfers p
          where p.phase = 'pending' and not exists (select 1 from ledger_transfers r where r.tenant_id = p.tenant_id and r.pending_id = p.id)
          group by p.tenant_id, p.credit_account_id
        ) o on o.tenant_id = a.tenant_id and o.credit_account_id = a.id
        where ${scope('a')} and a.kind = 'hold' and a.balance <> coalesce(o.open, 0)
        order by a.tenant_id, a.id`),
      (r) => `${account(r.kind, r.owner_member_id, r.house_code, r.currency, r.id)}: balance ${r.balance}, open pending transfers ${r.open}`,
    ],
  ];

  const problems: LedgerProblem[] = [];
  const counts: Partial<Record<LedgerCheck, number>> = {};
  for (const [check, found, describe] of findings) {
    if (found.length === 0) continue;
    counts[check] = found.length;
    for (const r of found.slice(0, limit)) problems.push({ tenantId: r.tenant_id, check, detail: describe(r) });
  }

  const summary = await rows(sql`
    select a.tenant_id, a.accounts, coalesce(t.transfers, 0) as transfers, coalesce(t.open_pending, 0) as open_pending
    from (select tenant_id, count(*)::int4 as accounts from ledger_accounts a where ${scope('a')} group by tenant_id) a
    left join (
      select tenant_id, count(*)::int4 as transfers,
        (count(*) filter (where phase = 'pending') - count(*) filter (where phase in ('post', 'void')))::int4 as open_pending
      from ledger_transfers t where ${scope('t')} group by tenant_id
    ) t on t.tenant_id = a.tenant_id
    order by a.tenant_id`);
  const tenants = summary.map((r) => ({
    tenantId: r.tenant_id,
    accounts: Number(r.accounts),
    transfers: Number(r.transfers),
    openPending: Number(r.open_pending),
  }));
  return { tenants, problems, counts, sound: problems.length === 0 };
}
