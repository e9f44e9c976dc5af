-- Opens the round on first sight and adds the amounts; closing is final (a late win still adds).
-- The call that closes a real-money round writes its 'bet.settled' event (the stake is then final: the
-- turnover promotions and loyalty count). A repeat close in the same transaction finds the key taken.
-- plpgsql rather than a SQL function: a SQL function called from plpgsql is planned again on every call.
create or replace function game_round_change(p_tenant text, p_vendor text, p_round text, p_member bigint, p_game_code text,
  p_game_type text, p_currency text, p_trial boolean, p_bet bigint, p_win bigint, p_jackpot bigint,
  p_close boolean)
returns void
language plpgsql
as $$
declare
  v_closed_now boolean;
  v_bet bigint;
  v_win bigint;
begin
  insert into game_rounds as r (tenant_id, vendor, round_id, member_id, game_code, game_type, currency, trial,
    bet_total, win_total, jackpot_win, status, closed_by, closed_at)
  values (p_tenant, p_vendor, p_round, p_member, p_game_code, p_game_type, p_currency, p_trial,
    greatest(p_bet, 0), p_win, p_jackpot, case when p_close then 'closed' else 'open' end,
    case when p_close then 'vendor' end, case when p_close then now() end)
  on conflict (tenant_id, vendor, round_id, member_id) do update set
    bet_total = greatest(r.bet_total + p_bet, 0),
    win_total = r.win_total + p_win,
    jackpot_win = r.jackpot_win + p_jackpot,
    status = case when p_close then 'closed' else r.status end,
    closed_by = case when p_close then coalesce(r.closed_by, 'vendor') else r.closed_by end,
    closed_at = case when p_close then coalesce(r.closed_at, now()) else r.closed_at end
  returning r.closed_at = now() and r.closed_by = 'vendor', r.bet_total, r.win_total into v_closed_now, v_bet, v_win;
  if p_close and v_closed_now and not p_trial then
    perform domain_event_emit(p_tenant, 'bet.settled', p_member, p_vendor || ':' || p_round || ':' || p_member,
      jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game_code, 'gameType', p_game_type,
        'currency', p_currency, 'bet', v_bet, 'win', v_win));
  end if;
end
$$;
