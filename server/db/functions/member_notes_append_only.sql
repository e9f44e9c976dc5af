-- Trigger function of member_notes: staff notes on a player are append-only (migration 1542).
create or replace function member_notes_append_only()
returns trigger
language plpgsql
as $$
begin
  raise exception 'member_notes is append-only';
end
$$;
