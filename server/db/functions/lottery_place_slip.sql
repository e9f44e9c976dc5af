-- Places one lottery slip in one call (migration 2026_12_01_0400), all or nothing, so a slip costs one round
-- trip instead of a transaction of one statement per step, and a number's exposure row (the hot row when many
-- players back the same number) stays locked only from its update to the commit:
--  - a slip with the same (player, request) already there answers 'twin' (the caller reads it);
--  - the draw row is share-locked (the draw job's update waits for slips in flight); a draw that is not open
--    answers 'closed', one at or past its lock time 'locked';
--  - the slip (pending) and its tickets are written, then each bet key's exposure is added in the caller's
--    sorted order (two slips never deadlock) only while it stays within the cap; a key over the cap raises
--    'lottery_cap_reached' (its key in the detail), so the whole statement — slip, tickets, the keys already
--    added — is undone. A twin racing us fails on the slip's unique key (23505).
create or replace function lottery_place_slip(p_tenant text, p_game text, p_numero text, p_slip text, p_vendor text,
  p_player text, p_request text, p_now timestamptz, p_cap bigint, p_keys text[], p_adds bigint[],
  p_bet_types text[], p_selections text[], p_amounts bigint[], p_odds bigint[])
returns text
language plpgsql
as $$
declare
  v_status text;
  v_lock_at timestamptz;
  i int;
begin
  perform 1 from lottery_slips where tenant_id = p_tenant and player_id = p_player and request_id = p_request;
  if found then
    return 'twin';
  end if;
  select d.status, d.lock_at into v_status, v_lock_at from lottery_draws d
  where d.tenant_id = p_tenant and d.game_code = p_game and d.numero = p_numero for share;
  if not found or v_status <> 'open' then
    return 'closed';
  end if;
  if p_now >= v_lock_at then
    return 'locked';
  end if;
  insert into lottery_slips (tenant_id, slip_id, game_code, numero, vendor, player_id, request_id, total, status)
  values (p_tenant, p_slip, p_game, p_numero, p_vendor, p_player, p_request, (select sum(a) from unnest(p_amounts) a), 'pending');
  insert into lottery_tickets (tenant_id, slip_id, line, game_code, numero, bet_type, selection, amount, odds_x100)
  select p_tenant, p_slip, l.n, p_game, p_numero, l.bet_type, l.selection, l.amount, l.odds
  from unnest(p_bet_types, p_selections, p_amounts, p_odds) with ordinality as l(bet_type, selection, amount, odds, n);
  for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
    if p_adds[i] > p_cap then
      raise exception 'lottery_cap_reached' using detail = p_keys[i];
    end if;
    insert into lottery_exposure as e (tenant_id, game_code, numero, bet_key, exposure)
    values (p_tenant, p_game, p_numero, p_keys[i], p_adds[i])
    on conflict (tenant_id, game_code, numero, bet_key)
    do update set exposure = e.exposure + excluded.exposure where e.exposure + excluded.exposure <= p_cap;
    if not found then
      raise exception 'lottery_cap_reached' using detail = p_keys[i];
    end if;
  end loop;
  return 'placed';
end;
$$;
