-- Whether a member is excluded (time-out, self- or operator exclusion in force) at the moment of a stake:
-- game_stake refuses the stake when true. The shared advisory lock pairs with the exclusive one the
-- exclusion service takes while it writes an exclusion: a stake in flight finishes before the exclusion
-- commits, and a stake after it waits, then its next statement (a fresh snapshot) sees the row.
create or replace function stake_exclusion_check(p_tenant text, p_member bigint)
returns boolean
language plpgsql
as $$
begin
  perform pg_advisory_xact_lock_shared(hashtextextended('member_exclusion' || chr(31) || p_tenant || chr(31) || p_member::text, 0));
  return exists (select 1 from member_exclusions
    where tenant_id = p_tenant and member_id = p_member and (active_until is null or active_until > now()));
end
$$;
