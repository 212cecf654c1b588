-- Counts every map cell (migration 018) afresh from the listings, for a bulk load with the
-- insert trigger off: the finest kept level in one pass over the listings, each coarser level
-- from the one below it (a cell holds 4 x 4 of the next finer level's, and shifting a cell's
-- number right by two is its floor division by four, negative numbers included). Each level
-- goes in in key order, as a clustered table would hold it. At a million listings: a few
-- seconds, where the trigger added each batch of 10,000 to five levels of cells as it came.
create function map_cells_refill() returns void
  language plpgsql
  as $$
declare
  fine float8 := map_cell_degrees(14);
  kept integer;
begin
  delete from map_cells;
  insert into map_cells
    select 14, cell_y, cell_x, coalesce(category_id, 0), coalesce(property_type, ''), count(*)::integer,
           sum(latitude), sum(longitude), min(latitude), max(latitude), min(longitude), max(longitude), min(id)
      from (select floor(latitude / fine)::integer as cell_y, floor(longitude / fine)::integer as cell_x,
                   id, category_id, property_type, latitude, longitude
              from properties
             where status = 1 and request_status = 'approved') as listed
     group by grouping sets ((cell_y, cell_x, category_id, property_type), (cell_y, cell_x))
     order by 2, 3, 4, 5;
  for kept in reverse 12..6 by 2 loop
    insert into map_cells
      select kept, m.cell_y >> 2, m.cell_x >> 2, m.category_id, m.property_type, sum(m.listings)::integer,
             sum(m.latitude_sum), sum(m.longitude_sum), min(m.min_lat), max(m.max_lat),
             min(m.min_lng), max(m.max_lng), min(m.first_id)
        from map_cells m
       where m.level = kept + 2
       group by 2, 3, m.category_id, m.property_type
       order by 2, 3, 4, 5;
  end loop;
end
$$;
