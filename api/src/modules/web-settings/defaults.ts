/**
 * The public settings and their values on a fresh site. The seed stores them; the admin
 * changes them later. Anything not listed in the contract's webSettingsSchema stays private.
 */
export const defaultSettings = {
  company_name: 'Domus',
  company_email: 'hello@domus.example',
  company_tel: '+1 555 0100',
  company_address: '1 Market Square, Springfield',
  currency_symbol: '$',
  number_with_suffix: '1',
  selected_currency_data: { code: 'USD', symbol: '$', name: 'US Dollar' },
  web_logo: 'seed/brand/logo.png',
  web_placeholder_logo: 'seed/brand/placeholder.png',
  svg_clr: '1',
  system_color: '#1f6f5c',
  verification_required_for_user: '0',
  demo_mode: '0',
  web_maintenance_mode: '0',
  email_password_login: '1',
  number_with_otp_login: '1',
  social_login: '0',
  appstore_id: '',
  playstore_id: '',
  show_contact_to_guests: '1',
  // New listings of verified users are approved at once ('1'); off: every new listing waits for the admin.
  auto_approve_verified_users: '0',
  default_language: 'en',
  // 'km' or 'mi': how facility distances and radii are shown.
  distance_option: 'km',
} as const;

/** Settings whose value is a stored file key, turned into a URL on the way out. */
export const fileSettingKeys = ['web_logo', 'web_placeholder_logo'] as const;
