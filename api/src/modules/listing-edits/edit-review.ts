import { sql } from 'kysely';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { AuthUser } from '../../http/auth';
import type { ListingKind } from '../listing-rules/listing-kind';
import { storeNotice, type StoredNotice } from '../notifications/notify';
import { recordEdit } from './edit-log';
import { contentChanges, listingContent, type ListingContent } from './listing-content';
import { changesForReview, editsStayLive, type EditedField, type FieldChange } from './review-rule';

/** How the owner's notice names what they changed. */
const changedWords: Partial<Record<EditedField, string>> = {
  title: 'title',
  description: 'description',
  address: 'address',
  location: 'address',
  city: 'address',
  state: 'address',
  country: 'address',
  client_address: 'contact address',
  meta_title: 'search-engine texts',
  meta_description: 'search-engine texts',
  title_image: 'pictures',
  image: 'pictures',
  three_d_image: 'pictures',
  meta_image: 'pictures',
  gallery: 'pictures',
  documents: 'documents',
  video_link: 'video',
  plan_drawing: 'floor plans',
  plan_title: 'floor plans',
  text_detail: 'details',
};

const listed = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The owner's notice of a live listing their edit sent back to review: why it is hidden again. */
export function reviewNotice(
  kind: ListingKind,
  listing: { id: number; user_id: number; title: string },
  held: FieldChange[],
) {
  const { noun } = kind.renewal;
  const words = listed([...new Set(held.map((change) => changedWords[change.field] ?? change.field))]);
  return {
    userId: listing.user_id,
    propertyId: kind.table === 'properties' ? listing.id : null,
    type: `${noun}_edit_review`,
    title: `Your ${noun} is waiting for review`,
    message:
      `"${listing.title}" is hidden until a moderator approves the new ${words}. ` +
      'Changes to the title, description, pictures or documents of a live listing are checked before they are shown.',
    collapseKey: `edit-review:${noun}:${listing.id}`,
  };
}

/**
 * After an edit's changes are written, in its transaction (the listing's row locked): what
 * changed since `before` goes to the edit log, and a live listing whose owner may not change it
 * unseen (review-rule.ts) goes back to review, its owner told why. Answers the notice to deliver
 * once committed.
 */
export async function reviewEdit(
  tx: Queryable,
  edit: { kind: ListingKind; id: number; editor: AuthUser; before: ListingContent; requestStatusBefore: string },
): Promise<{ sentToReview: boolean; notices: StoredNotice[] }> {
  const { kind, id } = edit;
  const changes = contentChanges(edit.before, await listingContent(tx, kind, id));
  if (changes.length === 0) return { sentToReview: false, notices: [] };
  const held =
    edit.requestStatusBefore === 'approved' && !(await editsStayLive(tx, edit.editor)) ? changesForReview(changes) : [];
  await recordEdit(tx, {
    subject: kind.renewal.noun,
    subjectId: id,
    editedBy: edit.editor.id,
    requestStatusBefore: edit.requestStatusBefore,
    sentToReview: held.length > 0,
    changes,
  });
  if (held.length === 0) return { sentToReview: false, notices: [] };
  const db = kyselyOf(tx);
  const [listing] = await db
    .updateTable(db.dynamic.table(kind.table).as('l'))
    .set({ request_status: sql.lit('pending'), updated_at: sql<Date>`now()` })
    .where('l.id', '=', id)
    .returning(['l.id', 'l.user_id', 'l.title'])
    .execute();
  return { sentToReview: true, notices: [await storeNotice(tx, reviewNotice(kind, listing!, held))] };
}
