import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { packageFeatureKeys, type PackageFeatureKey } from '../rules/packages';
import { parameterTypes } from './categories';
import { fileUrl, queryText } from './common';
import { failField, formDecimal, formFlag, formId, formIdList, formSwitch, isBlankField } from './form-fields';
import { packageFeatureSchema, packageTypes } from './packages';

/*
 * The admin's catalogue (admin/catalogue/..., admins only): categories with their parameters,
 * the parameters themselves (a listing's facilities: bedrooms, parking, furnished...), the
 * nearby-place types (the facilities table: school, hospital...) and the packages on sale.
 * Nothing used is deleted: a category, parameter or nearby-place type is deactivated (listings
 * keep it, new listings and the filters no longer offer it), a package is withdrawn from sale.
 * Names are kept in English (the stored text) and Arabic (the row's translations, "ar").
 * The lists are short reference tables, answered whole (at most `catalogueListMax` rows).
 */

/** The most rows a catalogue list answers (reference tables: a few dozen rows each). */
export const catalogueListMax = 500;
export const catalogueNameMax = 100;
/** The most choices a dropdown, radio or checkbox parameter offers. */
export const parameterChoicesMax = 50;
/** An icon: PNG or JPEG (SVG is refused: it can carry scripts), at most this many bytes, at least 16 px a side. */
export const catalogueIconRules = {
  maxBytes: 2 * 1024 * 1024,
  minSide: 16,
  types: ['image/png', 'image/jpeg'],
} as const;
export const catalogueIconField = 'icon';
/** The longest a package runs, in days (ten years). */
export const packageDurationMaxDays = 3650;

/** A name in English: required, trimmed, 1 to 100 characters. */
const englishName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(catalogueNameMax, { error: `${field} must be at most ${catalogueNameMax} characters` });

/** A name in Arabic: '' or absent leaves it without one (readers see the English name). */
const arabicName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(catalogueNameMax, { error: `${field} must be at most ${catalogueNameMax} characters` })
    .default('');

/** A whole number within [min, max], as text or number. */
const formWholeNumber = (name: string, min: number, max: number) =>
  z.union([z.string(), z.number()]).transform((value, ctx): number => {
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isSafeInteger(number) && number >= min && number <= max
      ? number
      : failField(ctx, `${name} must be a whole number from ${min} to ${max}`);
  });

/**
 * A list of short texts: a JSON array, a list of fields, or text with one entry a line. Trimmed,
 * blanks dropped; each entry at most 100 characters.
 */
const formTextList = (name: string, maxItems: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${name} must be a list of texts` })
    .optional()
    .transform((value, ctx): string[] => {
      if (isBlankField(value)) return [];
      let list: unknown = value;
      if (typeof value === 'string') {
        const text = value.trim();
        try {
          list = text.startsWith('[') ? JSON.parse(text) : text.split(/\r?\n/);
        } catch {
          return failField(ctx, `${name} must be a JSON list of texts or one text a line`);
        }
      }
      if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
        return failField(ctx, `${name} must be a list of texts`);
      }
      const items = (list as string[]).map((item) => item.trim()).filter(Boolean);
      if (items.length > maxItems) return failField(ctx, `${name} may hold at most ${maxItems} entries`);
      if (items.some((item) => item.length > catalogueNameMax)) {
        return failField(ctx, `${name}: each entry must be at most ${catalogueNameMax} characters`);
      }
      return items;
    });

export const catalogueStatuses = ['active', 'inactive'] as const;
export type CatalogueStatus = (typeof catalogueStatuses)[number];

/** The lists' query: an optional search of the names (English or Arabic). */
export const catalogueListQuery = z.object({ search: queryText('search', catalogueNameMax) });
export type CatalogueListQuery = z.output<typeof catalogueListQuery>;

/** Activate (1) or deactivate (0) a category, a parameter or a nearby-place type. */
export const catalogueStatusBody = z.object({ id: formId('id'), active: formSwitch('active') });
export type CatalogueStatusBody = z.input<typeof catalogueStatusBody>;

// ---------------------------------------------------------------- categories

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  slug_id: z.string(),
  /** The icon's URL ('' when it has none). */
  image: fileUrl,
  status: z.enum(catalogueStatuses),
  /** The category's parameters, in the order the posting form asks for them. */
  parameter_ids: z.array(z.number().int()),
  /** Listings in the category (any state): a used category is deactivated, never deleted. */
  listings: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Create (no id) or change (id) a category; the icon is an optional file part. */
export const adminSaveCategoryBody = z.object({
  id: formId('id').optional(),
  name: englishName('name'),
  name_ar: arabicName('name_ar'),
  /** Its parameters in order (the posting form's order); those left out are detached. */
  parameter_ids: formIdList('parameter_ids', 100),
});
export type AdminSaveCategoryBody = z.input<typeof adminSaveCategoryBody>;

export const adminCategoriesReply = successEnvelope(z.array(adminCategorySchema));
export const adminCategoryReply = successEnvelope(adminCategorySchema);

// ---------------------------------------------------------------- parameters

/** The kinds of parameter that offer a list of choices. */
export const choiceParameterTypes = ['dropdown', 'radiobutton', 'checkbox'] as const;

export const adminParameterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  type_of_parameter: z.enum(parameterTypes),
  /** The choices (dropdown, radio, checkbox), as stored. */
  type_values: z.array(z.string()),
  /** The same choices in Arabic, in the same order ('' where there is none). */
  type_values_ar: z.array(z.string()),
  is_required: z.boolean(),
  image: fileUrl,
  status: z.enum(catalogueStatuses),
  /** Categories that ask for it. */
  categories: z.number().int(),
  /** Listings with a value for it. */
  listings: z.number().int(),
});
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const adminSaveParameterBody = z.object({
  id: formId('id').optional(),
  name: englishName('name'),
  name_ar: arabicName('name_ar'),
  type_of_parameter: z.enum(parameterTypes, {
    error: `type_of_parameter must be one of: ${parameterTypes.join(', ')}`,
  }),
  type_values: formTextList('type_values', parameterChoicesMax),
  type_values_ar: formTextList('type_values_ar', parameterChoicesMax),
  is_required: formFlag('is_required'),
});
export type AdminSaveParameterBody = z.input<typeof adminSaveParameterBody>;

export const adminParametersReply = successEnvelope(z.array(adminParameterSchema));
export const adminParameterReply = successEnvelope(adminParameterSchema);

// ---------------------------------------------------------------- nearby places

export const adminNearbyPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  image: fileUrl,
  status: z.enum(catalogueStatuses),
  /** Listings that give a distance to it. */
  listings: z.number().int(),
});
export type AdminNearbyPlace = z.infer<typeof adminNearbyPlaceSchema>;

export const adminSaveNearbyPlaceBody = z.object({
  id: formId('id').optional(),
  name: englishName('name'),
  name_ar: arabicName('name_ar'),
});
export type AdminSaveNearbyPlaceBody = z.input<typeof adminSaveNearbyPlaceBody>;

export const adminNearbyPlacesReply = successEnvelope(z.array(adminNearbyPlaceSchema));
export const adminNearbyPlaceReply = successEnvelope(adminNearbyPlaceSchema);

// ---------------------------------------------------------------- packages

/** A feature's limit in a package: a number of uses, unlimited, or not included (null). */
export type PackageFeatureLimitDraft = number | 'unlimited' | null;

/**
 * Each feature's limit: `features[property_list]=10`, `=unlimited`, or `=none` / '' (not
 * included); an object or its JSON text. Features left out stay as they are.
 */
const packageFeatureLimits = z
  .union([z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.null()]))], {
    error: 'features must map feature keys to a limit',
  })
  .optional()
  .transform((value, ctx): Partial<Record<PackageFeatureKey, PackageFeatureLimitDraft>> => {
    if (isBlankField(value)) return {};
    let map: unknown = value;
    if (typeof value === 'string') {
      try {
        map = JSON.parse(value);
      } catch {
        return failField(ctx, 'features must be an object of feature keys and limits');
      }
    }
    if (map === null || typeof map !== 'object' || Array.isArray(map)) {
      return failField(ctx, 'features must be an object of feature keys and limits');
    }
    const limits: Partial<Record<PackageFeatureKey, PackageFeatureLimitDraft>> = {};
    for (const [key, raw] of Object.entries(map as Record<string, unknown>)) {
      if (!(packageFeatureKeys as readonly string[]).includes(key)) {
        return failField(ctx, `features: "${key}" is not a feature (${packageFeatureKeys.join(', ')})`);
      }
      const text = String(raw ?? '')
        .trim()
        .toLowerCase();
      const limit = text === '' || text === 'none' ? null : text === 'unlimited' ? 'unlimited' : Number(text);
      if (typeof limit === 'number' && (!/^\d+$/.test(text) || limit > 1_000_000)) {
        return failField(ctx, `features[${key}] must be a whole number from 0, "unlimited" or "none"`);
      }
      limits[key as PackageFeatureKey] = limit;
    }
    return limits;
  });

export const adminPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  package_type: z.enum(packageTypes),
  price: z.number(),
  currency: z.string(),
  duration_days: z.number().int(),
  on_sale: z.boolean(),
  /** Subscriptions bought, running or ended: a package is withdrawn, never deleted. */
  subscribers: z.number().int(),
  features: z.array(packageFeatureSchema),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/** Create (no id: every field but features and name_ar required) or change (id: what is sent). */
export const adminSavePackageBody = z.object({
  id: formId('id').optional(),
  name: englishName('name'),
  name_ar: arabicName('name_ar'),
  package_type: z.enum(packageTypes, { error: `package_type must be one of: ${packageTypes.join(', ')}` }),
  price: formDecimal('price', 0, 1_000_000_000).pipe(z.number({ error: 'price is required' })),
  currency: z
    .string({ error: 'currency must be text' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'currency must be an ISO 4217 code such as USD' })
    .default('USD'),
  duration_days: formWholeNumber('duration_days', 1, packageDurationMaxDays),
  features: packageFeatureLimits,
});
export type AdminSavePackageBody = z.input<typeof adminSavePackageBody>;

/** Withdraw a package from sale (on_sale=0) or put it back (1): subscribers keep theirs until it ends. */
export const adminPackageOnSaleBody = z.object({ id: formId('id'), on_sale: formSwitch('on_sale') });
export type AdminPackageOnSaleBody = z.input<typeof adminPackageOnSaleBody>;

export const adminPackagesReply = successEnvelope(z.array(adminPackageSchema));
export const adminPackageReply = successEnvelope(adminPackageSchema);
