-- The map's box on its own index (migration 013) covers the filters a map view adds most
-- (category, type, price, date posted) too, so a filtered city view is read from the index alone.
drop index properties_map_idx;
create index properties_map_idx on properties (latitude, longitude)
  include (id, category_id, property_type, price, created_at)
  where status = 1 and request_status = 'approved';

-- The map's clusters from a world, country or region view group every public listing in the
-- box: 770,000 index entries for the world at a million listings, a second however narrow the
-- index. map_cells holds the same groups precomputed: public listings per grid cell of a
-- level (90 / 2^level degrees, so a cell of a level holds 4 of the next exactly), per
-- category and type (the map's usual filters), and once more for all of them (category_id 0,
-- property_type ''), with their count, coordinate sums (for the centre), box and first id, at
-- the levels 6, 8, 10, 12 and 14. A view at zoom z sums the cells of the first kept level at
-- least two finer than its own grid (so a cell it draws is 16 or 64 of them); finer views group
-- their listings on properties_map_idx.
--
-- Kept exact by triggers: new listings add to their cells; a listing edited or deleted has
-- the cells of its old and new places counted again, level 14 from the listings (a few dozen
-- rows each, on properties_map_idx), then each level from the one below it (at most 16 rows
-- per category and type a cell).
create function map_cell_degrees(level integer) returns float8
  language sql immutable parallel safe
  as $$ select 90.0::float8 / (1 << level) $$;

create table map_cells (
  level smallint not null,
  cell_y integer not null,
  cell_x integer not null,
  category_id integer not null,
  property_type text not null,
  listings integer not null,
  latitude_sum float8 not null,
  longitude_sum float8 not null,
  min_lat float8 not null,
  max_lat float8 not null,
  min_lng float8 not null,
  max_lng float8 not null,
  first_id integer not null,
  primary key (level, cell_y, cell_x, category_id, property_type)
) with (fillfactor = 80);

-- The cells of a level holding any of these points.
create function map_cells_of(level integer, lats float8[], lngs float8[])
  returns table (cell_y integer, cell_x integer)
  language sql immutable
  as $$
    select distinct floor(point.lat / map_cell_degrees(level))::integer, floor(point.lng / map_cell_degrees(level))::integer
      from unnest(lats, lngs) as point(lat, lng)
     where point.lat is not null and point.lng is not null
  $$;

-- Counts again every map cell holding one of these points (old and new places of listings).
create function map_cells_refresh(lats float8[], lngs float8[]) returns void
  language plpgsql
  as $$
declare
  fine float8 := map_cell_degrees(14);
begin
  delete from map_cells m using map_cells_of(14, lats, lngs) t
   where m.level = 14 and m.cell_y = t.cell_y and m.cell_x = t.cell_x;
  insert into map_cells
    select 14, t.cell_y, t.cell_x, coalesce(p.category_id, 0), coalesce(p.property_type, ''), count(*)::integer,
           sum(p.latitude), sum(p.longitude), min(p.latitude), max(p.latitude),
           min(p.longitude), max(p.longitude), min(p.id)
      from map_cells_of(14, lats, lngs) t
      join properties p
        -- The ranges (a hair wider) find the cell on the index; floor() decides, as everywhere.
        on p.latitude between t.cell_y * fine - 1e-9 and (t.cell_y + 1) * fine + 1e-9
       and p.longitude between t.cell_x * fine - 1e-9 and (t.cell_x + 1) * fine + 1e-9
       and floor(p.latitude / fine)::integer = t.cell_y and floor(p.longitude / fine)::integer = t.cell_x
     where p.status = 1 and p.request_status = 'approved'
     group by grouping sets ((t.cell_y, t.cell_x, p.category_id, p.property_type), (t.cell_y, t.cell_x));
  perform map_cells_roll_up(12, 14, lats, lngs);
  perform map_cells_roll_up(10, 12, lats, lngs);
  perform map_cells_roll_up(8, 10, lats, lngs);
  perform map_cells_roll_up(6, 8, lats, lngs);
end
$$;

-- The cells of `coarse` holding these points counted again from those of `fine` within them.
create function map_cells_roll_up(coarse integer, fine integer, lats float8[], lngs float8[]) returns void
  language plpgsql
  as $$
declare
  shift integer := fine - coarse;
begin
  delete from map_cells m using map_cells_of(coarse, lats, lngs) t
   where m.level = coarse and m.cell_y = t.cell_y and m.cell_x = t.cell_x;
  insert into map_cells
    select coarse, t.cell_y, t.cell_x, m.category_id, m.property_type, sum(m.listings)::integer,
           sum(m.latitude_sum), sum(m.longitude_sum), min(m.min_lat), max(m.max_lat),
           min(m.min_lng), max(m.max_lng), min(m.first_id)
      from map_cells_of(coarse, lats, lngs) t
      join map_cells m
        on m.level = fine
       and m.cell_y between t.cell_y << shift and ((t.cell_y + 1) << shift) - 1
       and m.cell_x between t.cell_x << shift and ((t.cell_x + 1) << shift) - 1
     group by t.cell_y, t.cell_x, m.category_id, m.property_type;
end
$$;

-- New listings only add to their cells (counts, sums, least and greatest), at every level:
-- no cell is counted again, so a seed's batch of 10,000 costs what it adds.
create function map_cells_after_insert() returns trigger
  language plpgsql
  as $$
declare
  kept integer;
begin
  for kept in 6..14 by 2 loop
    insert into map_cells as m
      select kept, cell_y, cell_x, coalesce(category_id, 0), coalesce(property_type, ''), count(*)::integer,
             sum(latitude), sum(longitude), min(latitude), max(latitude), min(longitude), max(longitude), min(id)
        from (select floor(latitude / map_cell_degrees(kept))::integer as cell_y,
                     floor(longitude / map_cell_degrees(kept))::integer as cell_x, *
                from inserted
               where status = 1 and request_status = 'approved') as added
       group by grouping sets ((cell_y, cell_x, category_id, property_type), (cell_y, cell_x))
      on conflict (level, cell_y, cell_x, category_id, property_type) do update
        set listings = m.listings + excluded.listings,
            latitude_sum = m.latitude_sum + excluded.latitude_sum,
            longitude_sum = m.longitude_sum + excluded.longitude_sum,
            min_lat = least(m.min_lat, excluded.min_lat),
            max_lat = greatest(m.max_lat, excluded.max_lat),
            min_lng = least(m.min_lng, excluded.min_lng),
            max_lng = greatest(m.max_lng, excluded.max_lng),
            first_id = least(m.first_id, excluded.first_id);
  end loop;
  return null;
end
$$;

create function map_cells_after_delete() returns trigger
  language plpgsql
  as $$
begin
  perform map_cells_refresh(array_agg(latitude), array_agg(longitude)) from deleted;
  return null;
end
$$;

create function map_cells_after_update() returns trigger
  language plpgsql
  as $$
begin
  perform map_cells_refresh(array[old.latitude, new.latitude], array[old.longitude, new.longitude]);
  return null;
end
$$;

create function map_cells_after_truncate() returns trigger
  language plpgsql
  as $$
begin
  -- delete, not truncate: a truncate of both tables at once has map_cells in use here.
  delete from map_cells;
  return null;
end
$$;

create trigger properties_map_cells_truncate after truncate on properties
  for each statement execute function map_cells_after_truncate();
create trigger properties_map_cells_insert after insert on properties
  referencing new table as inserted for each statement execute function map_cells_after_insert();
create trigger properties_map_cells_delete after delete on properties
  referencing old table as deleted for each statement execute function map_cells_after_delete();
create trigger properties_map_cells_update
  after update of latitude, longitude, status, request_status, category_id, property_type on properties
  for each row
  when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude
        or old.status is distinct from new.status or old.request_status is distinct from new.request_status
        or old.category_id is distinct from new.category_id or old.property_type is distinct from new.property_type)
  execute function map_cells_after_update();

-- The listings already there, level by level.
insert into map_cells
  select 14, cell_y, cell_x, coalesce(category_id, 0), coalesce(property_type, ''), count(*)::integer,
         sum(latitude), sum(longitude), min(latitude), max(latitude), min(longitude), max(longitude), min(id)
    from (select floor(latitude / map_cell_degrees(14))::integer as cell_y,
                 floor(longitude / map_cell_degrees(14))::integer as cell_x, *
            from properties
           where status = 1 and request_status = 'approved') as public_listings
   group by grouping sets ((cell_y, cell_x, category_id, property_type), (cell_y, cell_x));
do $$
begin
  for kept in reverse 12..6 by 2 loop
    insert into map_cells
      select kept, cell_y >> 2, cell_x >> 2, category_id, property_type, sum(listings)::integer,
             sum(latitude_sum), sum(longitude_sum), min(min_lat), max(max_lat), min(min_lng), max(max_lng), min(first_id)
        from map_cells m where m.level = kept + 2
       group by 2, 3, 4, 5;
  end loop;
end
$$;
-- A view reads neighbouring cells of one level: in key order on disk they share pages (a
-- city view at zoom 11 read 3,755 pages unordered, 141 in order); the free fifth of each page
-- keeps a trigger's rewrite of a cell on its page.
cluster map_cells using map_cells_pkey;
analyze map_cells;
