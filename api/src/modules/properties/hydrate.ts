import type { Parameter, Property } from '@domus/shared/contract';
import type { Queryable } from '../../db/db';
import type { FileUrls } from '../../files/file-urls';
import { timeAgo } from '../../lib/time-ago';
import type { PropertyRow } from './rows';

interface ImageRow {
  id: number;
  property_id: number;
  image: string;
}
interface DocumentRow {
  id: number;
  property_id: number;
  file_name: string;
  file: string;
}
interface FacilityRow {
  id: number;
  property_id: number;
  facility_id: number;
  name: string;
  image: string;
  distance: number;
}
interface ParameterRow {
  property_id: number;
  id: number;
  name: string;
  type_of_parameter: Parameter['type_of_parameter'];
  type_values: string[];
  image: string;
  is_required: boolean;
  value: string;
}

const groupBy = <T extends { property_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.property_id);
    if (group) group.push(row);
    else groups.set(row.property_id, [row]);
  }
  return groups;
};

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Turns property rows into the property objects of API-SHAPES.md. Gallery, documents,
 * facilities and parameters of every row load in one query each, whatever the page size.
 */
export async function hydrateProperties(
  db: Queryable,
  files: FileUrls,
  rows: PropertyRow[],
  options: { showContact: boolean; now?: Date },
): Promise<Property[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, documents, facilities, parameters] = await Promise.all([
    db.query<ImageRow>(
      'select id, property_id, image from property_images where property_id = any($1::int[]) order by property_id, sequence, id',
      [ids],
    ),
    db.query<DocumentRow>(
      'select id, property_id, file_name, file from property_documents where property_id = any($1::int[]) order by property_id, id',
      [ids],
    ),
    db.query<FacilityRow>(
      `select pf.id, pf.property_id, pf.facility_id, f.name, f.image, pf.distance
         from property_facilities pf join facilities f on f.id = pf.facility_id
        where pf.property_id = any($1::int[]) order by pf.property_id, pf.distance, pf.id`,
      [ids],
    ),
    db.query<ParameterRow>(
      `select pp.property_id, pr.id, pr.name, pr.type_of_parameter, pr.type_values, pr.image, pr.is_required, pp.value
         from property_parameters pp
         join properties p on p.id = pp.property_id
         join parameters pr on pr.id = pp.parameter_id
         left join category_parameters cp on cp.category_id = p.category_id and cp.parameter_id = pr.id
        where pp.property_id = any($1::int[]) order by pp.property_id, cp.sequence nulls last, pr.id`,
      [ids],
    ),
  ]);
  const imagesOf = groupBy(images);
  const documentsOf = groupBy(documents);
  const facilitiesOf = groupBy(facilities);
  const parametersOf = groupBy(parameters);
  const now = options.now ?? new Date();

  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: {
      id: row.category_id,
      category: row.category_name,
      image: files.url(row.category_image),
      slug_id: row.category_slug_id,
    },
    category_id: row.category_id,
    property_type: row.property_type,
    rentduration: row.rentduration,
    title_image: files.url(row.title_image),
    title_image_thumb: files.thumbUrl(row.title_image),
    three_d_image: files.url(row.three_d_image),
    gallery: (imagesOf.get(row.id) ?? []).map((image) => ({
      id: image.id,
      image: files.url(image.image),
      image_url: files.url(image.image),
      thumb_url: files.thumbUrl(image.image),
    })),
    documents: (documentsOf.get(row.id) ?? []).map((document) => ({
      id: document.id,
      file_name: document.file_name,
      file: files.url(document.file),
    })),
    address: row.address,
    client_address: row.client_address,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    video_link: row.video_link,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_keywords: row.meta_keywords,
    meta_image: files.url(row.meta_image),
    post_created: timeAgo(row.created_at, now),
    created_at: row.created_at.toISOString(),
    total_view: row.total_view,
    status: row.status === 1 ? 1 : 0,
    request_status: row.request_status,
    is_premium: row.is_premium,
    promoted: row.promoted,
    assign_facilities: (facilitiesOf.get(row.id) ?? []).map((facility) => ({
      id: facility.id,
      facility_id: facility.facility_id,
      name: facility.name,
      image: files.url(facility.image),
      distance: facility.distance,
    })),
    parameters: (parametersOf.get(row.id) ?? []).map((parameter) => ({
      id: parameter.id,
      name: parameter.name,
      type_of_parameter: parameter.type_of_parameter,
      type_values: parameter.type_values,
      image: files.url(parameter.image),
      is_required: parameter.is_required,
      value: parameter.value,
    })),
    customer_id: row.user_id,
    customer_name: row.owner_name,
    customer_slug_id: row.owner_slug_id,
    profile: files.url(row.owner_profile),
    email: options.showContact ? (row.owner_email ?? '') : '',
    mobile: options.showContact ? row.owner_mobile : '',
    total_favourite_users: row.total_likes,
    total_interested_users: row.total_interested_users,
    is_favourite: flag(row.is_favourite),
    is_interested: flag(row.is_interested),
    is_reported: flag(row.is_reported),
    is_blocked_by_me: flag(row.is_blocked_by_me),
    is_blocked_by_user: flag(row.is_blocked_by_user),
  }));
}
