-- Whether the player plays this vendor for fun: the round's own flag; a round not seen yet takes the
-- player's latest session with the vendor, else their latest round with it. Null: never launched it.
create or replace function seamless_trial(p_tenant text, p_vendor text, p_member bigint, p_round text)
returns boolean
language plpgsql stable
as $$
declare
  v_trial boolean;
begin
  select trial into v_trial from game_rounds where tenant_id = p_tenant and vendor = p_vendor and round_id = p_round and member_id = p_member;
  if v_trial is null then
    select trial into v_trial from vendor_sessions where tenant_id = p_tenant and member_id = p_member and vendor = p_vendor order by created_at desc limit 1;
  end if;
  if v_trial is null then
    select trial into v_trial from game_rounds where tenant_id = p_tenant and member_id = p_member and vendor = p_vendor order by opened_at desc limit 1;
  end if;
  return v_trial;
end
$$;
