-- Listings by price within a type or a city (get-property-list's sort=price_asc / price_desc).
-- Along the price index alone, the cheapest listings are rents and the dearest are sales, so
-- "for sale, cheapest first" walked past every rent (284,000 at a million listings) before the
-- first sale: 350-500 ms a page. Here the walk starts inside its type or city.
create index properties_public_type_price_idx on properties (property_type, price, id)
  where status = 1 and request_status = 'approved';
create index properties_public_city_price_idx on properties (lower(city), price, id)
  where status = 1 and request_status = 'approved';
