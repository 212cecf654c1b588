import { adBannerPages, adBannerPlacements, type AdBannerPage } from '@domus/shared/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { kyselyOf, type TableRow } from '../../db/kysely';
import { preparePicture, removeListingFiles, UploadBatch, type PictureMinSize } from '../../files/listing-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { invalidInput, notFound } from '../../http/api-error';
import type { Queryable } from '../../db/db';
import type { OperatorActor } from '../operator-log/record';
import { publicProperty as publicListing, publicPropertyAs } from '../listing-rules/visibility';
import { recordOperatorAction } from '../operator-log/record';
import type { Narrowed } from '../properties/rows';
import { placementRank } from './service';

/** Which clients show a banner: the site, the apps, or both. */
export const bannerPlatforms = ['web', 'app', 'all'] as const;
export type BannerPlatform = (typeof bannerPlatforms)[number];

/** The smallest banner picture: a phone's 320x50. */
export const bannerMinSize: PictureMinSize = { width: 320, height: 50 };

const maxLinkLength = 2000;
const maxSequence = 1_000_000;

/** A banner to add. `property`: a listing's id or slug. */
export interface BannerDraft {
  page: string;
  placement: string;
  platform?: string;
  /** The picture file (JPEG or PNG). */
  image: UploadedFile;
  link?: string;
  property?: string;
  /** Shown from (now when absent) until (open-ended when absent). */
  from?: Date;
  until?: Date;
  sequence?: number;
}

/** A banner as the admin sees it: its dates, its state now, and what it opens. */
export type BannerListing = Narrowed<
  TableRow<
    'ad_banners',
    | 'id'
    | 'page'
    | 'placement'
    | 'platform'
    | 'sequence'
    | 'image'
    | 'external_link_url'
    | 'property_id'
    | 'starts_at'
    | 'ends_at'
  >,
  // The CHECK constraint of migration 026.
  { platform: BannerPlatform }
> & {
  /** `image` as clients load it (`image` is as stored: a file key or the bucket's URL). */
  image_url: string;
  property_slug: TableRow<'properties', 'slug_id'>['slug_id'] | null;
  property_public: boolean;
  state: 'running' | 'scheduled' | 'ended';
};

const oneOf = (name: string, value: string, words: readonly string[]) => {
  if (!words.includes(value)) throw invalidInput(`${name} must be one of: ${words.join(', ')}`);
  return value;
};

/** An http(s) address as stored (the URL's normalised form), or '' when none is given. */
function linkOf(text: string | undefined) {
  const link = text?.trim() ?? '';
  if (link === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(link);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw invalidInput(`link must be an http(s) address, e.g. https://example.com/offer (not "${link}")`);
  }
  if (url.href.length > maxLinkLength) throw invalidInput(`link must be at most ${maxLinkLength} characters`);
  return url.href;
}

/** A banner for the decision log: where, when and what it opens. */
const logged = (banner: BannerListing) => ({
  page: banner.page,
  placement: banner.placement,
  platform: banner.platform,
  sequence: banner.sequence,
  image: banner.image,
  external_link_url: banner.external_link_url,
  property_id: banner.property_id,
  starts_at: banner.starts_at.toISOString(),
  ends_at: banner.ends_at?.toISOString() ?? null,
});

/**
 * The admin's banner advertisements (the console's Content screen and pnpm admin banners:*,
 * each change written to the decision log with who made it and through what). A banner is checked whole before
 * its picture is stored, and the picture is removed again when the row cannot be written.
 */
export class BannerAdministration {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'files' | 'storage'>) {}

  private get storage() {
    return this.deps.storage;
  }

  /** Every banner, ended and scheduled ones too, in the order replies list them. */
  async list(id?: number, db: Queryable = this.deps.db): Promise<BannerListing[]> {
    const rows = await kyselyOf(db)
      .selectFrom('ad_banners as b')
      .leftJoin('properties as p', 'p.id', 'b.property_id')
      .select((eb) => [
        'b.id',
        'b.page',
        'b.placement',
        'b.platform',
        'b.sequence',
        'b.image',
        'b.external_link_url',
        'b.property_id',
        'p.slug_id as property_slug',
        sql<boolean>`coalesce(${publicPropertyAs('p')(eb)}, false)`.as('property_public'),
        'b.starts_at',
        'b.ends_at',
        sql<BannerListing['state']>`case when b.starts_at > now() then 'scheduled'
          when b.ends_at is not null and b.ends_at <= now() then 'ended'
          else 'running' end`.as('state'),
      ])
      .$narrowType<Pick<BannerListing, 'platform'>>()
      .$if(id !== undefined, (qb) => qb.where('b.id', '=', id!))
      .orderBy(sql`${placementRank('b')} nulls last`)
      .orderBy('b.sequence')
      .orderBy('b.id')
      .execute();
    return rows.map((row) => ({ ...row, image_url: this.deps.files.url(row.image) }));
  }

  async add(draft: BannerDraft, actor: OperatorActor, now = new Date()): Promise<BannerListing> {
    const page = oneOf('page', draft.page, adBannerPages) as AdBannerPage;
    oneOf(`placement on ${page}`, draft.placement, adBannerPlacements[page]);
    const platform = oneOf('platform', draft.platform ?? 'all', bannerPlatforms);
    const link = linkOf(draft.link);
    const propertyId = draft.property === undefined ? null : await this.publicProperty(draft.property);
    if (link === '' && propertyId === null) {
      throw invalidInput('A banner opens a link or a listing: give a link, a property, or both');
    }
    const from = draft.from ?? now;
    if (draft.until && draft.until <= now) throw invalidInput('The end date has passed: the banner would never show');
    if (draft.until && draft.until <= from) throw invalidInput('The banner must end after it starts');
    const sequence = draft.sequence ?? 0;
    if (!Number.isSafeInteger(sequence) || sequence < 0 || sequence > maxSequence) {
      throw invalidInput(`sequence must be a whole number from 0 to ${maxSequence}`);
    }

    const picture = await preparePicture(draft.image, 'image', 'banners', bannerMinSize);
    const batch = new UploadBatch(this.storage);
    try {
      const image = await batch.write(picture);
      return await this.deps.db.transaction(async (tx) => {
        const row = await kyselyOf(tx)
          .insertInto('ad_banners')
          .values({
            page,
            placement: draft.placement,
            platform,
            image,
            external_link_url: link,
            property_id: propertyId,
            sequence,
            starts_at: from,
            ends_at: draft.until ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const banner = (await this.list(row.id, tx))[0]!;
        await recordOperatorAction(tx, { ...actor, action: 'banner.add', subjectId: row.id, after: logged(banner) });
        return banner;
      });
    } catch (error) {
      await batch.discard();
      throw error;
    }
  }

  /** Removes the banner and its picture (the demo's pictures are never removed). */
  async remove(id: number, actor: OperatorActor): Promise<BannerListing> {
    const banner = await this.deps.db.transaction(async (tx) => {
      const [found] = await this.list(id, tx);
      if (!found) throw notFound(`There is no banner ${id}`);
      await kyselyOf(tx).deleteFrom('ad_banners').where('id', '=', id).execute();
      await recordOperatorAction(tx, { ...actor, action: 'banner.remove', subjectId: id, before: logged(found) });
      return found;
    });
    await removeListingFiles(this.storage, [banner.image]);
    return banner;
  }

  /** The id of the public listing with this id or slug. */
  private async publicProperty(idOrSlug: string) {
    const key = idOrSlug.trim();
    const byId = /^\d{1,9}$/.test(key);
    const property = await kyselyOf(this.deps.db)
      .selectFrom('properties as p')
      .select((eb) => ['p.id', publicListing(eb).$castTo<boolean>().as('public')])
      .where((eb) => (byId ? eb('p.id', '=', sql<number>`${key}::int`) : eb('p.slug_id', '=', key)))
      .executeTakeFirst();
    if (!property) throw invalidInput(`There is no listing "${key}" (give its id or slug)`);
    if (!property.public) {
      throw invalidInput(
        `Listing #${property.id} is not public (inactive or not approved): a banner opens public listings only`,
      );
    }
    return property.id;
  }
}
