import type { FirebaseWebConfig } from '../contract/schemas/settings';

/** The settings keys the web reads (docs/SPEC.md §3, docs/api-shapes.md web-settings). */
export interface WebSettings {
  company_name?: string;
  currency_symbol: string;
  number_with_suffix: string;
  selected_currency_data: { code: string; symbol: string; name: string };
  web_logo?: string;
  web_placeholder_logo?: string;
  svg_clr?: string;
  system_color?: string;
  verification_required_for_user?: string;
  verification_status?: 'initial' | 'pending' | 'success' | 'failed';
  demo_mode?: string;
  min_price?: number | string;
  max_price?: number | string;
  default_language?: string;
  map_tile_url?: string;
  map_tile_attribution?: string;
  stripe_publishable_key?: string;
  paystack_public_key?: string;
  appstore_id?: string;
  /** Public Firebase web keys, when the site uses Firebase (sign-in, push). */
  firebase?: FirebaseWebConfig;
  web_maintenance_mode?: string;
  [key: string]: unknown;
}
