-- The home page's lists at a million listings. Each read a whole group of listings to show
-- twelve: the agents counted every public listing per owner, the cities per place (about
-- 140 ms each at 1M); "most liked" and "most viewed" walked an index ordered by the count
-- alone and sorted every listing tied with the top ones by id (50,000 at 1M: 156 ms); the
-- slider sorted every running slider advertisement by id within its start time (159 ms).
-- Now the counts are kept per owner and per place, like listing_counts (migration 019), and
-- the ordered lists walk indexes that hold their whole order, tie break included.

drop index properties_views_idx;
create index properties_views_idx on properties (total_view desc, id desc);
drop index properties_likes_idx;
create index properties_likes_idx on properties (total_likes desc, id desc);

-- Running slider ads, newest first: a walk stops at the twelfth whose ad is still running and
-- whose listing is public (modules/homepage/slider.ts keeps to this predicate).
create index advertisements_slider_idx on advertisements (start_date desc, id desc)
  where type = 'slider' and status = 'approved';

-- Public properties and projects per owner (agents). No key to users: a user's row goes when
-- their last listing does, and deleting a user deletes their listings first.
create table owner_listing_counts (
  user_id integer primary key,
  properties integer not null default 0,
  projects integer not null default 0,
  listings integer generated always as (properties + projects) stored
);
-- The busiest agents first, as the home page and agent-list order them.
create index owner_listing_counts_busiest_idx on owner_listing_counts (listings desc, user_id);

-- Adds `sign` (1 or -1) per listing of `kind` ('properties' or 'projects') to each owner's row,
-- in key order (concurrent changes lock shared rows in the same order); rows left at 0 go.
create function owner_listing_counts_add(user_ids integer[], kind text, sign integer) returns void
  language plpgsql
  as $$
begin
  insert into owner_listing_counts as c (user_id, properties, projects)
  select user_id,
         case when kind = 'properties' then sign * count(*)::integer else 0 end,
         case when kind = 'projects' then sign * count(*)::integer else 0 end
    from unnest(user_ids) as l(user_id)
   group by user_id
   order by user_id
  on conflict (user_id) do update
    set properties = c.properties + excluded.properties, projects = c.projects + excluded.projects;
  if sign < 0 then
    delete from owner_listing_counts where user_id = any(user_ids) and properties <= 0 and projects <= 0;
  end if;
end
$$;

-- Public properties per place (get-cities-data), by lower(city) and lower(country) as the
-- cities are matched.
create table place_listing_counts (
  city text not null,
  country text not null,
  listings integer not null,
  primary key (city, country)
);

create function place_listing_counts_add(cities text[], countries text[], sign integer) returns void
  language plpgsql
  as $$
begin
  insert into place_listing_counts as c (city, country, listings)
  select lower(city), lower(country), sign * count(*)::integer
    from unnest(cities, countries) as l(city, country)
   group by 1, 2
   order by 1, 2
  on conflict (city, country) do update set listings = c.listings + excluded.listings;
  if sign < 0 then
    delete from place_listing_counts where listings <= 0;
  end if;
end
$$;

-- One trigger function per event for both tables; TG_TABLE_NAME says which listings changed.
create function public_listing_counts_after_insert() returns trigger
  language plpgsql
  as $$
begin
  perform owner_listing_counts_add(array_agg(user_id), TG_TABLE_NAME, 1)
     from inserted where status = 1 and request_status = 'approved' having count(*) > 0;
  if TG_TABLE_NAME = 'properties' then
    perform place_listing_counts_add(array_agg(city), array_agg(country), 1)
       from inserted where status = 1 and request_status = 'approved' having count(*) > 0;
  end if;
  return null;
end
$$;

create function public_listing_counts_after_delete() returns trigger
  language plpgsql
  as $$
begin
  perform owner_listing_counts_add(array_agg(user_id), TG_TABLE_NAME, -1)
     from deleted where status = 1 and request_status = 'approved' having count(*) > 0;
  if TG_TABLE_NAME = 'properties' then
    perform place_listing_counts_add(array_agg(city), array_agg(country), -1)
       from deleted where status = 1 and request_status = 'approved' having count(*) > 0;
  end if;
  return null;
end
$$;

create function public_listing_counts_after_update() returns trigger
  language plpgsql
  as $$
begin
  if old.status = 1 and old.request_status = 'approved' then
    perform owner_listing_counts_add(array[old.user_id], TG_TABLE_NAME, -1);
    if TG_TABLE_NAME = 'properties' then
      perform place_listing_counts_add(array[old.city], array[old.country], -1);
    end if;
  end if;
  if new.status = 1 and new.request_status = 'approved' then
    perform owner_listing_counts_add(array[new.user_id], TG_TABLE_NAME, 1);
    if TG_TABLE_NAME = 'properties' then
      perform place_listing_counts_add(array[new.city], array[new.country], 1);
    end if;
  end if;
  return null;
end
$$;

create function public_listing_counts_after_truncate() returns trigger
  language plpgsql
  as $$
begin
  if TG_TABLE_NAME = 'properties' then
    delete from place_listing_counts;
    update owner_listing_counts set properties = 0 where properties <> 0;
  else
    update owner_listing_counts set projects = 0 where projects <> 0;
  end if;
  delete from owner_listing_counts where properties <= 0 and projects <= 0;
  return null;
end
$$;

create trigger properties_public_counts_truncate after truncate on properties
  for each statement execute function public_listing_counts_after_truncate();
create trigger properties_public_counts_insert after insert on properties
  referencing new table as inserted for each statement execute function public_listing_counts_after_insert();
create trigger properties_public_counts_delete after delete on properties
  referencing old table as deleted for each statement execute function public_listing_counts_after_delete();
create trigger properties_public_counts_update
  after update of user_id, city, country, status, request_status on properties
  for each row
  when (old.user_id is distinct from new.user_id or lower(old.city) is distinct from lower(new.city)
        or lower(old.country) is distinct from lower(new.country)
        or old.status is distinct from new.status or old.request_status is distinct from new.request_status)
  execute function public_listing_counts_after_update();

create trigger projects_public_counts_truncate after truncate on projects
  for each statement execute function public_listing_counts_after_truncate();
create trigger projects_public_counts_insert after insert on projects
  referencing new table as inserted for each statement execute function public_listing_counts_after_insert();
create trigger projects_public_counts_delete after delete on projects
  referencing old table as deleted for each statement execute function public_listing_counts_after_delete();
create trigger projects_public_counts_update
  after update of user_id, status, request_status on projects
  for each row
  when (old.user_id is distinct from new.user_id
        or old.status is distinct from new.status or old.request_status is distinct from new.request_status)
  execute function public_listing_counts_after_update();

-- Counts every public listing afresh (the listings already there; a bulk load with the insert
-- triggers off).
create function public_listing_counts_refill() returns void
  language plpgsql
  as $$
begin
  delete from owner_listing_counts;
  delete from place_listing_counts;
  perform owner_listing_counts_add(array_agg(user_id), 'properties', 1)
     from properties where status = 1 and request_status = 'approved' having count(*) > 0;
  perform owner_listing_counts_add(array_agg(user_id), 'projects', 1)
     from projects where status = 1 and request_status = 'approved' having count(*) > 0;
  perform place_listing_counts_add(array_agg(city), array_agg(country), 1)
     from properties where status = 1 and request_status = 'approved' having count(*) > 0;
end
$$;

select public_listing_counts_refill();

-- The indexes the live counts per category, place and owner read (migration 002): nothing
-- counts that way any more, and each costs every listing's write.
drop index properties_public_category_idx;
drop index properties_public_place_idx;
drop index properties_public_owner_idx;
analyze owner_listing_counts;
analyze place_listing_counts;
