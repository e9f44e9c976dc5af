-- The member tree's closure table (issue 17): one row per (ancestor, descendant) pair, depth 0 for the member
-- itself. A trigger on members keeps it in the same transaction as every insert (registration, demo seeding,
-- staff tools alike), so a team query is one indexed join, never a recursive walk per request.
-- The same insert keeps each ancestor's team counters (member_team_counts: team size, direct downlines) and, once
-- the brand's team rollup is built in its time zone (agent_team_builds), its new members per local day
-- (agent_team_joins), so the team overview reads counters instead of counting the closure. Each counter row is
-- updated in ancestor order under its row lock: concurrent registrations under one agent add exactly one each and
-- cannot deadlock one another.
create or replace function member_tree_paths_add()
returns trigger
language plpgsql
as $$
declare
  zone text;
begin
  insert into member_tree_paths (tenant_id, ancestor_id, descendant_id, depth)
  values (new.tenant_id, new.id, new.id, 0);
  if new.upline_id is not null then
    insert into member_tree_paths (tenant_id, ancestor_id, descendant_id, depth)
    select p.tenant_id, p.ancestor_id, new.id, p.depth + 1
    from member_tree_paths p
    where p.tenant_id = new.tenant_id and p.descendant_id = new.upline_id;

    insert into member_team_counts as c (tenant_id, member_id, team_size, direct_downlines)
    select p.tenant_id, p.ancestor_id, 1, case when p.depth = 1 then 1 else 0 end
    from member_tree_paths p
    where p.tenant_id = new.tenant_id and p.descendant_id = new.id and p.depth > 0
    order by p.ancestor_id
    on conflict (tenant_id, member_id) do update
      set team_size = c.team_size + 1, direct_downlines = c.direct_downlines + excluded.direct_downlines;

    -- Read after the path insert: a rollup build holds member_tree_paths in share mode, so this sees its zone.
    select b.time_zone into zone from agent_team_builds b where b.tenant_id = new.tenant_id;
    if zone is not null then
      insert into agent_team_joins as j (tenant_id, ancestor_id, day_key, joined)
      select p.tenant_id, p.ancestor_id, 'D:' || to_char(new.created_at at time zone zone, 'YYYY-MM-DD'), 1
      from member_tree_paths p
      where p.tenant_id = new.tenant_id and p.descendant_id = new.id and p.depth > 0
      order by p.ancestor_id
      on conflict (tenant_id, ancestor_id, day_key) do update set joined = j.joined + 1;
    end if;
  end if;
  return new;
end
$$;
