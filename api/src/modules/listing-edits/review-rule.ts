import type { Queryable } from '../../db/db';
import type { AuthUser } from '../../http/auth';
import { isVerifiedAgent } from '../listing-rules/review';

/**
 * Which changes send a live (approved) listing back to review, field by field, for properties and
 * projects alike. A moderator approved what readers see; an edit that puts something new in front
 * of them (words, pictures, files, links) waits for a moderator again, as a new listing does.
 * Facts an owner keeps current (price, sale or rent, stage, numbers) stay live: they carry no
 * message, every change is in the edit log, and holding them would hide good listings daily.
 */
export const reviewedFields = {
  // Free text every reader sees: where a scam's words go (a probe got one live by retitling).
  title: true,
  description: true,
  // The place as text on the page (a property's address line, a project's location): free text too,
  // and moving a listing to another street or city is a new listing for readers and for search.
  address: true,
  location: true,
  city: true,
  state: true,
  country: true,
  // Shown to people who contact the owner: where a phone number or payment details would go.
  client_address: true,
  // The pin alone says nothing to a reader; a moved pin runs the duplicate check again, and the
  // place's words above are reviewed (the web form changes them with the pin).
  latitude: false,
  longitude: false,
  // What search results and link previews show of the page: its words outside the page.
  meta_title: true,
  meta_description: true,
  // Read by no person (and ignored by search engines): nothing to deceive anyone with.
  meta_keywords: false,
  // Pictures a moderator has not seen: the main photo, the 3D picture, the link-preview picture,
  // the gallery. A picture only removed shows nothing new (changesForReview).
  title_image: true,
  image: true,
  three_d_image: true,
  meta_image: true,
  gallery: true,
  // A PDF can carry what the description may not: bank details, a forged contract.
  documents: true,
  // A video plays on the page: content nobody reviewed.
  video_link: true,
  // A project's floor plans: a drawing is a picture or a PDF, its title text readers see.
  plan_drawing: true,
  plan_title: true,
  // A category's details given as free text (textbox, textarea and file details, choices
  // without a list of their own): text readers see, like the description.
  text_detail: true,
  // Numbers and choices from the admin's own list: they say nothing a moderator did not write.
  chosen_detail: false,
  // Distances to nearby places: numbers.
  facility_distance: false,
  // Routine (owners lower prices to sell), kept in the price history, and the favouriters'
  // price-drop alerts are about a live listing's new price: a price edit stays live.
  price: false,
  // Sale or rent and the rent period: facts of the offer (marking it sold is its own call).
  property_type: false,
  rentduration: false,
  // A project's stage (upcoming, under construction): progress, not content.
  type: false,
  // A choice among the admin's categories.
  category_id: false,
  // Whether only premium members open it: the owner's choice of audience, nothing shown.
  is_premium: false,
} as const satisfies Record<string, boolean>;

export type EditedField = keyof typeof reviewedFields;

/** The fields whose old and new values are stored files (keys), not text. */
export const fileFields: ReadonlySet<EditedField> = new Set([
  'title_image',
  'image',
  'three_d_image',
  'meta_image',
  'gallery',
  'documents',
  'plan_drawing',
]);

/**
 * One change of an edit: `item` names which detail, facility or floor plan ('' for the listing's
 * own fields); `old` and `new` are the values as text, files by their stored key, null for none
 * (a file added has no old value, one removed no new one).
 */
export interface FieldChange {
  field: EditedField;
  item: string;
  old: string | null;
  new: string | null;
}

/**
 * A category detail's field in the rule: free text unless its value is checked to be a number or
 * one of the admin's choices (a choice detail without a list of choices takes any text).
 */
export function detailField(type: string, choices: number): 'text_detail' | 'chosen_detail' {
  if (type === 'number') return 'chosen_detail';
  const listed = type === 'dropdown' || type === 'radiobutton' || type === 'checkbox';
  return listed && choices > 0 ? 'chosen_detail' : 'text_detail';
}

/** The changes that need a moderator: a reviewed field given something new (not only emptied of a file). */
export const changesForReview = (changes: readonly FieldChange[]) =>
  changes.filter((change) => reviewedFields[change.field] && change.new !== null);

/**
 * Whose edits of a live listing stay live: an admin's (a moderator's own word) and a verified
 * agent's (a moderator checked who they are and their licence, so they answer for what they
 * show; the edit log lets a moderator look afterwards). Anyone else's reviewed changes wait.
 */
export async function editsStayLive(db: Queryable, editor: AuthUser): Promise<boolean> {
  return editor.role === 'admin' || (await isVerifiedAgent(db, editor.id));
}
