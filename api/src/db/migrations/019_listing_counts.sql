-- Exact totals for the search form's filters at any size. A listing search's `total` was
-- counted at every request, along an index, up to 10,000 matches ("10,000+" beyond): up to
-- 10,001 index entries read per page shown, a millisecond or more at a million listings.
-- listing_counts holds how many public listings there are per category, type, city and
-- price band, and again with any of the first three left open (null: any), so the total of
-- any mix of those filters is a sum of at most a few dozen rows, exact whatever its size.
--
-- Price bands: each power of ten is cut at 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6,
-- 7, 7.5, 8 and 9 times it, the figures a price filter is usually set to. A price range
-- sums the bands it holds whole; a bound inside a band has its part of that band counted
-- from the listings (see facetCountSql in modules/properties/listing-counts.ts).
-- plpgsql, not SQL: a search's statement names these several times, and the planner inlines
-- an SQL function by parsing its body at each mention (1.7 ms to plan a price filter's count)
-- where it calls a plpgsql one once with the bound values (0.2 ms).
create function listing_price_band(price numeric) returns integer
  language plpgsql immutable strict parallel safe
  as $$
begin
  if price < 1 then
    return 0;
  end if;
  return (floor(log(price::float8))::integer + 1) * 16
    + width_bucket(price::float8 / 10::float8 ^ floor(log(price::float8)),
                   '{1.25,1.5,1.75,2,2.5,3,3.5,4,4.5,5,6,7,7.5,8,9}'::float8[]);
end
$$;

-- The lowest price of a band (band 0: from 0 up to 1).
create function listing_price_band_floor(band integer) returns numeric
  language plpgsql immutable strict parallel safe
  as $$
begin
  if band <= 0 then
    return 0;
  end if;
  return ('{1,1.25,1.5,1.75,2,2.5,3,3.5,4,4.5,5,6,7,7.5,8,9}'::numeric[])[band % 16 + 1] * 10::numeric ^ (band / 16 - 1);
end
$$;

create table listing_counts (
  category_id integer,
  property_type text,
  -- lower(city), as the filter compares it
  city text,
  price_band integer not null,
  listings integer not null
);
create unique index listing_counts_key on listing_counts (category_id, property_type, city, price_band) nulls not distinct;

-- Adds `sign` (1 or -1) for each listing given (the triggers pass public ones only) to its
-- rows: its own and every roll-up (any category, any type, any city). One statement, in key
-- order, so concurrent changes lock the rows they share in the same order; rows that reach 0
-- are removed.
create function listing_counts_add(category_ids integer[], property_types text[], cities text[],
                                   prices numeric[], sign integer) returns void
  language plpgsql
  as $$
begin
  insert into listing_counts as c (category_id, property_type, city, price_band, listings)
  select category_id, property_type, city, price_band, sign * count(*)::integer
    from (select category_id, property_type, lower(city) as city, listing_price_band(price) as price_band
            from unnest(category_ids, property_types, cities, prices) as l(category_id, property_type, city, price)
         ) as listing
   group by grouping sets (
     (category_id, property_type, city, price_band), (category_id, property_type, price_band),
     (category_id, city, price_band), (property_type, city, price_band), (category_id, price_band),
     (property_type, price_band), (city, price_band), (price_band))
   order by 1, 2, 3, 4
  on conflict (category_id, property_type, city, price_band) do update set listings = c.listings + excluded.listings;
  if sign < 0 then
    delete from listing_counts where listings <= 0;
  end if;
end
$$;

create function listing_counts_after_insert() returns trigger
  language plpgsql
  as $$
begin
  perform listing_counts_add(array_agg(category_id), array_agg(property_type), array_agg(city), array_agg(price), 1)
     from inserted where status = 1 and request_status = 'approved' having count(*) > 0;
  return null;
end
$$;

create function listing_counts_after_delete() returns trigger
  language plpgsql
  as $$
begin
  perform listing_counts_add(array_agg(category_id), array_agg(property_type), array_agg(city), array_agg(price), -1)
     from deleted where status = 1 and request_status = 'approved' having count(*) > 0;
  return null;
end
$$;

create function listing_counts_after_update() returns trigger
  language plpgsql
  as $$
begin
  if old.status = 1 and old.request_status = 'approved' then
    perform listing_counts_add(array[old.category_id], array[old.property_type], array[old.city], array[old.price], -1);
  end if;
  if new.status = 1 and new.request_status = 'approved' then
    perform listing_counts_add(array[new.category_id], array[new.property_type], array[new.city], array[new.price], 1);
  end if;
  return null;
end
$$;

create function listing_counts_after_truncate() returns trigger
  language plpgsql
  as $$
begin
  delete from listing_counts;
  return null;
end
$$;

create trigger properties_listing_counts_truncate after truncate on properties
  for each statement execute function listing_counts_after_truncate();
create trigger properties_listing_counts_insert after insert on properties
  referencing new table as inserted for each statement execute function listing_counts_after_insert();
create trigger properties_listing_counts_delete after delete on properties
  referencing old table as deleted for each statement execute function listing_counts_after_delete();
create trigger properties_listing_counts_update
  after update of category_id, property_type, city, price, status, request_status on properties
  for each row
  when (old.category_id is distinct from new.category_id or old.property_type is distinct from new.property_type
        or lower(old.city) is distinct from lower(new.city) or old.price is distinct from new.price
        or old.status is distinct from new.status or old.request_status is distinct from new.request_status)
  execute function listing_counts_after_update();

-- Counts every public listing afresh (the listings already there; a bulk load with the insert
-- trigger off).
create function listing_counts_refill() returns void
  language plpgsql
  as $$
begin
  delete from listing_counts;
  perform listing_counts_add(array_agg(category_id), array_agg(property_type), array_agg(city), array_agg(price), 1)
     from properties where status = 1 and request_status = 'approved' having count(*) > 0;
end
$$;

select listing_counts_refill();
analyze listing_counts;
