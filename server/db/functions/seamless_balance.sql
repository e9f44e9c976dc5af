-- The balance by launch token (then the token names the player) or by a player who launched the vendor.
create or replace function seamless_balance(p_tenant text, p_vendor text, p_token_hash text, p_member bigint, p_currency text)
returns table (o_status text, o_member bigint, o_balance bigint)
language plpgsql
as $$
begin
  if p_token_hash is not null then
    select member_id into o_member from vendor_sessions
    where tenant_id = p_tenant and token_hash = p_token_hash and vendor = p_vendor and expires_at > now();
    if o_member is null or o_member is distinct from coalesce(p_member, o_member) then
      o_status := 'sessionExpired';
      return next;
      return;
    end if;
  elsif seamless_trial(p_tenant, p_vendor, p_member, null) is null then
    o_status := 'playerUnknown';
    return next;
    return;
  else
    o_member := p_member;
  end if;
  o_balance := coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = o_member and currency = p_currency and kind = 'player'), 0);
  o_status := 'ok';
  return next;
end
$$;
