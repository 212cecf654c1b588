import { propertyFileFields, rentDurations, type Parameter } from '@domus/shared/contract';

import type { Property } from '../../../types/listings';
import {
  emptyPropertyForm,
  facilityKey,
  fillableParameters,
  parameterKey,
  type PropertyFormValues,
  type RentDuration,
} from './property-form-schema';

export interface PropertyRemovals {
  galleryImages: readonly number[];
  documents: readonly number[];
  threeDImage: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The multipart body of post_property, or of update_post_property when `id` is given (with
 * `action_type` 0 and the remove_* lists). Lists go as JSON text, files under the contract's names.
 */
export function propertyFormData(
  form: PropertyFormValues,
  { parameters, id, removals }: { parameters: readonly Parameter[]; id?: number; removals?: PropertyRemovals },
): FormData {
  const data = new FormData();
  if (id !== undefined) {
    data.append('id', String(id));
    data.append('action_type', '0');
  }
  const fields: Record<string, string> = {
    title: form.title.trim(),
    description: form.description.trim(),
    category_id: form.category_id,
    property_type: form.property_type,
    price: form.price.trim(),
    rentduration: form.property_type === 'rent' ? form.rentduration : '',
    address: form.location.address,
    client_address: form.client_address.trim(),
    city: form.location.city,
    state: form.location.state,
    country: form.location.country,
    latitude: text(form.location.latitude),
    longitude: text(form.location.longitude),
    video_link: form.video_link.trim(),
    meta_title: form.meta_title.trim(),
    meta_description: form.meta_description.trim(),
    meta_keywords: form.meta_keywords.trim(),
    is_premium: form.is_premium ? '1' : '0',
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);

  const parameterValues = fillableParameters(parameters)
    .map((parameter) => ({
      parameter_id: parameter.id,
      value: (form.parameters[parameterKey(parameter.id)] ?? '').trim(),
    }))
    .filter((entry) => entry.value !== '');
  data.append('parameters', JSON.stringify(parameterValues));
  const facilities = Object.entries(form.facilities)
    .filter(([, choice]) => choice.selected)
    .map(([key, choice]) => ({ facility_id: Number(key.slice(1)), distance: Number((choice.distance ?? '').trim()) }));
  data.append('facilities', JSON.stringify(facilities));

  const [titleImage] = form.title_image;
  if (titleImage) data.append(propertyFileFields.titleImage, titleImage);
  for (const file of form.gallery_images) data.append(propertyFileFields.galleryImages, file);
  const [threeD] = form.three_d_image;
  if (threeD) data.append(propertyFileFields.threeDImage, threeD);
  for (const file of form.documents) data.append(propertyFileFields.documents, file);

  if (id !== undefined && removals) {
    data.append('remove_gallery_images', removals.galleryImages.join(','));
    data.append('remove_documents', removals.documents.join(','));
    data.append('remove_three_d_image', removals.threeDImage ? '1' : '0');
  }
  return data;
}

const isRentDuration = (value: string): value is RentDuration => (rentDurations as readonly string[]).includes(value);

/** The form filled from a saved property (an edit). */
export function propertyFormValues(property: Property): PropertyFormValues {
  const type = String(property.property_type);
  const duration = text(property.rentduration).toLowerCase();
  const number = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
  return {
    ...emptyPropertyForm,
    category_id: text(property.category_id ?? property.category?.id),
    title: property.title,
    description: text(property.description),
    property_type: type === 'rent' || type === 'rented' ? 'rent' : 'sell',
    parameters: Object.fromEntries(
      (property.parameters ?? []).map((parameter) => [
        parameterKey(parameter.id),
        Array.isArray(parameter.value) ? parameter.value.join(',') : text(parameter.value),
      ]),
    ),
    facilities: Object.fromEntries(
      (property.assign_facilities ?? []).map((facility) => [
        facilityKey(facility.facility_id ?? facility.id),
        { selected: true, distance: text(facility.distance) },
      ]),
    ),
    location: {
      city: text(property.city),
      state: text(property.state),
      country: text(property.country),
      address: text(property.address),
      latitude: number(property.latitude),
      longitude: number(property.longitude),
    },
    client_address: text(property.client_address),
    video_link: text(property.video_link),
    meta_title: text(property.meta_title),
    meta_description: text(property.meta_description),
    meta_keywords: text(property.meta_keywords),
    price: text(property.price),
    rentduration: isRentDuration(duration) ? duration : '',
    is_premium: property.is_premium,
  };
}
