-- Trigger function of staff_audit: the staff audit trail is append-only (migration 0430).
create or replace function staff_audit_append_only()
returns trigger
language plpgsql
as $$
begin
  raise exception 'staff_audit is append-only';
end
$$;
