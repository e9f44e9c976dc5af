-- The member tree's closure table (issue 17): one row per (ancestor, descendant) pair, depth 0 for the member
-- itself. A trigger on members keeps it in the same transaction as every insert (registration, demo seeding,
-- staff tools alike), so a team query is one indexed join, never a recursive walk per request.
create or replace function member_tree_paths_add()
returns trigger
language plpgsql
as $$
begin
  insert into member_tree_paths (tenant_id, ancestor_id, descendant_id, depth)
  values (new.tenant_id, new.id, new.id, 0);
  if new.upline_id is not null then
    insert into member_tree_paths (tenant_id, ancestor_id, descendant_id, depth)
    select p.tenant_id, p.ancestor_id, new.id, p.depth + 1
    from member_tree_paths p
    where p.tenant_id = new.tenant_id and p.descendant_id = new.upline_id;
  end if;
  return new;
end
$$;
