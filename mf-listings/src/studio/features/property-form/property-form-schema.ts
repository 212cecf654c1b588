import { listingMessages, rentDurations, type Parameter } from '@domus/shared/contract';
import { z } from 'zod';

import {
  checkMainPhoto,
  emptyListingForm,
  fileList,
  listingFieldRules,
  type ListingFormValues,
} from '../listing-form/listing-form-schema';

export type RentDuration = (typeof rentDurations)[number];

/** Parameters and facilities are keyed `p<id>` / `f<id>` (plain numbers would make react-hook-form build arrays). */
export const parameterKey = (id: number) => `p${id}`;
export const facilityKey = (id: number) => `f${id}`;

export interface FacilityChoice {
  selected?: boolean;
  /** Kilometres, as typed. */
  distance?: string;
}

export interface PropertyFormValues extends ListingFormValues {
  property_type: 'sell' | 'rent';
  parameters: Record<string, string>;
  facilities: Record<string, FacilityChoice>;
  client_address: string;
  title_image: File[];
  three_d_image: File[];
  price: string;
  rentduration: RentDuration | '';
  is_premium: boolean;
}

const decimal = /^\d+(\.\d+)?$/;

/** Parameters a user can fill here: file parameters need an upload this form does not make. */
export const fillableParameters = (parameters: readonly Parameter[]) =>
  parameters.filter((parameter) => parameter.type_of_parameter !== 'file');

export interface PropertyFormContext {
  /** The chosen category's parameters. */
  parameters: readonly Parameter[];
  /** An edit whose listing already has a main photo (a new one then replaces it). */
  hasSavedTitleImage: boolean;
}

/**
 * The add / edit property form: the contract's rules (required title, description, category,
 * price, rent duration for rent, a complete location, a main photo, the category's required
 * parameters) with the contract's messages. SEO limits are not here: they only warn.
 */
export const propertyFormSchema = ({ parameters, hasSavedTitleImage }: PropertyFormContext) =>
  z
    .object({
      ...listingFieldRules,
      property_type: z.enum(['sell', 'rent']),
      parameters: z.record(z.string(), z.string()),
      facilities: z.record(z.string(), z.object({ selected: z.boolean().optional(), distance: z.string().optional() })),
      client_address: z.string().max(500, { error: 'validation.tooLong' }),
      title_image: fileList.max(1),
      three_d_image: fileList.max(1),
      price: z
        .string()
        .trim()
        .min(1, { error: listingMessages.priceRequired })
        .refine((value) => value === '' || decimal.test(value), { error: 'validation.price' }),
      rentduration: z.union([z.enum(rentDurations), z.literal('')]),
      is_premium: z.boolean(),
    })
    .superRefine((form, ctx) => {
      if (form.property_type === 'rent' && form.rentduration === '') {
        ctx.addIssue({ code: 'custom', path: ['rentduration'], message: listingMessages.rentDurationRequired });
      }
      checkMainPhoto(ctx, { path: 'title_image', chosen: form.title_image, hasSaved: hasSavedTitleImage });
      for (const parameter of fillableParameters(parameters)) {
        const value = (form.parameters[parameterKey(parameter.id)] ?? '').trim();
        const path = ['parameters', parameterKey(parameter.id)];
        if (parameter.is_required && value === '') {
          ctx.addIssue({ code: 'custom', path, message: listingMessages.parameterRequired });
        } else if (parameter.type_of_parameter === 'number' && value !== '' && !/^-?\d+(\.\d+)?$/.test(value)) {
          ctx.addIssue({ code: 'custom', path, message: 'validation.number' });
        }
      }
      for (const [key, choice] of Object.entries(form.facilities)) {
        if (choice.selected && !decimal.test((choice.distance ?? '').trim())) {
          ctx.addIssue({ code: 'custom', path: ['facilities', key, 'distance'], message: 'validation.distance' });
        }
      }
    });

/** The fields each step of the form shows, in order (validated before moving on). */
export const propertySteps = [
  { id: 'category', fields: ['category_id', 'title', 'description', 'property_type'] },
  { id: 'parameters', fields: ['parameters'] },
  { id: 'facilities', fields: ['facilities'] },
  { id: 'location', fields: ['location', 'client_address'] },
  { id: 'media', fields: ['title_image', 'gallery_images', 'three_d_image', 'documents', 'video_link'] },
  { id: 'seo', fields: ['meta_title', 'meta_description', 'meta_keywords'] },
  { id: 'price', fields: ['price', 'rentduration', 'is_premium'] },
] as const satisfies readonly { id: string; fields: readonly (keyof PropertyFormValues)[] }[];

export const emptyPropertyForm: PropertyFormValues = {
  ...emptyListingForm,
  property_type: 'sell',
  parameters: {},
  facilities: {},
  client_address: '',
  title_image: [],
  three_d_image: [],
  price: '',
  rentduration: '',
  is_premium: false,
};

export const propertyFileKeys = ['title_image', 'gallery_images', 'three_d_image', 'documents'] as const;

/** What a draft keeps: every text field, no files (a browser cannot store them). */
export function propertyDraft(values: PropertyFormValues): Record<string, unknown> {
  const draft: Record<string, unknown> = { ...values };
  for (const key of propertyFileKeys) delete draft[key];
  return draft;
}
