import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { packageFeatureKeys } from '../rules/packages';
import { bankDetailSchema } from './bank-transfers';
import { isoDateTime, listEnvelope, queryFlag, queryText } from './common';

/** Agent verification words (docs/ARCHITECTURE.md §3). */
export const verificationStatuses = ['initial', 'pending', 'success', 'failed'] as const;

/** Units a site may show distances in. */
export const distanceUnits = ['km', 'mi'] as const;

/** "0"/"1" switches, as existing clients read them. */
const switchValue = z.enum(['0', '1']);

export const languageSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** 1 when the language reads right to left, else 0 (flags are 1/0, as existing clients read them). */
  rtl: z.union([z.literal(0), z.literal(1)]),
});

/** The public Firebase web configuration, when the site signs in through Firebase. */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
  messagingSenderId: z.string(),
  storageBucket: z.string(),
  /** Web push certificate key for firebase messaging; '' when not set. */
  vapidKey: z.string(),
});

/** The signed-in reader's active package (web-settings `subscription`), null without one. */
export const activeSubscriptionSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  name: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
});

/**
 * The public settings of web-settings (docs/api-shapes.md). Only these keys ever leave the
 * server; secrets stored beside them stay private.
 */
export const webSettingsSchema = z.looseObject({
  company_name: z.string(),
  company_email: z.string(),
  company_tel: z.string(),
  company_address: z.string(),
  currency_symbol: z.string(),
  number_with_suffix: switchValue,
  selected_currency_data: z.object({ code: z.string(), symbol: z.string(), name: z.string() }),
  web_logo: z.string(),
  web_placeholder_logo: z.string(),
  svg_clr: switchValue,
  system_color: z.string(),
  verification_required_for_user: switchValue,
  demo_mode: switchValue,
  web_maintenance_mode: switchValue,
  email_password_login: switchValue,
  number_with_otp_login: switchValue,
  social_login: switchValue,
  /** The public keys of the Stripe and Paystack accounts in effect ('' when the provider is off). */
  stripe_publishable_key: z.string(),
  paystack_public_key: z.string(),
  appstore_id: z.string(),
  playstore_id: z.string(),
  /** Owner e-mail and phone on listings for visitors too ("1") or only for signed-in readers ("0"). */
  show_contact_to_guests: switchValue,
  /** "1" when members may pay packages by bank transfer (off unless the site switches it on). */
  bank_transfer_status: switchValue,
  /** The account a bank transfer goes to, line by line (empty while bank transfer is off). */
  bank_details: z.array(bankDetailSchema),
  /** Lowest and highest price among public listings, for the price filter. */
  min_price: z.number(),
  max_price: z.number(),
  default_language: z.string(),
  /** The unit of facility distances and map radii: kilometres or miles (distances are stored in km). */
  distance_option: z.enum(distanceUnits),
  /** Per package feature, 1 when a package on sale includes it (a client offers "See plans" for it), else 0. */
  features_available: z.record(z.enum(packageFeatureKeys), z.union([z.literal(0), z.literal(1)])),
  languages: z.array(languageSummarySchema),
  /** Leaflet tile URL template; '' means the bundled world map (works offline). */
  map_tile_url: z.string(),
  /** The tile source's credit line (HTML, as Leaflet shows it), shown with its tiles. */
  map_tile_attribution: z.string(),
  /** Base URL of the virtual-tour calls (draft-tours/get, virtual-tours/*); '' = the API itself. */
  virtual_tours_api_url: z.string(),
  /** Present when Firebase sign-in is configured (the browser initialises the SDK with it). */
  firebase: firebaseWebConfigSchema.optional(),
  /** Signed-in reader only. */
  verification_status: z.enum(verificationStatuses).optional(),
  is_active: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  subscription: activeSubscriptionSchema.nullable().optional(),
});
export const webSettingsKeys = Object.keys(webSettingsSchema.shape) as (keyof typeof webSettingsSchema.shape)[];
export const getWebSettingsReply = successEnvelope(webSettingsSchema);

export const getLanguagesQuery = z
  .object({
    language_code: queryText('language_code', 20),
    web_language_file: queryFlag('web_language_file'),
  })
  .superRefine((query, ctx) => {
    if (query.web_language_file && query.language_code === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['language_code'],
        message: 'language_code is required with web_language_file',
      });
    }
  });

/** One language; `file_name` holds its web translations as a flat { "namespace.key.path": text } map. */
export const languageWithFileSchema = languageSummarySchema.extend({
  file_name: z.record(z.string(), z.string()).optional(),
});
export const getLanguagesListReply = listEnvelope(languageSummarySchema);
export const getLanguageReply = successEnvelope(languageWithFileSchema);
export const getLanguagesReply = z.union([getLanguagesListReply, getLanguageReply]);

export type WebSettings = z.infer<typeof webSettingsSchema>;
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;
export type ActiveSubscription = z.infer<typeof activeSubscriptionSchema>;
export type LanguageSummary = z.infer<typeof languageSummarySchema>;
export type LanguageWithFile = z.infer<typeof languageWithFileSchema>;
export type GetLanguagesQuery = z.output<typeof getLanguagesQuery>;
