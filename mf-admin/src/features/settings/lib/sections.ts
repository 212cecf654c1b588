import {
  adminUpdateProviderSettingsBody,
  adminUpdateSettingsBody,
  type AdminSettings,
  type BankDetailLine,
  type SecretSettingKey,
  type SettingsService,
} from '@domus/shared/contract';

/** Which message a field's refusal shows (`settings.invalid.<key>`). */
export type InvalidKey =
  | 'required'
  | 'email'
  | 'tel'
  | 'url'
  | 'tileUrl'
  | 'currencyCode'
  | 'mailFrom'
  | 'smtpUrl'
  | 'key'
  | 'secret'
  | 'bankDetails'
  | 'value';

export interface SettingField {
  /** The setting's name (`selected_currency_data.code` for a part of one). */
  name: string;
  kind: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'switch' | 'secret' | 'select' | 'language';
  invalid?: InvalidKey;
  /** A select's choices (their texts: `settings.options.<choice>`). */
  options?: readonly string[];
}

export interface SettingsGroup {
  /** A fieldset's legend (`settings.groups.<key>`); none: the section's fields stand alone. */
  key?: string;
  /** The service whose settings the environment may give instead (its source is shown). */
  service?: SettingsService;
  fields: SettingField[];
}

export interface SettingsSectionSpec {
  id: 'site' | 'currency' | 'languages' | 'map' | 'mail' | 'payments';
  /** Saved with the sensitive call (mail, SMS and payments). */
  providers: boolean;
  groups: SettingsGroup[];
  /** The bank transfer's account lines are edited here. */
  bankDetails?: boolean;
}

const secret = (name: SecretSettingKey): SettingField => ({ name, kind: 'secret', invalid: 'secret' });
const key = (name: string): SettingField => ({ name, kind: 'text', invalid: 'key' });

/** The screen's sections, in order, each with its own Save. */
export const settingsSections: readonly SettingsSectionSpec[] = [
  {
    id: 'site',
    providers: false,
    groups: [
      {
        fields: [
          { name: 'company_name', kind: 'text', invalid: 'required' },
          { name: 'company_email', kind: 'email', invalid: 'email' },
          { name: 'company_tel', kind: 'tel', invalid: 'tel' },
          { name: 'company_address', kind: 'textarea' },
        ],
      },
    ],
  },
  {
    id: 'currency',
    providers: false,
    groups: [
      {
        fields: [
          { name: 'selected_currency_data.code', kind: 'text', invalid: 'currencyCode' },
          { name: 'selected_currency_data.name', kind: 'text', invalid: 'required' },
          { name: 'selected_currency_data.symbol', kind: 'text', invalid: 'required' },
          { name: 'currency_symbol', kind: 'text', invalid: 'required' },
          { name: 'number_with_suffix', kind: 'switch' },
        ],
      },
    ],
  },
  { id: 'languages', providers: false, groups: [{ fields: [{ name: 'default_language', kind: 'language' }] }] },
  {
    id: 'map',
    providers: false,
    groups: [
      {
        fields: [
          { name: 'map_tile_url', kind: 'url', invalid: 'tileUrl' },
          { name: 'map_tile_attribution', kind: 'textarea' },
          { name: 'distance_option', kind: 'select', options: ['km', 'mi'] },
        ],
      },
    ],
  },
  {
    id: 'mail',
    providers: true,
    groups: [
      {
        key: 'smtp',
        service: 'smtp',
        fields: [
          { name: 'mail_from', kind: 'text', invalid: 'mailFrom' },
          { ...secret('smtp_url'), invalid: 'smtpUrl' },
        ],
      },
      {
        key: 'sms',
        service: 'sms',
        fields: [{ name: 'sms_gateway_url', kind: 'url', invalid: 'url' }, secret('sms_gateway_token')],
      },
    ],
  },
  {
    id: 'payments',
    providers: true,
    bankDetails: true,
    groups: [
      {
        key: 'stripe',
        service: 'stripe',
        fields: [key('stripe_publishable_key'), secret('stripe_secret_key'), secret('stripe_webhook_secret')],
      },
      {
        key: 'razorpay',
        service: 'razorpay',
        fields: [key('razorpay_key_id'), secret('razorpay_key_secret'), secret('razorpay_webhook_secret')],
      },
      { key: 'paystack', service: 'paystack', fields: [key('paystack_public_key'), secret('paystack_secret_key')] },
      {
        key: 'paypal',
        service: 'paypal',
        fields: [key('paypal_client_id'), secret('paypal_client_secret'), key('paypal_webhook_id')],
      },
      {
        key: 'flutterwave',
        service: 'flutterwave',
        fields: [key('flutterwave_public_key'), secret('flutterwave_secret_key'), secret('flutterwave_webhook_hash')],
      },
      { key: 'bankTransfer', fields: [{ name: 'bank_transfer_status', kind: 'switch' }] },
    ],
  },
];

/** What is done with a secret on save: nothing, a new value, or clearing it. */
export type SecretDraft = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'clear' };

export interface SectionDraft {
  values: Record<string, string>;
  secrets: Record<string, SecretDraft>;
  bankDetails: BankDetailLine[];
}

const fieldsOf = (section: SettingsSectionSpec) => section.groups.flatMap((group) => group.fields);

/** A setting's value as the form shows it ('' when none). */
export function valueOf(settings: AdminSettings, name: string): string {
  const all: Record<string, unknown> = { ...settings.site, ...settings.providers };
  const [top, part] = name.split('.');
  const value = part ? (all[top!] as Record<string, unknown> | undefined)?.[part] : all[top!];
  return typeof value === 'string' ? value : '';
}

/** A section's form as the settings are now. */
export const draftOf = (section: SettingsSectionSpec, settings: AdminSettings): SectionDraft => ({
  values: Object.fromEntries(
    fieldsOf(section)
      .filter((field) => field.kind !== 'secret')
      .map((field) => [field.name, valueOf(settings, field.name)]),
  ),
  secrets: Object.fromEntries(
    fieldsOf(section)
      .filter((field) => field.kind === 'secret')
      .map((field) => [field.name, { mode: 'keep' } as SecretDraft]),
  ),
  bankDetails: section.bankDetails ? settings.providers.bank_details : [],
});

/** Only what changed: a part of `selected_currency_data` sends the whole of it; secrets replaced or cleared. */
export function changesOf(section: SettingsSectionSpec, settings: AdminSettings, draft: SectionDraft) {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft.values)) {
    if (value === valueOf(settings, name)) continue;
    const [top, part] = name.split('.');
    if (part) {
      changes[top!] = Object.fromEntries(
        Object.entries(draft.values)
          .filter(([other]) => other.startsWith(`${top}.`))
          .map(([other, text]) => [other.slice(top!.length + 1), text]),
      );
    } else changes[name] = value;
  }
  for (const [name, secretDraft] of Object.entries(draft.secrets)) {
    if (secretDraft.mode === 'replace') changes[name] = secretDraft.value;
    if (secretDraft.mode === 'clear') changes[name] = null;
  }
  if (section.bankDetails && JSON.stringify(draft.bankDetails) !== JSON.stringify(settings.providers.bank_details)) {
    changes.bank_details = draft.bankDetails;
  }
  return changes;
}

/**
 * The section's changes checked with the API's own rules: the body to send, or the fields
 * refused (by name: a part of one by its own, every bank line's problem under `bank_details`).
 */
export function checkChanges(section: SettingsSectionSpec, changes: Record<string, unknown>) {
  const parsed = (section.providers ? adminUpdateProviderSettingsBody : adminUpdateSettingsBody).safeParse(changes);
  if (parsed.success) return { body: parsed.data, refused: [] as string[] };
  const names = new Set(fieldsOf(section).map((field) => field.name));
  const refused = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String);
    if (path[0] === 'bank_details') return 'bank_details';
    return names.has(path.join('.')) ? path.join('.') : path[0]!;
  });
  return { body: null, refused: [...new Set(refused)] };
}
