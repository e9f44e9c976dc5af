-- Trigger function of ledger_transfers: transfers are append-only, a correction is a new transfer
-- (migration 0320).
create or replace function ledger_append_only()
returns trigger
language plpgsql
as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'restrict_violation';
end
$$;
