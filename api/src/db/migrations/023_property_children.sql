-- A listing card carries the listing's gallery, documents, facilities and parameters. Built
-- per card at read time, that was four aggregate subqueries a listing, with the facility and
-- parameter names joined in: 1.0 ms of PostgreSQL's time for a page of ten at a million
-- listings, a third of a search's. property_children holds each listing's own part of them
-- built (one row a listing with any), so a page reads one row a card: 0.3 ms for ten.
--
-- Only what belongs to the listing is kept: image and document rows, facility ids with their
-- distances, parameter ids with their values. The names, pictures and order that the
-- facilities, parameters and categories give them are the catalogue's, joined by the API
-- (modules/properties/catalogue.ts): editing a parameter's name touches no listing.
--
-- Kept exact by triggers: a statement changing a listing's images, documents, facilities or
-- parameters builds that listing's row again.
create table property_children (
  property_id integer primary key references properties on delete cascade,
  gallery json not null,
  documents json not null,
  facilities json not null,
  parameters json not null
);

-- A listing's row as it should be (a table function the planner inlines into its caller).
create function property_children_built(property integer)
  returns table (gallery json, documents json, facilities json, parameters json)
  language sql stable
  as $$
    select
      coalesce((select json_agg(row_to_json(r) order by i.sequence, i.id)
        from property_images i, lateral (select i.id, i.image) r
       where i.property_id = property), '[]'),
      coalesce((select json_agg(row_to_json(r) order by d.id)
        from property_documents d, lateral (select d.id, d.file_name, d.file) r
       where d.property_id = property), '[]'),
      coalesce((select json_agg(row_to_json(r) order by f.distance, f.id)
        from property_facilities f, lateral (select f.id, f.facility_id, f.distance) r
       where f.property_id = property), '[]'),
      coalesce((select json_agg(row_to_json(r) order by pp.parameter_id)
        from property_parameters pp, lateral (select pp.parameter_id as id, pp.value) r
       where pp.property_id = property), '[]')
  $$;

-- Builds the rows of these listings again (a listing given that no longer exists is skipped).
create function property_children_refresh(ids integer[]) returns void
  language sql
  as $$
    delete from property_children where property_id = any(ids);
    insert into property_children (property_id, gallery, documents, facilities, parameters)
    select p.id, built.* from properties p, lateral property_children_built(p.id) built where p.id = any(ids);
  $$;

-- Every listing's row built afresh, in the listings' order (a bulk load writes them instead).
create function property_children_refill() returns void
  language plpgsql
  as $$
begin
  truncate property_children;
  insert into property_children (property_id, gallery, documents, facilities, parameters)
  select p.id, built.* from properties p, lateral property_children_built(p.id) built;
end
$$;

-- A child table's rows were added or removed (the transition table is `changed` either way).
create function property_children_after_change() returns trigger
  language plpgsql
  as $$
begin
  perform property_children_refresh(array(select distinct property_id from changed));
  return null;
end
$$;

create function property_children_after_update() returns trigger
  language plpgsql
  as $$
begin
  perform property_children_refresh(array(select property_id from changed union select property_id from previous));
  return null;
end
$$;

do $$
declare
  child text;
begin
  foreach child in array array['property_images', 'property_documents', 'property_facilities', 'property_parameters'] loop
    execute format('create trigger %1$s_children_insert after insert on %1$s referencing new table as changed
                      for each statement execute function property_children_after_change()', child);
    execute format('create trigger %1$s_children_delete after delete on %1$s referencing old table as changed
                      for each statement execute function property_children_after_change()', child);
    execute format('create trigger %1$s_children_update after update on %1$s
                      referencing old table as previous new table as changed
                      for each statement execute function property_children_after_update()', child);
  end loop;
end
$$;

-- The catalogue the API joins to the rows: a number that every change of it moves, so each API
-- process knows when the copy it keeps is out of date (read with every page of cards).
create table listing_catalogue_version (
  version bigint not null
);
insert into listing_catalogue_version values (1);

create function listing_catalogue_changed() returns trigger
  language plpgsql
  as $$
begin
  update listing_catalogue_version set version = version + 1;
  return null;
end
$$;

create trigger facilities_catalogue_version after insert or update or delete or truncate on facilities
  for each statement execute function listing_catalogue_changed();
create trigger parameters_catalogue_version after insert or update or delete or truncate on parameters
  for each statement execute function listing_catalogue_changed();
create trigger category_parameters_catalogue_version after insert or update or delete or truncate on category_parameters
  for each statement execute function listing_catalogue_changed();

select property_children_refill();
analyze property_children;
