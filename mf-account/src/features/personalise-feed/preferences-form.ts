import type { PersonalisedFields } from '@domus/shared/contract';
import { z } from 'zod';

import type { PersonalisedFieldsInput } from './api/store-personalised-fields';

const price = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d+(\.\d+)?$/.test(value), 'validation.price');

/** A checkbox group: react-hook-form gives a lone checkbox's value (or false) instead of a list. */
const choices = z.preprocess(
  (value) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []),
  z.array(z.string()),
);

export const preferencesForm = z
  .object({
    category_ids: choices,
    outdoor_facilitiy_ids: choices,
    min_price: price,
    max_price: price,
    property_type: choices,
    city: z.string(),
  })
  .refine(
    (form) => form.min_price === '' || form.max_price === '' || Number(form.min_price) <= Number(form.max_price),
    {
      message: 'validation.priceRange',
      path: ['max_price'],
    },
  );
export type PreferencesForm = z.output<typeof preferencesForm>;
export type PreferencesFormInput = z.input<typeof preferencesForm>;

export const emptyPreferences: PreferencesForm = {
  category_ids: [],
  outdoor_facilitiy_ids: [],
  min_price: '',
  max_price: '',
  property_type: [],
  city: '',
};

/** Saved preferences as form values (checkbox groups hold ids as text). */
export function preferencesFormValues(saved: PersonalisedFields | null | undefined): PreferencesForm {
  if (!saved) return emptyPreferences;
  return {
    category_ids: saved.category_ids.map(String),
    outdoor_facilitiy_ids: saved.outdoor_facilitiy_ids.map(String),
    min_price: saved.min_price === null ? '' : String(saved.min_price),
    max_price: saved.max_price === null ? '' : String(saved.max_price),
    property_type: [...saved.property_type],
    city: saved.city,
  };
}

export function preferencesInput(form: PreferencesForm): PersonalisedFieldsInput {
  return {
    category_ids: form.category_ids.map(Number),
    outdoor_facilitiy_ids: form.outdoor_facilitiy_ids.map(Number),
    price_range: form.min_price || form.max_price ? `${form.min_price},${form.max_price}` : '',
    property_type: form.property_type,
    city: form.city,
  };
}
