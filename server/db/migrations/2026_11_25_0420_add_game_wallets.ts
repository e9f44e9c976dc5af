import { sql, type Kysely } from 'kysely';

// Game wallets (spec §2 transferFund, §7 GCS_walletTransfer): a vendor that keeps its own balance
// (`isSingle` false) gets one account per member, vendor and currency, of kind `game:<VENDOR>`. Kind
// carries the vendor so the ledger functions and the (tenant, member, currency, kind) uniqueness work
// unchanged; like a wallet it belongs to a member and can never go below zero.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_accounts
      drop constraint ledger_accounts_kind,
      drop constraint ledger_accounts_owner_or_house,
      add constraint ledger_accounts_kind check (kind in ('player', 'hold', 'house') or kind ~ '^game:[A-Z0-9_]{1,32}$'),
      add constraint ledger_accounts_owner_or_house check (
        ((kind in ('player', 'hold') or kind like 'game:%') and owner_member_id is not null and house_code is null)
        or (kind = 'house' and house_code is not null and owner_member_id is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_accounts where kind like 'game:%' and balance = 0`.execute(db);
  await sql`
    alter table ledger_accounts
      drop constraint ledger_accounts_kind,
      drop constraint ledger_accounts_owner_or_house,
      add constraint ledger_accounts_kind check (kind in ('player', 'hold', 'house')),
      add constraint ledger_accounts_owner_or_house check (
        (kind in ('player', 'hold') and owner_member_id is not null and house_code is null)
        or (kind = 'house' and house_code is not null and owner_member_id is null))`.execute(db);
}
