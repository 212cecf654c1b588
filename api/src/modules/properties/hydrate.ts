import type { Property } from '@domus/shared/contract';
import type { FileUrls } from '../../files/file-urls';
import { timeAgo } from '../../lib/time-ago';
import { translatedChoice, translatedChoices, translatedText, type ContentLanguage } from '../../lib/translations';
import { categoryColumns, categorySummary } from './category-summary';
import type { ParameterDefinition, ParametersAndFacilities } from './parameters-and-facilities';
import type { PropertyFacilityRow, PropertyParameterRow, PropertyRow } from './rows';

const flag = (value: boolean) => (value ? 1 : 0);

/** The listing's facilities with their names and pictures, nearest first (as kept). */
function facilitiesOf(
  files: FileUrls,
  facilities: PropertyFacilityRow[],
  definitions: ParametersAndFacilities,
  language: ContentLanguage,
) {
  return facilities.flatMap((facility) => {
    const known = definitions.facilities.get(facility.facility_id);
    return known
      ? [
          {
            id: facility.id,
            facility_id: facility.facility_id,
            name: known.name,
            translated_name: translatedText(known.translations, language, 'name', known.name),
            image: files.url(known.image),
            distance: Number(facility.distance),
          },
        ]
      : [];
  });
}

/** A parameter's definition as replies show it, in the reader's language too. */
export function parameterReply(files: FileUrls, parameter: ParameterDefinition, language: ContentLanguage) {
  const { translations } = parameter;
  return {
    id: parameter.id,
    name: parameter.name,
    translated_name: translatedText(translations, language, 'name', parameter.name),
    type_of_parameter: parameter.type_of_parameter,
    type_values: parameter.type_values,
    translated_type_values: parameter.type_values.map((value) =>
      translatedChoice(translations, language, 'type_values', value),
    ),
    image: files.url(parameter.image),
    is_required: parameter.is_required,
  };
}

/** The listing's parameter values with their parameters, in its category's order (unordered ones last, by id). */
function parametersOf(
  files: FileUrls,
  values: PropertyParameterRow[],
  categoryId: number,
  definitions: ParametersAndFacilities,
  language: ContentLanguage,
) {
  const order = definitions.parameterOrder.get(categoryId);
  const place = (id: number) => order?.get(id) ?? Number.POSITIVE_INFINITY;
  return values
    .flatMap(({ id, value }) => {
      const parameter = definitions.parameters.get(id);
      if (!parameter) return [];
      // A checkbox holds several of its choices, joined by commas.
      const translate = parameter.type_of_parameter === 'checkbox' ? translatedChoices : translatedChoice;
      const translated_value = translate(parameter.translations, language, 'type_values', value);
      return [{ ...parameterReply(files, parameter, language), value, translated_value }];
    })
    .sort((a, b) => place(a.id) - place(b.id) || a.id - b.id);
}

/**
 * Turns property rows (children included, see rows.ts) and the parameters and facilities they name into the
 * property objects of docs/api-shapes.md, without further queries.
 */
export function hydrateProperties(
  files: FileUrls,
  rows: PropertyRow[],
  options: { showContact: boolean; definitions: ParametersAndFacilities; language: ContentLanguage; now?: Date },
): Property[] {
  const now = options.now ?? new Date();
  const { definitions, language } = options;

  return rows.map((row) => ({
    id: row.id,
    slug_id: row.slug_id,
    title: row.title,
    description: row.description,
    price: row.price,
    translated_title: row.title,
    translated_description: row.description,
    category: categorySummary(files, categoryColumns(row), language),
    category_id: row.category_id,
    property_type: row.property_type,
    rentduration: row.rentduration,
    title_image: files.url(row.title_image),
    title_image_thumb: files.thumbUrl(row.title_image),
    low_quality_title_image: files.thumbUrl(row.title_image),
    three_d_image: files.url(row.three_d_image),
    gallery: row.gallery.map((image) => ({
      id: image.id,
      image: files.url(image.image),
      image_url: files.url(image.image),
      thumb_url: files.thumbUrl(image.image),
    })),
    documents: row.documents.map((document) => files.document(document)),
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
    assign_facilities: facilitiesOf(files, row.facilities, definitions, language),
    parameters: parametersOf(files, row.parameters, row.category_id, definitions, language),
    customer_id: row.user_id,
    added_by: row.user_id,
    customer_name: row.owner_name,
    customer_slug_id: row.owner_slug_id,
    profile: files.url(row.owner_profile),
    email: options.showContact ? (row.owner_email ?? '') : '',
    mobile: options.showContact ? row.owner_mobile : '',
    is_verified: row.owner_is_verified,
    total_favourite_users: row.total_likes,
    total_interested_users: row.total_interested_users,
    is_favourite: flag(row.is_favourite),
    is_interested: flag(row.is_interested),
    is_reported: flag(row.is_reported),
    is_blocked_by_me: flag(row.is_blocked_by_me),
    is_blocked_by_user: flag(row.is_blocked_by_user),
  }));
}
