/**
 * Generated from the migrations by `pnpm db:types` (src/db/schema-types.ts): do not edit.
 * Every table of the API's database, column by column, for Kysely (see kysely.ts).
 */
import type { ColumnType } from 'kysely';

/** Written or left to its default; a column type of its own (Timestamp, Json) keeps its shapes. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;
/** Computed by the database: never written. */
export type GeneratedAlways<T> =
  T extends ColumnType<infer S, unknown, unknown> ? ColumnType<S, never, never> : ColumnType<T, never, never>;

export type Int8 = ColumnType<number, number | string | bigint, number | string | bigint>;
export type Numeric = ColumnType<number, number | string, number | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Parsed on the way out; written as JSON text. */
export type Json = ColumnType<unknown, string, string>;

export interface AdBanners {
  id: Generated<number>;
  page: string;
  placement: string;
  platform: Generated<string>;
  image: string;
  external_link_url: Generated<string>;
  property_id: number | null;
  sequence: Generated<number>;
  starts_at: Generated<Timestamp>;
  ends_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface Advertisements {
  id: Generated<number>;
  user_id: number;
  property_id: number | null;
  project_id: number | null;
  type: string;
  status: Generated<string>;
  start_date: Generated<Timestamp>;
  end_date: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface AppSecrets {
  name: string;
  value: string;
  created_at: Generated<Timestamp>;
}

export interface ArticleCategories {
  id: Generated<number>;
  name: string;
  slug_id: string;
  translations: Generated<Json>;
}

export interface Articles {
  id: Generated<number>;
  slug_id: string;
  category_id: number | null;
  title: string;
  description: Generated<string>;
  image: Generated<string>;
  is_promoted: Generated<boolean>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  meta_keywords: Generated<string>;
  created_at: Generated<Timestamp>;
  translations: Generated<Json>;
  published: Generated<boolean>;
  updated_at: Generated<Timestamp>;
}

export interface Blocks {
  id: Generated<number>;
  blocker_id: number;
  blocked_user_id: number | null;
  to_admin: Generated<boolean>;
  reason: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface Categories {
  id: Generated<number>;
  category: string;
  slug_id: string;
  image: Generated<string>;
  status: Generated<number>;
  sequence: Generated<number>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  meta_keywords: Generated<string>;
  created_at: Generated<Timestamp>;
  translations: Generated<Json>;
}

export interface CategoryParameters {
  category_id: number;
  parameter_id: number;
  sequence: Generated<number>;
}

export interface ChatMessages {
  id: Generated<number>;
  sender_id: number | null;
  receiver_id: number | null;
  to_admin: Generated<boolean>;
  property_id: number | null;
  message: Generated<string>;
  file: Generated<string>;
  audio: Generated<string>;
  is_read: Generated<boolean>;
  deleted_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  file_name: Generated<string>;
  file_kind: Generated<string>;
  audio_seconds: Generated<number>;
  held: Generated<boolean>;
  revealed_at: Timestamp | null;
}

export interface ChatReports {
  id: Generated<number>;
  reporter_id: number;
  reported_id: number;
  property_id: Generated<number>;
  reason: string;
  details: Generated<string>;
  created_at: Generated<Timestamp>;
  decision: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  lifted_by: number | null;
  lifted_at: Timestamp | null;
  decision_reason: Generated<string>;
  lift_reason: Generated<string>;
}

export interface Cities {
  id: Generated<number>;
  name: string;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number;
  longitude: number;
  image: Generated<string>;
}

export interface ContactMessages {
  id: Generated<number>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: string;
  subject: Generated<string>;
  message: string;
  created_at: Generated<Timestamp>;
}

export interface DuplicateSuspicions {
  id: Generated<number>;
  property_id: number;
  original_id: number;
  evidence: Json;
  held: Generated<boolean>;
  state: Generated<string>;
  reason: Generated<string>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface Facilities {
  id: Generated<number>;
  name: string;
  image: Generated<string>;
  created_at: Generated<Timestamp>;
  translations: Generated<Json>;
  status: Generated<number>;
}

export interface Faqs {
  id: Generated<number>;
  question: string;
  answer: string;
  sequence: Generated<number>;
  status: Generated<number>;
  translations: Generated<Json>;
}

export interface Favourites {
  user_id: number;
  property_id: number;
  created_at: Generated<Timestamp>;
}

export interface Features {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface Interests {
  user_id: number;
  property_id: number;
  created_at: Generated<Timestamp>;
}

export interface Languages {
  id: Generated<number>;
  code: string;
  name: string;
  rtl: Generated<boolean>;
  translations: Generated<Json>;
  created_at: Generated<Timestamp>;
}

export interface ListingCatalogueVersion {
  version: Int8;
}

export interface ListingCounts {
  category_id: number | null;
  property_type: string | null;
  city: string | null;
  price_band: number;
  listings: number;
}

export interface ListingEdits {
  id: Generated<number>;
  subject: string;
  subject_id: number;
  edited_by: number | null;
  edited_at: Generated<Timestamp>;
  request_status_before: string;
  sent_to_review: Generated<boolean>;
  changes: Json;
}

export interface MapCells {
  level: number;
  cell_y: number;
  cell_x: number;
  category_id: number;
  property_type: string;
  listings: number;
  latitude_sum: number;
  longitude_sum: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  first_id: number;
}

export interface ModerationDecisions {
  id: Generated<number>;
  subject: string;
  subject_id: number;
  decision: string;
  reason: Generated<string>;
  decided_by: number | null;
  decided_at: Generated<Timestamp>;
}

export interface Notifications {
  id: Generated<number>;
  user_id: number | null;
  title: string;
  message: Generated<string>;
  type: Generated<string>;
  property_id: number | null;
  image: Generated<string>;
  created_at: Generated<Timestamp>;
  collapse_key: string | null;
  link: Generated<string>;
  operator_notice_id: number | null;
}

export interface OperatorActions {
  id: Generated<Int8>;
  actor_id: number | null;
  via: string;
  action: string;
  subject: GeneratedAlways<string>;
  subject_id: Generated<string>;
  before: Json | null;
  after: Json | null;
  reason: Generated<string>;
  at: Generated<Timestamp>;
}

export interface OperatorNotices {
  id: Generated<number>;
  sender_id: number | null;
  via: string;
  segment: string;
  city: string | null;
  title: string;
  message: string;
  link: Generated<string>;
  recipients: number;
  created_at: Generated<Timestamp>;
}

export interface OtpCodeAttempts {
  otp_id: number;
  client: string;
  attempts: Generated<number>;
}

export interface OtpCodes {
  id: Generated<number>;
  purpose: string;
  channel: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Generated<Timestamp>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  token_used_at: Timestamp | null;
  requested_by: Generated<string>;
}

export interface OwnerListingCounts {
  user_id: number;
  properties: Generated<number>;
  projects: Generated<number>;
  listings: GeneratedAlways<number | null>;
}

export interface PackageFeatures {
  package_id: number;
  feature_id: number;
  limit_type: string;
  limit: number | null;
}

export interface Packages {
  id: Generated<number>;
  name: string;
  package_type: string;
  price: Generated<Numeric>;
  duration_days: number;
  status: Generated<number>;
  created_at: Generated<Timestamp>;
  currency: Generated<string>;
  updated_at: Generated<Timestamp>;
  translations: Generated<Json>;
}

export interface Parameters {
  id: Generated<number>;
  name: string;
  type_of_parameter: string;
  type_values: Generated<Json>;
  image: Generated<string>;
  is_required: Generated<boolean>;
  created_at: Generated<Timestamp>;
  translations: Generated<Json>;
  status: Generated<number>;
}

export interface PaymentEvents {
  provider: string;
  event_id: string;
  payment_transaction_id: number | null;
  received_at: Generated<Timestamp>;
}

export interface PaymentTransactions {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  amount: Numeric;
  currency: string;
  provider: string;
  provider_reference: string | null;
  status: Generated<string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  failure_reason: string | null;
  platform_type: Generated<string>;
  receipt_key: string | null;
  reject_reason: string | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

export interface PersonalisedFields {
  user_id: number;
  category_ids: Generated<number[]>;
  facility_ids: Generated<number[]>;
  min_price: Numeric | null;
  max_price: Numeric | null;
  property_types: Generated<string[]>;
  city: Generated<string>;
  updated_at: Generated<Timestamp>;
}

export interface PictureHashes {
  hash: Int8;
  band0: GeneratedAlways<number | null>;
  band1: GeneratedAlways<number | null>;
  band2: GeneratedAlways<number | null>;
  band3: GeneratedAlways<number | null>;
}

export interface PlaceListingCounts {
  city: string;
  country: string;
  listings: number;
}

export interface ProjectDocuments {
  id: Generated<number>;
  project_id: number;
  file_name: string;
  file: string;
}

export interface ProjectImages {
  id: Generated<number>;
  project_id: number;
  image: string;
  sequence: Generated<number>;
}

export interface ProjectPlans {
  id: Generated<number>;
  project_id: number;
  title: string;
  document: string;
}

export interface Projects {
  id: Generated<number>;
  slug_id: string;
  user_id: number;
  category_id: number;
  title: string;
  description: Generated<string>;
  type: string;
  image: Generated<string>;
  video_link: Generated<string>;
  location: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number;
  longitude: number;
  geo: GeneratedAlways<unknown>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  meta_keywords: Generated<string>;
  meta_image: Generated<string>;
  status: Generated<number>;
  request_status: Generated<string>;
  total_view: Generated<number>;
  search_text: GeneratedAlways<string | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  renewed_at: Generated<Timestamp>;
  renewal_reminded_at: Timestamp | null;
  stale_deactivated_at: Timestamp | null;
}

export interface Properties {
  id: Generated<number>;
  slug_id: string;
  user_id: number;
  category_id: number;
  title: string;
  description: Generated<string>;
  price: Numeric;
  property_type: string;
  rentduration: string | null;
  title_image: Generated<string>;
  three_d_image: Generated<string>;
  video_link: Generated<string>;
  address: Generated<string>;
  client_address: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number;
  longitude: number;
  geo: GeneratedAlways<unknown>;
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  meta_keywords: Generated<string>;
  meta_image: Generated<string>;
  status: Generated<number>;
  request_status: Generated<string>;
  is_premium: Generated<boolean>;
  total_view: Generated<number>;
  total_likes: Generated<number>;
  search_text: GeneratedAlways<string | null>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  search_words: GeneratedAlways<string | null>;
  renewed_at: Generated<Timestamp>;
  renewal_reminded_at: Timestamp | null;
  stale_deactivated_at: Timestamp | null;
}

export interface PropertyChildren {
  property_id: number;
  gallery: Json;
  documents: Json;
  facilities: Json;
  parameters: Json;
}

export interface PropertyDocuments {
  id: Generated<number>;
  property_id: number;
  file_name: string;
  file: string;
}

export interface PropertyFacilities {
  id: Generated<number>;
  property_id: number;
  facility_id: number;
  distance: Generated<Numeric>;
}

export interface PropertyImages {
  id: Generated<number>;
  property_id: number;
  image: string;
  sequence: Generated<number>;
}

export interface PropertyParameters {
  id: Generated<number>;
  property_id: number;
  parameter_id: number;
  value: Generated<string>;
}

export interface PropertyPictureHashes {
  property_id: number;
  image: string;
  hash: Int8;
}

export interface PropertyPriceHistory {
  id: Generated<Int8>;
  property_id: number;
  price: Numeric;
  recorded_at: Generated<Timestamp>;
}

export interface PropertySearch {
  id: number;
  user_id: number;
  category_id: number;
  property_type: string;
  price: Numeric;
  city: string;
  state: string;
  country: string;
  status: number;
  request_status: string;
  created_at: Timestamp;
  search_text: string;
  search_words: GeneratedAlways<string | null>;
}

export interface ReportReasons {
  id: Generated<number>;
  reason: string;
  translations: Generated<Json>;
}

export interface Reports {
  id: Generated<number>;
  user_id: number;
  property_id: number;
  reason_id: number | null;
  other_message: Generated<string>;
  created_at: Generated<Timestamp>;
  decision: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
}

export interface ReviewClaims {
  subject: string;
  subject_id: number;
  claimed_by: number;
  claimed_until: Timestamp;
}

export interface SavedSearchMatches {
  saved_search_id: number;
  property_id: number;
  matched_at: Generated<Timestamp>;
  emailed_at: Timestamp | null;
}

export interface SavedSearchPending {
  property_id: number;
  queued_at: Generated<Timestamp>;
}

export interface SavedSearches {
  id: Generated<number>;
  user_id: number;
  name: string;
  frequency: string;
  paused_at: Timestamp | null;
  filters: Json;
  category_id: number | null;
  city_key: string | null;
  state_key: string | null;
  country_key: string | null;
  property_type: string | null;
  min_price: Numeric | null;
  max_price: Numeric | null;
  posted_since_days: number | null;
  search_text: string | null;
  search_query: string | null;
  owner_id: number | null;
  promoted: Generated<boolean>;
  min_lat: number | null;
  max_lat: number | null;
  min_lng: number | null;
  max_lng: number | null;
  area: unknown;
  match_key: GeneratedAlways<string | null>;
  last_digest_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface SchemaMigrations {
  name: string;
  applied_at: Generated<Timestamp>;
}

export interface Sessions {
  id: Generated<string>;
  user_id: number;
  user_agent: Generated<string>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  verified_at: Generated<Timestamp>;
}

export interface Settings {
  key: string;
  value: Json;
  updated_at: Generated<Timestamp>;
}

export interface SitePages {
  slug: string;
  body: Generated<string>;
  translations: Generated<Json>;
  updated_at: Generated<Timestamp>;
}

export interface SiteSecrets {
  name: string;
  sealed: string;
  updated_at: Generated<Timestamp>;
}

export interface TourPanoramas {
  id: Generated<number>;
  property_id: number;
  file: string;
  width: number;
  height: number;
  created_at: Generated<Timestamp>;
}

export interface UserPackageLimits {
  user_package_id: number;
  feature_id: number;
  total_limit: number | null;
  used_limit: Generated<number>;
}

export interface UserPackages {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  start_date: Timestamp;
  end_date: Timestamp;
  created_at: Generated<Timestamp>;
  payment_transaction_id: number | null;
  expiry_notified_at: Timestamp | null;
}

export interface Users {
  id: Generated<number>;
  slug_id: string;
  name: Generated<string>;
  email: string | null;
  password_hash: string | null;
  mobile: Generated<string>;
  address: Generated<string>;
  auth_id: string | null;
  firebase_id: string | null;
  logintype: number | null;
  type: Generated<string>;
  profile: Generated<string>;
  fcm_id: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  about_me: Generated<string>;
  facebook_id: Generated<string>;
  twiiter_id: Generated<string>;
  instagram_id: Generated<string>;
  youtube_id: Generated<string>;
  notification: Generated<boolean>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  role: Generated<string>;
  is_active: Generated<boolean>;
  verification_status: Generated<string>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  password_changed_at: Timestamp | null;
  is_demo_account: Generated<boolean>;
  notifications_read_at: Timestamp | null;
  mobile_verified: Generated<boolean>;
}

export interface VerificationFormFields {
  id: Generated<number>;
  name: string;
  field_type: string;
  options: Generated<Json>;
  is_required: Generated<boolean>;
  sequence: Generated<number>;
  status: Generated<number>;
  translations: Generated<Json>;
}

export interface VerificationFormValues {
  user_id: number;
  field_id: number;
  value: Generated<string>;
  created_at: Generated<Timestamp>;
}

export interface VerificationRequests {
  id: Generated<number>;
  user_id: number;
  status: Generated<string>;
  reason: Generated<string>;
  answers: Generated<Json>;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

export interface VirtualTours {
  id: Generated<number>;
  property_id: number;
  name: string;
  start_room: string;
  rooms: Json;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface Database {
  ad_banners: AdBanners;
  advertisements: Advertisements;
  app_secrets: AppSecrets;
  article_categories: ArticleCategories;
  articles: Articles;
  blocks: Blocks;
  categories: Categories;
  category_parameters: CategoryParameters;
  chat_messages: ChatMessages;
  chat_reports: ChatReports;
  cities: Cities;
  contact_messages: ContactMessages;
  duplicate_suspicions: DuplicateSuspicions;
  facilities: Facilities;
  faqs: Faqs;
  favourites: Favourites;
  features: Features;
  interests: Interests;
  languages: Languages;
  listing_catalogue_version: ListingCatalogueVersion;
  listing_counts: ListingCounts;
  listing_edits: ListingEdits;
  map_cells: MapCells;
  moderation_decisions: ModerationDecisions;
  notifications: Notifications;
  operator_actions: OperatorActions;
  operator_notices: OperatorNotices;
  otp_code_attempts: OtpCodeAttempts;
  otp_codes: OtpCodes;
  owner_listing_counts: OwnerListingCounts;
  package_features: PackageFeatures;
  packages: Packages;
  parameters: Parameters;
  payment_events: PaymentEvents;
  payment_transactions: PaymentTransactions;
  personalised_fields: PersonalisedFields;
  picture_hashes: PictureHashes;
  place_listing_counts: PlaceListingCounts;
  project_documents: ProjectDocuments;
  project_images: ProjectImages;
  project_plans: ProjectPlans;
  projects: Projects;
  properties: Properties;
  property_children: PropertyChildren;
  property_documents: PropertyDocuments;
  property_facilities: PropertyFacilities;
  property_images: PropertyImages;
  property_parameters: PropertyParameters;
  property_picture_hashes: PropertyPictureHashes;
  property_price_history: PropertyPriceHistory;
  property_search: PropertySearch;
  report_reasons: ReportReasons;
  reports: Reports;
  review_claims: ReviewClaims;
  saved_search_matches: SavedSearchMatches;
  saved_search_pending: SavedSearchPending;
  saved_searches: SavedSearches;
  schema_migrations: SchemaMigrations;
  sessions: Sessions;
  settings: Settings;
  site_pages: SitePages;
  site_secrets: SiteSecrets;
  tour_panoramas: TourPanoramas;
  user_package_limits: UserPackageLimits;
  user_packages: UserPackages;
  users: Users;
  verification_form_fields: VerificationFormFields;
  verification_form_values: VerificationFormValues;
  verification_requests: VerificationRequests;
  virtual_tours: VirtualTours;
}
