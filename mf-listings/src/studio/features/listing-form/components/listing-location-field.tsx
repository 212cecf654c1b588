import type { FieldErrors, SetValueConfig } from 'react-hook-form';

import {
  LocationPicker,
  type ListingPlace,
  type LocationPickerProps,
} from '../../../../components/form/location-picker';
import type { ListingFormValues } from '../listing-form-schema';

/** Where the listing is; once refused, each new choice is checked again at once. */
export function ListingLocationField({
  value,
  setValue,
  errors,
  fallbackCenter,
}: {
  value: ListingPlace;
  // Typed by the one field it sets, so that either listing form's setValue fits.
  setValue: (name: 'location', value: ListingPlace, options: SetValueConfig) => void;
  errors: FieldErrors<ListingFormValues>;
  fallbackCenter?: LocationPickerProps['fallbackCenter'];
}) {
  return (
    <LocationPicker
      value={value}
      onChange={(place) => setValue('location', place, { shouldDirty: true, shouldValidate: Boolean(errors.location) })}
      error={errors.location?.message ?? errors.location?.root?.message}
      fallbackCenter={fallbackCenter}
    />
  );
}
