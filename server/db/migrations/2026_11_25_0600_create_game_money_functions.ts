import { sql, type Kysely } from 'kysely';

// The seamless wallet's calls as ONE round trip each (bench-seamless: 16 round trips per bet+win
// round kept the portal's event loop busy at ~190 rounds/s; the socket writes alone were a third of
// its time). Two layers:
//
// 1. game_stake / game_win / game_refund: the money of play, on ledger_move (migration 0322). game_stake
//    is THE path of every stake of every game and vendor: player-protection limits (loss limits,
//    self-exclusion) belong there, checked in the same transaction as the debit. A stake debits the
//    player for the house (game_bets; freeplay for trial accounts) and moves the brand's share of a
//    real-money stake into the jackpot pool; a win pays from the same house side, a jackpot hit first
//    takes the brand's jackpot lock and pays its share of the pool as it stands; a refund reverses the
//    stake's transfers exactly (whatever the share was when it was placed). The house row a movement
//    uses is the member's shard (p_shard, computed by the ledger's rowOf in TypeScript).
// 2. seamless_bet / seamless_win / seamless_rollback / seamless_balance: a vendor call whole. Take the
//    vendor transaction id's lock (a twin waits), move the money, add to the round, record the call
//    with its answer. Expected refusals (session over, player unknown, not enough money, id already used) are
//    statuses, never exceptions, and write nothing; the service turns them into the API's errors and
//    decides whether a used id is a replay. The answer's shape comes from the caller (p_answer) with
//    the balance (and a jackpot win) added here.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's sessions with a vendor, newest first (the trial flag of a win that names no round yet).
  await sql`create index vendor_sessions_member_idx on vendor_sessions (tenant_id, member_id, vendor, created_at desc)`.execute(db);

  await sql`
    create function game_move(p_tenant text, p_key text, p_kind text, p_currency text, p_amount bigint, p_metadata jsonb,
      p_from_kind text, p_from_member bigint, p_from_code text, p_to_kind text, p_to_member bigint, p_to_code text, p_shard smallint)
    returns table (o_status text, o_from_after bigint, o_to_after bigint, o_from_balance bigint)
    language plpgsql as $$
    declare
      v_from_shard smallint := case when p_from_kind = 'house' then p_shard end;
      v_to_shard smallint := case when p_to_kind = 'house' then p_shard end;
    begin
      for attempt in 1..2 loop
        select m.o_status, m.o_from_after, m.o_to_after, m.o_from_balance into o_status, o_from_after, o_to_after, o_from_balance
        from ledger_move(p_tenant, p_key, p_kind, p_currency, p_amount, p_metadata,
          p_from_kind, p_from_member, p_from_code, v_from_shard, p_to_kind, p_to_member, p_to_code, v_to_shard, null, null, null, null) m;
        exit when o_status <> 'missingAccount' or attempt = 2;
        -- A member wallet that does not exist has nothing to pay with.
        if p_from_kind <> 'house' and not exists (select 1 from ledger_accounts
            where tenant_id = p_tenant and owner_member_id = p_from_member and currency = p_currency and kind = p_from_kind) then
          o_status := 'insufficientFunds';
          o_from_balance := 0;
          exit;
        end if;
        -- First use of a house shard or of the payee's wallet: open them in the wallet's order (house
        -- rows by code, then member accounts) so that two first uses queue instead of deadlocking.
        insert into ledger_accounts (tenant_id, kind, owner_member_id, house_code, currency, shard)
        select p_tenant, k, m, c, p_currency, s
        from (values (p_from_kind, p_from_member, p_from_code, coalesce(v_from_shard, 0::smallint)),
                     (p_to_kind, p_to_member, p_to_code, coalesce(v_to_shard, 0::smallint))) v (k, m, c, s)
        order by k <> 'house', c, m
        on conflict do nothing;
      end loop;
      return next;
    end $$`.execute(db);

  await sql`
    create function game_stake(p_tenant text, p_key text, p_currency text, p_member bigint, p_amount bigint, p_trial boolean,
      p_contribution_bps integer, p_shard smallint, p_metadata jsonb)
    returns table (o_status text, o_balance bigint)
    language plpgsql as $$
    declare
      v_share bigint := case when p_trial then 0 else floor(p_amount::numeric * p_contribution_bps / 10000)::bigint end;
      v_status text;
    begin
      select m.o_status, coalesce(m.o_from_after, m.o_from_balance) into o_status, o_balance
      from game_move(p_tenant, p_key, 'bet', p_currency, p_amount, p_metadata,
        'player', p_member, null, 'house', null, case when p_trial then 'freeplay' else 'game_bets' end, p_shard) m;
      if o_status = 'applied' and v_share > 0 then
        select m.o_status into v_status
        from game_move(p_tenant, p_key || ':jp', 'jackpot_contribution', p_currency, v_share, p_metadata,
          'house', null, 'game_bets', 'house', null, 'jackpot_pool', p_shard) m;
        if v_status <> 'applied' then
          raise exception 'ledger: jackpot share of stake % was not applied (%)', p_key, v_status;
        end if;
      end if;
      return next;
    end $$`.execute(db);

  await sql`
    create function game_win(p_tenant text, p_key text, p_currency text, p_member bigint, p_amount bigint, p_trial boolean,
      p_jackpot boolean, p_win_share_bps integer, p_shard smallint, p_metadata jsonb)
    returns bigint
    language plpgsql as $$
    declare
      v_jackpot bigint := 0;
      v_status text;
    begin
      if p_jackpot and not p_trial then
        -- Hits take turns, each paying its share of what the last one left. Before any row lock of
        -- this transaction: a row lock held while waiting here could close a deadlock cycle.
        perform pg_advisory_xact_lock(hashtext('jackpot_pool:' || p_tenant));
        select floor(coalesce(sum(balance), 0) * p_win_share_bps / 10000)::bigint into v_jackpot
        from ledger_accounts where tenant_id = p_tenant and house_code = 'jackpot_pool' and currency = p_currency;
        if v_jackpot > 0 then
          select m.o_status into v_status from game_move(p_tenant, p_key || ':jackpot', 'jackpot_win', p_currency, v_jackpot, p_metadata,
            'house', null, 'jackpot_pool', 'player', p_member, null, p_shard) m;
          if v_status <> 'applied' then raise exception 'ledger: jackpot win % was not applied (%)', p_key, v_status; end if;
        else
          v_jackpot := 0;
        end if;
      end if;
      if p_amount > 0 then
        select m.o_status into v_status from game_move(p_tenant, p_key, 'win', p_currency, p_amount, p_metadata,
          'house', null, case when p_trial then 'freeplay' else 'game_bets' end, 'player', p_member, null, p_shard) m;
        if v_status <> 'applied' then raise exception 'ledger: win % was not applied (%)', p_key, v_status; end if;
      end if;
      return v_jackpot;
    end $$`.execute(db);

  // Reverses the stake p_stake_key and its jackpot share, transfer by transfer, under p_key (and p_key:jp).
  await sql`
    create function game_refund(p_tenant text, p_stake_key text, p_key text, p_metadata jsonb)
    returns void
    language plpgsql as $$
    declare
      t record;
      v_status text;
    begin
      for t in
        select tr.idempotency_key, tr.amount, tr.currency,
          d.kind as d_kind, d.owner_member_id as d_member, d.house_code as d_code, d.shard as d_shard,
          c.kind as c_kind, c.owner_member_id as c_member, c.house_code as c_code, c.shard as c_shard
        from ledger_transfers tr
        join ledger_accounts d on d.tenant_id = tr.tenant_id and d.id = tr.debit_account_id
        join ledger_accounts c on c.tenant_id = tr.tenant_id and c.id = tr.credit_account_id
        where tr.tenant_id = p_tenant and tr.idempotency_key in (p_stake_key, p_stake_key || ':jp')
        order by tr.id
      loop
        select m.o_status into v_status
        from ledger_move(p_tenant, case when t.idempotency_key = p_stake_key then p_key else p_key || ':jp' end,
          case when t.idempotency_key = p_stake_key then 'rollback' else 'jackpot_contribution_reversal' end,
          t.currency, t.amount, p_metadata,
          t.c_kind, t.c_member, t.c_code, case when t.c_kind = 'house' then t.c_shard end,
          t.d_kind, t.d_member, t.d_code, case when t.d_kind = 'house' then t.d_shard end, null, null, null, null) m;
        if v_status <> 'applied' then raise exception 'ledger: refund % of % was not applied (%)', p_key, t.idempotency_key, v_status; end if;
      end loop;
    end $$`.execute(db);

  // Opens the round on first sight and adds the amounts; closing is final (a late win still adds).
  // plpgsql rather than SQL functions here: a SQL function called from plpgsql is planned again on
  // every call, which cost a quarter of a round.
  await sql`
    create function game_round_change(p_tenant text, p_vendor text, p_round text, p_member bigint, p_game_code text, p_game_type text,
      p_currency text, p_trial boolean, p_bet bigint, p_win bigint, p_jackpot bigint, p_close boolean)
    returns void
    language plpgsql as $$
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
        closed_at = case when p_close then coalesce(r.closed_at, now()) else r.closed_at end;
    end $$`.execute(db);

  // Whether the player plays this vendor for fun: the round's own flag; a round not seen yet takes the
  // player's latest session with the vendor, else their latest round with it (sessions are purged a
  // week after they end; a sports bet may settle later). Null: the player never launched the vendor.
  await sql`
    create function seamless_trial(p_tenant text, p_vendor text, p_member bigint, p_round text)
    returns boolean
    language plpgsql stable as $$
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
    end $$`.execute(db);

  const outcome = sql.raw(`
    returns table (o_status text, o_balance bigint, o_response jsonb,
      o_kind text, o_member bigint, o_round text, o_amount bigint, o_tx_status text, o_ref text)`);
  // Calls with one vendor transaction id take turns: a transaction-scoped advisory lock on the id,
  // taken before the id is looked up, so a twin waits and then finds the first one's row. The row is
  // written once, at the end, with its answer (claiming it first and storing the answer later cost an
  // extra update per call, a fifth of the database's work).
  const lockTx = (...ids: string[]) =>
    sql.raw(`
      perform pg_advisory_xact_lock(k) from unnest(array[${ids.map((id) => `hashtextextended(p_tenant || chr(31) || p_vendor || chr(31) || ${id}, 0)`).join(', ')}]) k order by k;`);
  // The stored vendor transaction into the o_ columns; o_status 'taken' when there is one.
  const readStored = (tx: string) =>
    sql.raw(`
      select kind, member_id, round_id, amount, status, ref_tx_id, response
      into o_kind, o_member, o_round, o_amount, o_tx_status, o_ref, o_response
      from vendor_transactions where tenant_id = p_tenant and vendor = p_vendor and tx_id = ${tx};
      o_status := case when found then 'taken' end;`);
  const playerBalance = (member: string) =>
    sql.raw(`coalesce((select balance from ledger_accounts where tenant_id = p_tenant and owner_member_id = ${member} and currency = p_currency and kind = 'player'), 0)`);
  const record = (kind: string, amount: string, ref: string) =>
    sql.raw(`
      insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status, ref_tx_id, response)
      values (p_tenant, p_vendor, p_tx, '${kind}', p_member, p_round, ${amount}, 'applied', ${ref}, o_response);
      o_status := 'applied';
      return next;`);

  await sql`
    create function seamless_bet(p_tenant text, p_vendor text, p_tx text, p_token_hash text, p_member bigint, p_round text,
      p_game_code text, p_game_type text, p_currency text, p_amount bigint, p_contribution_bps integer, p_shard smallint, p_answer jsonb)
    ${outcome}
    language plpgsql as $$
    declare
      v_session_member bigint;
      v_trial boolean;
    begin
      select member_id, trial into v_session_member, v_trial from vendor_sessions
      where tenant_id = p_tenant and token_hash = p_token_hash and vendor = p_vendor and expires_at > now();
      if v_session_member is distinct from p_member then
        -- A retried bet applied before its session ended is a replay; anything else is refused.
        ${readStored('p_tx')}
        if o_kind is distinct from 'bet' or o_member is distinct from p_member or o_tx_status = 'cancelled' then
          o_status := 'sessionExpired';
        end if;
        return next;
        return;
      end if;
      ${lockTx('p_tx')}
      ${readStored('p_tx')}
      if o_status = 'taken' then
        o_balance := ${playerBalance('p_member')};
        return next;
        return;
      end if;
      select s.o_status, s.o_balance into o_status, o_balance
      from game_stake(p_tenant, 'vendor:' || p_vendor || ':' || p_tx, p_currency, p_member, p_amount, v_trial, p_contribution_bps, p_shard,
        jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game_code)) s;
      if o_status <> 'applied' then
        -- insufficientFunds (o_balance is what the wallet holds) or a ledger key already used: nothing written.
        return next;
        return;
      end if;
      perform game_round_change(p_tenant, p_vendor, p_round, p_member, p_game_code, p_game_type, p_currency, v_trial, p_amount, 0, 0, false);
      o_response := p_answer || jsonb_build_object('balance', o_balance);
      ${record('bet', 'p_amount', 'null')}
    end $$`.execute(db);

  await sql`
    create function seamless_win(p_tenant text, p_vendor text, p_tx text, p_member bigint, p_round text, p_game_code text, p_game_type text,
      p_currency text, p_amount bigint, p_jackpot boolean, p_close boolean, p_win_share_bps integer, p_shard smallint, p_answer jsonb)
    ${outcome}
    language plpgsql as $$
    declare
      v_trial boolean := seamless_trial(p_tenant, p_vendor, p_member, p_round);
      v_jackpot bigint;
    begin
      if v_trial is null then
        o_status := 'playerUnknown';
        return next;
        return;
      end if;
      ${lockTx('p_tx')}
      ${readStored('p_tx')}
      if o_status = 'taken' then
        return next;
        return;
      end if;
      v_jackpot := game_win(p_tenant, 'vendor:' || p_vendor || ':' || p_tx, p_currency, p_member, p_amount, v_trial, p_jackpot, p_win_share_bps, p_shard,
        jsonb_build_object('vendor', p_vendor, 'roundId', p_round, 'gameCode', p_game_code));
      perform game_round_change(p_tenant, p_vendor, p_round, p_member, p_game_code, p_game_type, p_currency, v_trial, 0, p_amount + v_jackpot, v_jackpot, p_close);
      o_balance := ${playerBalance('p_member')};
      o_response := p_answer || jsonb_build_object('balance', o_balance) || case when p_jackpot then jsonb_build_object('jackpotWin', v_jackpot) else '{}'::jsonb end;
      ${record('win', 'p_amount', 'null')}
    end $$`.execute(db);

  await sql`
    create function seamless_rollback(p_tenant text, p_vendor text, p_tx text, p_ref text, p_member bigint, p_round text, p_game_code text,
      p_game_type text, p_currency text, p_answer jsonb)
    ${outcome}
    language plpgsql as $$
    declare
      v_trial boolean := seamless_trial(p_tenant, p_vendor, p_member, p_round);
      v_bet record;
      v_bet_found boolean;
    begin
      if v_trial is null then
        o_status := 'playerUnknown';
        return next;
        return;
      end if;
      -- Its own id and the bet's, in one order, so that no two calls wait for each other's id.
      ${lockTx('p_tx', 'p_ref')}
      ${readStored('p_tx')}
      if o_status = 'taken' then
        return next;
        return;
      end if;
      select kind, member_id, round_id, amount, status into v_bet from vendor_transactions
      where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_ref;
      v_bet_found := found;
      if p_ref = p_tx or (v_bet_found and (v_bet.kind <> 'bet' or v_bet.member_id <> p_member)) then
        o_status := 'conflict';
        return next;
        return;
      end if;
      if not v_bet_found then
        -- The bet never came (yet): record it as cancelled so that a late bet with this id is refused.
        insert into vendor_transactions (tenant_id, vendor, tx_id, kind, member_id, round_id, amount, status)
        values (p_tenant, p_vendor, p_ref, 'bet', p_member, p_round, 0, 'cancelled');
      elsif v_bet.status = 'applied' then
        perform game_refund(p_tenant, 'vendor:' || p_vendor || ':' || p_ref, 'vendor:' || p_vendor || ':' || p_ref || ':rollback',
          jsonb_build_object('vendor', p_vendor, 'roundId', v_bet.round_id, 'gameCode', p_game_code));
        update vendor_transactions set status = 'rolled_back' where tenant_id = p_tenant and vendor = p_vendor and tx_id = p_ref;
        perform game_round_change(p_tenant, p_vendor, v_bet.round_id, p_member, p_game_code, p_game_type, p_currency,
          seamless_trial(p_tenant, p_vendor, p_member, v_bet.round_id), -v_bet.amount, 0, 0, false);
      end if;
      o_balance := ${playerBalance('p_member')};
      o_response := p_answer || jsonb_build_object('balance', o_balance);
      ${record('rollback', '0', 'p_ref')}
    end $$`.execute(db);

  // The balance by launch token (then the token names the player) or by a player who launched the vendor.
  await sql`
    create function seamless_balance(p_tenant text, p_vendor text, p_token_hash text, p_member bigint, p_currency text)
    returns table (o_status text, o_member bigint, o_balance bigint)
    language plpgsql as $$
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
      o_balance := ${playerBalance('o_member')};
      o_status := 'ok';
      return next;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function seamless_balance(text, text, text, bigint, text)`.execute(db);
  await sql`drop function seamless_rollback(text, text, text, text, bigint, text, text, text, text, jsonb)`.execute(db);
  await sql`drop function seamless_win(text, text, text, bigint, text, text, text, text, bigint, boolean, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function seamless_bet(text, text, text, text, bigint, text, text, text, text, bigint, integer, smallint, jsonb)`.execute(db);
  await sql`drop function seamless_trial(text, text, bigint, text)`.execute(db);
  await sql`drop function game_round_change(text, text, text, bigint, text, text, text, boolean, bigint, bigint, bigint, boolean)`.execute(db);
  await sql`drop function game_refund(text, text, text, jsonb)`.execute(db);
  await sql`drop function game_win(text, text, text, bigint, bigint, boolean, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function game_stake(text, text, text, bigint, bigint, boolean, integer, smallint, jsonb)`.execute(db);
  await sql`drop function game_move(text, text, text, text, bigint, jsonb, text, bigint, text, text, bigint, text, smallint)`.execute(db);
  await sql`drop index vendor_sessions_member_idx`.execute(db);
}
