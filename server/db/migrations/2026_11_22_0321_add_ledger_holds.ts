import { sql, type Kysely } from 'kysely';

// House account shards, and pending (two-phase) transfers.
//
// A house account (cashier, game_bets, …) is on the other side of most movements of its tenant, and
// a row that every transfer updates serialises them all: each holds the row's lock until it commits.
// So a house account is up to 64 rows (shard 0–63) and a movement with a member uses the shard of
// that member (the ledger picks it); the house account's balance is the sum of its shards. A member
// account has one row (shard 0).
//
// A pending transfer moves money from a member's wallet into that
// member's hold account (kind 'hold'), so the wallet's balance is what is still available. It is
// resolved at most once by a second transfer out of the hold account: 'post' pays the payee named
// on the pending transfer, 'void' gives the money back. Both kinds of row stay append-only; "open"
// means no resolution points at it yet, and a unique index on (tenant_id, pending_id) makes a second
// resolution impossible even when a post and a void race.
export async function up(db: Kysely<unknown>): Promise<void> {
  const accounts = sql.table('ledger_accounts');
  await sql`alter table ${accounts}
    drop constraint ledger_accounts_kind,
    drop constraint ledger_accounts_owner_or_house,
    drop constraint ledger_accounts_player_not_negative,
    drop constraint ledger_accounts_player,
    drop constraint ledger_accounts_house,
    add column shard smallint not null default 0,
    add constraint ledger_accounts_shard check (shard between 0 and 63 and (kind = 'house' or shard = 0)),
    add constraint ledger_accounts_house unique (tenant_id, house_code, currency, shard),
    add constraint ledger_accounts_kind check (kind in ('player', 'hold', 'house')),
    add constraint ledger_accounts_owner_or_house check (
      (kind in ('player', 'hold') and owner_member_id is not null and house_code is null)
      or (kind = 'house' and house_code is not null and owner_member_id is null)),
    -- A member's money (wallet and holds) never goes below zero; house accounts (the operator side) may.
    add constraint ledger_accounts_not_negative check (kind = 'house' or balance >= 0),
    -- One wallet and one hold account per member and currency; lookups by member use the prefix.
    add constraint ledger_accounts_member unique (tenant_id, owner_member_id, currency, kind)`.execute(db);

  const transfers = sql.table('ledger_transfers');
  await sql`alter table ${transfers}
    add column phase text not null default 'single',
    add column pending_id bigint,
    add column pending_credit_account_id bigint,
    add constraint ledger_transfers_phase check (phase in ('single', 'pending', 'post', 'void')),
    -- A resolution names its pending transfer; nothing else does.
    add constraint ledger_transfers_resolution check ((phase in ('post', 'void')) = (pending_id is not null)),
    -- A pending transfer names the account a post pays; nothing else does.
    add constraint ledger_transfers_pending_payee check ((phase = 'pending') = (pending_credit_account_id is not null)),
    add constraint ledger_transfers_pending foreign key (tenant_id, pending_id) references ${transfers} (tenant_id, id),
    add constraint ledger_transfers_pending_payee_account foreign key (tenant_id, pending_credit_account_id) references ${accounts} (tenant_id, id)`.execute(
    db,
  );
  // Partial: ordinary transfers (almost all) do not pay for an index entry.
  await sql`create unique index ledger_transfers_one_resolution on ${transfers} (tenant_id, pending_id) where pending_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_transfers_one_resolution`.execute(db);
  await sql`alter table ledger_transfers
    drop constraint ledger_transfers_pending_payee_account,
    drop constraint ledger_transfers_pending,
    drop constraint ledger_transfers_pending_payee,
    drop constraint ledger_transfers_resolution,
    drop constraint ledger_transfers_phase,
    drop column pending_credit_account_id,
    drop column pending_id,
    drop column phase`.execute(db);
  await sql`alter table ledger_accounts
    drop constraint ledger_accounts_member,
    drop constraint ledger_accounts_not_negative,
    drop constraint ledger_accounts_owner_or_house,
    drop constraint ledger_accounts_kind,
    drop constraint ledger_accounts_house,
    drop constraint ledger_accounts_shard,
    drop column shard,
    add constraint ledger_accounts_house unique (tenant_id, house_code, currency),
    add constraint ledger_accounts_kind check (kind in ('player', 'house')),
    add constraint ledger_accounts_owner_or_house check (
      (kind = 'player' and owner_member_id is not null and house_code is null)
      or (kind = 'house' and house_code is not null and owner_member_id is null)),
    add constraint ledger_accounts_player_not_negative check (kind <> 'player' or balance >= 0),
    add constraint ledger_accounts_player unique (tenant_id, owner_member_id, currency)`.execute(db);
}
