-- Loss and wager limits at stake time (issue 22), called by game_stake in the debit's transaction. Returns
-- null when the stake may go on, else the refusal's status ('lossLimitReached' | 'wagerLimitReached').
-- A member without a loss or wager limit costs one primary-key probe of player_limits that finds nothing.
-- A member with one: the FOR UPDATE on the member's limit rows makes that member's stakes take turns, so
-- each one's sum (a fresh snapshot after the wait) sees every earlier stake: 50 racing bets never pass the
-- limit. The rolling sums read the ledger itself, with no index of their own (a transfer costs what it did):
-- the window's first transfer id comes from one probe of the brand's (tenant, created_at) report index, then the
-- member's (tenant, account, id) history indexes give only that window's transfers — cost grows with the
-- member's transfers in the window, and only members who chose a limit pay it. Ids follow commit order closely
-- but not exactly; created_at is checked too, so nothing outside the window counts. A pending increase or removal counts once
-- due (pending_from); until the service applies it, the stricter amount holds.
create or replace function stake_limit_check(p_tenant text, p_member bigint, p_currency text, p_amount bigint)
returns text
language plpgsql
as $$
declare
  v_account bigint;
  v_staked bigint;
  v_returned bigint;
  v_from bigint;
  l record;
begin
  perform 1 from player_limits
  where tenant_id = p_tenant and member_id = p_member and kind in ('loss', 'wager')
  order by kind, period
  for update;
  if not found then
    return null;
  end if;
  select id into v_account from ledger_accounts
  where tenant_id = p_tenant and owner_member_id = p_member and currency = p_currency and kind = 'player';
  for l in
    select pl.kind, pl.period,
      case when pl.pending_from is not null and pl.pending_from <= now() then pl.pending_amount else pl.amount end as amount,
      case pl.period when 'day' then interval '24 hours' when 'week' then interval '7 days' else interval '1 month' end as span
    from player_limits pl
    where pl.tenant_id = p_tenant and pl.member_id = p_member and pl.kind in ('loss', 'wager')
    order by pl.kind, pl.period
  loop
    continue when l.amount is null;
    -- The probe starts 10 minutes early: created_at is its transaction's start, so a transfer inside the window can
    -- carry a lower id than the window's earliest created_at (a batch shares one start; another commits later).
    -- The sums below still count only created_at inside the window.
    select t.id into v_from from ledger_transfers t
    where t.tenant_id = p_tenant and t.created_at > now() - l.span - interval '10 minutes' order by t.created_at limit 1;
    select coalesce(sum(t.amount) filter (where t.debit_account_id = v_account and t.kind = 'bet'), 0),
      coalesce(sum(t.amount) filter (where t.credit_account_id = v_account and t.kind in ('win', 'jackpot_win', 'rollback')), 0)
    into v_staked, v_returned
    from (
      select amount, kind, debit_account_id, credit_account_id from ledger_transfers
      where tenant_id = p_tenant and debit_account_id = v_account and id >= v_from and created_at > now() - l.span
      union all
      select amount, kind, debit_account_id, credit_account_id from ledger_transfers
      where tenant_id = p_tenant and credit_account_id = v_account and id >= v_from and created_at > now() - l.span
        and l.kind = 'loss'
    ) t;
    if l.kind = 'wager' and v_staked + p_amount > l.amount then
      return 'wagerLimitReached';
    end if;
    if l.kind = 'loss' and greatest(v_staked - v_returned, 0) + p_amount > l.amount then
      return 'lossLimitReached';
    end if;
  end loop;
  return null;
end
$$;
