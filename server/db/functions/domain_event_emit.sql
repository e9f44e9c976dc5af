-- The outbox of domain events (architecture §5a): written in the transaction that moved the money, so an
-- event exists exactly when its cause committed. tx_id (the writing transaction's id) lets consumers read
-- in commit-safe order: an event is read only once every transaction that could still add a smaller one
-- has ended (event-consumer.ts). A second emit with the same (tenant, type, key) writes nothing.
create or replace function domain_event_emit(p_tenant text, p_type text, p_member bigint, p_key text, p_payload jsonb)
returns void
language plpgsql
as $$
begin
  insert into domain_events (tenant_id, type, member_id, dedupe_key, payload)
  values (p_tenant, p_type, p_member, p_key, p_payload)
  on conflict (tenant_id, type, dedupe_key) do nothing;
end
$$;
