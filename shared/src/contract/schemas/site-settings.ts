import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { distanceUnits, languageSummarySchema } from './settings';

/*
 * The console's Settings (admins): the site's name and contact, currency and numbers, the
 * default language, the map, mail and SMS, payment providers. Two saves: `adminUpdateSettings`
 * for the site's own words and looks, and `adminUpdateProviderSettings` (sensitive) for mail,
 * SMS and payments, whose secrets are write-only: a reply says whether one is set and its last
 * four characters, never more.
 */

/** A "0"/"1" switch, as the site's settings keep them. */
const switchValue = z.enum(['0', '1'], { error: 'must be "0" or "1"' });
const text = (field: string, max: number, min = 0) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(min, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });
/** '' (none) or an http(s) address. */
const webAddress = (field: string) =>
  text(field, 500).refine((value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value), {
    error: `${field} must be an address starting with https:// or http://`,
  });

/** A map tile template: http(s), with the {z}, {x} and {y} placeholders Leaflet fills ('' = the bundled world map). */
export const mapTileUrlSchema = webAddress('map_tile_url').refine(
  (value) => value === '' || ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
  { error: 'map_tile_url must contain the placeholders {z}, {x} and {y}' },
);

/** The settings of adminUpdateSettings: the site's name and contact, currency and numbers, language, map. */
export const siteSettingsFields = {
  company_name: text('company_name', 100, 1),
  company_email: z
    .string({ error: 'company_email must be text' })
    .trim()
    .max(200, { error: 'company_email must be at most 200 characters' })
    .pipe(z.email({ error: 'company_email must be an e-mail address such as hello@example.com' })),
  company_tel: text('company_tel', 40).refine((value) => /^[+\d\s().-]*$/.test(value), {
    error: 'company_tel may hold digits, spaces and + ( ) - . only',
  }),
  company_address: text('company_address', 300),
  currency_symbol: text('currency_symbol', 8, 1),
  selected_currency_data: z.object(
    {
      code: z
        .string({ error: 'selected_currency_data.code must be text' })
        .trim()
        .regex(/^[A-Za-z]{3}$/, { error: 'selected_currency_data.code must be a 3-letter currency code such as USD' })
        .transform((code) => code.toUpperCase()),
      symbol: text('selected_currency_data.symbol', 8, 1),
      name: text('selected_currency_data.name', 60, 1),
    },
    { error: 'selected_currency_data must be { code, symbol, name }' },
  ),
  number_with_suffix: switchValue,
  default_language: text('default_language', 20, 1),
  map_tile_url: mapTileUrlSchema,
  /** The tiles' credit (Leaflet shows it as HTML: the API keeps text and http(s) links only). */
  map_tile_attribution: text('map_tile_attribution', 500),
  distance_option: z.enum(distanceUnits, { error: 'distance_option must be km or mi' }),
};

/** The write-only settings: stored encrypted, shown by their last four characters. */
export const secretSettingKeys = [
  'smtp_url',
  'sms_gateway_token',
  'stripe_secret_key',
  'stripe_webhook_secret',
  'razorpay_key_secret',
  'razorpay_webhook_secret',
  'paystack_secret_key',
  'paypal_client_secret',
  'flutterwave_secret_key',
  'flutterwave_webhook_hash',
] as const;
export type SecretSettingKey = (typeof secretSettingKeys)[number];

/** A new secret (replaces the stored one), or null (clears it); absent: unchanged. */
const secretInput = (field: string) =>
  z
    .string({ error: `${field} must be text, or null to clear it` })
    .trim()
    .min(4, { error: `${field} must be at least 4 characters` })
    .max(1000, { error: `${field} must be at most 1000 characters` })
    .nullable();
const key = (field: string) =>
  text(field, 300).refine((value) => !/\s/.test(value), { error: `${field} must not contain spaces` });

/** One line of the bank account's details: its title in English and Arabic, and its value. */
export const bankDetailLineSchema = z.object({
  title: text('bank_details.title', 100, 1),
  title_ar: text('bank_details.title_ar', 100),
  value: text('bank_details.value', 200, 1),
});
export type BankDetailLine = z.infer<typeof bankDetailLineSchema>;

/** The settings of adminUpdateProviderSettings (sensitive): mail, SMS and payments. */
export const providerSettingsFields = {
  mail_from: text('mail_from', 200).refine((value) => value === '' || /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(value), {
    error: 'mail_from must hold an e-mail address, such as Domus <no-reply@example.com>',
  }),
  smtp_url: secretInput('smtp_url').refine((value) => value === null || /^smtps?:\/\/\S+$/i.test(value), {
    error: 'smtp_url must start with smtp:// or smtps://',
  }),
  sms_gateway_url: webAddress('sms_gateway_url'),
  sms_gateway_token: secretInput('sms_gateway_token'),
  stripe_publishable_key: key('stripe_publishable_key'),
  stripe_secret_key: secretInput('stripe_secret_key'),
  stripe_webhook_secret: secretInput('stripe_webhook_secret'),
  razorpay_key_id: key('razorpay_key_id'),
  razorpay_key_secret: secretInput('razorpay_key_secret'),
  razorpay_webhook_secret: secretInput('razorpay_webhook_secret'),
  paystack_public_key: key('paystack_public_key'),
  paystack_secret_key: secretInput('paystack_secret_key'),
  paypal_client_id: key('paypal_client_id'),
  paypal_client_secret: secretInput('paypal_client_secret'),
  paypal_webhook_id: key('paypal_webhook_id'),
  flutterwave_public_key: key('flutterwave_public_key'),
  flutterwave_secret_key: secretInput('flutterwave_secret_key'),
  flutterwave_webhook_hash: secretInput('flutterwave_webhook_hash'),
  bank_transfer_status: switchValue,
  bank_details: z.array(bankDetailLineSchema).max(20, { error: 'bank_details may have at most 20 lines' }),
};

/**
 * A partial body of `fields`. The other call's settings are refused by name (a secret never goes
 * through the call that asks for no fresh proof of identity); any other field a client adds (its
 * version) is ignored, as everywhere.
 */
const savedApart = <Fields extends z.ZodRawShape>(fields: Fields, apart: z.ZodRawShape, apartName: string) =>
  z.preprocess((body, ctx) => {
    const misplaced = body && typeof body === 'object' ? Object.keys(apart).filter((key) => key in body) : [];
    for (const key of misplaced) {
      ctx.addIssue({ code: 'custom', path: [key], input: body, message: `${key}: ${apartName} are saved apart` });
    }
    return body;
  }, z.object(fields).partial());

/** admin/settings/update (POST, admins): any of the site's settings; the others stay as they are. */
export const adminUpdateSettingsBody = savedApart(siteSettingsFields, providerSettingsFields, 'mail, SMS and payments');
/** admin/settings/providers (POST, admins, sensitive): any of mail, SMS and payment settings. */
export const adminUpdateProviderSettingsBody = savedApart(
  providerSettingsFields,
  siteSettingsFields,
  "the site's own settings",
);
export type SiteSettingsChanges = z.output<typeof adminUpdateSettingsBody>;
export type ProviderSettingsChanges = z.output<typeof adminUpdateProviderSettingsBody>;

/** What a reply tells of a secret: whether one is stored, and its last four characters ('' when none). */
export const secretStateSchema = z.object({ set: z.boolean(), last4: z.string() });
export type SecretState = z.infer<typeof secretStateSchema>;

/** The services whose settings the environment may give instead of the console. */
export const settingsServices = ['smtp', 'sms', 'stripe', 'razorpay', 'paystack', 'paypal', 'flutterwave'] as const;
export type SettingsService = (typeof settingsServices)[number];
/**
 * Where a service's settings come from now: the environment (which wins when set), the
 * console's stored values (all of a provider's keys stored), `incomplete` (some stored, not
 * all: off), or `off`.
 */
export const settingsSources = ['environment', 'stored', 'incomplete', 'off'] as const;

/** admin/settings (GET, admins): every setting of the screen, secrets as their state only. */
export const adminSettingsSchema = z.object({
  site: z.object({
    company_name: z.string(),
    company_email: z.string(),
    company_tel: z.string(),
    company_address: z.string(),
    currency_symbol: z.string(),
    selected_currency_data: z.object({ code: z.string(), symbol: z.string(), name: z.string() }),
    number_with_suffix: switchValue,
    default_language: z.string(),
    map_tile_url: z.string(),
    map_tile_attribution: z.string(),
    distance_option: z.enum(distanceUnits),
  }),
  providers: z.object({
    mail_from: z.string(),
    sms_gateway_url: z.string(),
    stripe_publishable_key: z.string(),
    razorpay_key_id: z.string(),
    paystack_public_key: z.string(),
    paypal_client_id: z.string(),
    paypal_webhook_id: z.string(),
    flutterwave_public_key: z.string(),
    bank_transfer_status: switchValue,
    bank_details: z.array(bankDetailLineSchema),
  }),
  secrets: z.record(z.enum(secretSettingKeys), secretStateSchema),
  /** The site's languages, the default among them. */
  languages: z.array(languageSummarySchema),
  /** The map while none is stored: MAP_TILE_URL and MAP_TILE_ATTRIBUTION (a stored value wins over them). */
  map_defaults: z.object({ map_tile_url: z.string(), map_tile_attribution: z.string() }),
  sources: z.record(z.enum(settingsServices), z.enum(settingsSources)),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsReply = successEnvelope(adminSettingsSchema);
