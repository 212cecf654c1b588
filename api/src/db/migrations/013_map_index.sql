-- The map (get-map-clusters) reads every public listing inside the visible box. PostgreSQL
-- estimates any box on the point index (geo <@ box) at 0.1 % of the rows whatever its size,
-- so a world or country view was planned for ~100 rows, sorted 100,000 on disk and read the
-- whole wide table (240 ms at 100k). The box is asked as latitude/longitude ranges instead,
-- which the planner estimates from its histograms, on this narrow index of public listings
-- that answers it alone (index-only: 68 ms for the world, 2 ms for a city at 100k).
create index properties_map_idx on properties (latitude, longitude) include (id)
  where status = 1 and request_status = 'approved';
