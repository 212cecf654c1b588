import { isLocationComplete, listingMessages, rentDurations, type Parameter } from '@domus/shared/contract';
import { z } from 'zod';

import type { ListingPlace } from '../../../components/form/location-picker';

export type RentDuration = (typeof rentDurations)[number];

/** Parameters and facilities are keyed `p<id>` / `f<id>` (plain numbers would make react-hook-form build arrays). */
export const parameterKey = (id: number) => `p${id}`;
export const facilityKey = (id: number) => `f${id}`;

export interface FacilityChoice {
  selected?: boolean;
  /** Kilometres, as typed. */
  distance?: string;
}

export interface PropertyFormValues {
  category_id: string;
  title: string;
  description: string;
  property_type: 'sell' | 'rent';
  parameters: Record<string, string>;
  facilities: Record<string, FacilityChoice>;
  location: ListingPlace;
  client_address: string;
  title_image: File[];
  gallery_images: File[];
  three_d_image: File[];
  documents: File[];
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  price: string;
  rentduration: RentDuration | '';
  is_premium: boolean;
}

export const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, { error: message }).max(max, { error: 'validation.tooLong' });

const decimal = /^\d+(\.\d+)?$/;

export const placeSchema = z
  .object({
    city: z.string(),
    state: z.string(),
    country: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .refine((place) => isLocationComplete(place), { error: listingMessages.locationIncomplete });

export const videoLinkSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), { error: 'validation.videoLink' });

const files = z.array(z.instanceof(File));

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
      category_id: z.string().min(1, { error: listingMessages.categoryRequired }),
      title: requiredText(listingMessages.titleRequired, 200),
      description: requiredText(listingMessages.descriptionRequired, 10_000),
      property_type: z.enum(['sell', 'rent']),
      parameters: z.record(z.string(), z.string()),
      facilities: z.record(z.string(), z.object({ selected: z.boolean().optional(), distance: z.string().optional() })),
      location: placeSchema,
      client_address: z.string().max(500, { error: 'validation.tooLong' }),
      title_image: files.max(1),
      gallery_images: files,
      three_d_image: files.max(1),
      documents: files,
      video_link: videoLinkSchema,
      meta_title: z.string(),
      meta_description: z.string(),
      meta_keywords: z.string(),
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
      if (!hasSavedTitleImage && form.title_image.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['title_image'], message: listingMessages.titleImageRequired });
      }
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
  category_id: '',
  title: '',
  description: '',
  property_type: 'sell',
  parameters: {},
  facilities: {},
  location: { city: '', state: '', country: '', address: '', latitude: null, longitude: null },
  client_address: '',
  title_image: [],
  gallery_images: [],
  three_d_image: [],
  documents: [],
  video_link: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
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
