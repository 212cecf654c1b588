import type { Queryable } from '../../src/db/db';

/*
 * Which rows of each table are a member's ($1): the rows a request by somebody else must
 * never change. Every table of the schema has an entry (ownership.test.ts checks it), so a
 * new table is classified before any test can pass.
 */
type TableRows =
  /** The member's rows: a WHERE clause over the table (alias t), $1 the member's id. */
  | { rows: string }
  /** Site data no member's call may change: the whole table. */
  | { whole: true }
  /** Left out, with the reason: rows anyone's request adds and nobody owns. */
  | { skipped: string };

const ofProperties = `t.property_id in (select id from properties where user_id = $1)`;
const ofProjects = `t.project_id in (select id from projects where user_id = $1)`;

export const tableRows: Record<string, TableRows> = {
  users: { rows: 't.id = $1' },
  sessions: { rows: 't.user_id = $1' },
  properties: { rows: 't.user_id = $1' },
  property_search: { rows: 't.user_id = $1' },
  property_parameters: { rows: ofProperties },
  property_facilities: { rows: ofProperties },
  property_images: { rows: ofProperties },
  property_children: { rows: ofProperties },
  property_documents: { rows: ofProperties },
  property_price_history: { rows: ofProperties },
  property_picture_hashes: { rows: ofProperties },
  // Suspicions about the member's listings (one of theirs suspected of duplicating another's is the suspect's owner's row).
  duplicate_suspicions: { rows: ofProperties },
  tour_panoramas: { rows: ofProperties },
  virtual_tours: { rows: ofProperties },
  projects: { rows: 't.user_id = $1' },
  project_plans: { rows: ofProjects },
  // Edits of the member's listings, whoever made them (an admin's too), and the member's own edits.
  listing_edits: {
    rows: `(t.subject = 'property' and t.subject_id in (select id from properties where user_id = $1))
        or (t.subject = 'project' and t.subject_id in (select id from projects where user_id = $1))
        or t.edited_by = $1`,
  },
  project_documents: { rows: ofProjects },
  project_images: { rows: ofProjects },
  // Marks and reports the member made, and those on the member's listings.
  favourites: { rows: `t.user_id = $1 or ${ofProperties}` },
  interests: { rows: `t.user_id = $1 or ${ofProperties}` },
  reports: { rows: `t.user_id = $1 or ${ofProperties}` },
  advertisements: { rows: `t.user_id = $1 or ${ofProperties} or ${ofProjects}` },
  // Blocks the member made (somebody blocking the member is that person's row).
  blocks: { rows: 't.blocker_id = $1' },
  chat_messages: { rows: 't.sender_id = $1 or t.receiver_id = $1' },
  // Reports the member made (a report about the member is the reporter's row).
  chat_reports: { rows: 't.reporter_id = $1' },
  notifications: { rows: 't.user_id = $1' },
  user_packages: { rows: 't.user_id = $1' },
  user_package_limits: { rows: 't.user_package_id in (select id from user_packages where user_id = $1)' },
  payment_transactions: { rows: 't.user_id = $1' },
  payment_events: { rows: 't.payment_transaction_id in (select id from payment_transactions where user_id = $1)' },
  verification_form_values: { rows: 't.user_id = $1' },
  verification_requests: { rows: 't.user_id = $1' },
  personalised_fields: { rows: 't.user_id = $1' },
  saved_searches: { rows: 't.user_id = $1' },
  saved_search_matches: { rows: 't.saved_search_id in (select id from saved_searches where user_id = $1)' },
  saved_search_pending: { skipped: 'listings queued for matching by whoever made them visible: nobody’s object' },
  picture_hashes: { skipped: 'each distinct picture hash once, added by whoever posts a picture: nobody’s object' },

  settings: { whole: true },
  languages: { whole: true },
  categories: { whole: true },
  parameters: { whole: true },
  category_parameters: { whole: true },
  facilities: { whole: true },
  features: { whole: true },
  packages: { whole: true },
  package_features: { whole: true },
  report_reasons: { whole: true },
  article_categories: { whole: true },
  articles: { whole: true },
  faqs: { whole: true },
  ad_banners: { whole: true },
  site_pages: { whole: true },
  // Written by operators' decisions only.
  moderation_decisions: { whole: true },
  // Written by operators' calls and commands only: their decision log and their claims on review items.
  operator_actions: { whole: true },
  review_claims: { whole: true },
  operator_notices: { whole: true },
  cities: { whole: true },
  verification_form_fields: { whole: true },
  app_secrets: { whole: true },
  site_secrets: { whole: true },
  schema_migrations: { whole: true },
  listing_catalogue_version: { whole: true },

  otp_codes: { skipped: 'codes anyone may ask for an address; they go to the address, never to who asked' },
  otp_code_attempts: { skipped: 'wrong entries of a code, counted per client; no call reads them back' },
  contact_messages: { skipped: 'what visitors write to the site: nobody’s object' },
  map_cells: { skipped: 'map counts kept by triggers from every public listing: anyone’s posting moves them' },
  listing_counts: { skipped: 'search totals kept by triggers from every public listing: anyone’s posting moves them' },
  owner_listing_counts: {
    skipped: 'public listing counts per owner kept by triggers: the counts of what anyone may see on their page',
  },
  place_listing_counts: {
    skipped: 'city totals kept by triggers from every public listing: anyone’s posting moves them',
  },
};

/** The tables of the database the app runs on (its search_path's first schema). */
export async function schemaTables(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Every row of `userId` and of the site's own tables, as text, by table: one statement. */
export async function rowsOf(db: Queryable, userId: number): Promise<Record<string, string[]>> {
  const parts = Object.entries(tableRows).flatMap(([table, rows]) => {
    if ('skipped' in rows) return [];
    const where = 'whole' in rows ? '' : ` where ${rows.rows}`;
    return [`select '${table}' as name, t::text as row from ${table} t${where}`];
  });
  const found = await db.query<{ name: string; row: string }>(
    `select name, row from (${parts.join(' union all ')}) r order by name, row`,
    [userId],
  );
  const byTable: Record<string, string[]> = {};
  for (const table of Object.keys(tableRows)) if (!('skipped' in tableRows[table]!)) byTable[table] = [];
  for (const { name, row } of found) byTable[name]!.push(row);
  return byTable;
}
