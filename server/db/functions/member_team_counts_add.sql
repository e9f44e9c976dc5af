-- The team overview's counters (issue 17 at scale), kept once per insert statement on members (after the row
-- trigger member_tree_paths_add has written the new members' closure rows): each ancestor's team size and direct
-- downlines (member_team_counts) and, once the brand's team rollup is built in its time zone (agent_team_builds),
-- its new members per brand-local day (agent_team_joins, the rollup's 'D:' keys). Set-based over the statement's
-- new rows, so a bulk insert updates each counter row once (a row trigger would rewrite the top agent's row once
-- per member: a chain of versions that a 100,000-member insert walks quadratically). Rows are updated in ancestor
-- order under their row locks: concurrent registrations under one agent add exactly one each, without deadlocks.
create or replace function member_team_counts_add()
returns trigger
language plpgsql
as $$
begin
  insert into member_team_counts as c (tenant_id, member_id, team_size, direct_downlines)
  select p.tenant_id, p.ancestor_id, count(*), count(*) filter (where p.depth = 1)
  from added n
  join member_tree_paths p on p.tenant_id = n.tenant_id and p.descendant_id = n.id and p.depth > 0
  group by p.tenant_id, p.ancestor_id
  order by p.tenant_id, p.ancestor_id
  on conflict (tenant_id, member_id) do update
    set team_size = c.team_size + excluded.team_size, direct_downlines = c.direct_downlines + excluded.direct_downlines;

  -- Read after the closure rows were inserted: a rollup build holds member_tree_paths in share mode until it
  -- commits, so a brand's zone read here is the one its build counted in.
  insert into agent_team_joins as j (tenant_id, ancestor_id, day_key, joined)
  select p.tenant_id, p.ancestor_id, 'D:' || to_char(n.created_at at time zone b.time_zone, 'YYYY-MM-DD'), count(*)
  from added n
  join agent_team_builds b on b.tenant_id = n.tenant_id
  join member_tree_paths p on p.tenant_id = n.tenant_id and p.descendant_id = n.id and p.depth > 0
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (tenant_id, ancestor_id, day_key) do update set joined = j.joined + excluded.joined;
  return null;
end
$$;
