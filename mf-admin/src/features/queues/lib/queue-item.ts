import { projectPagePath, propertyPagePath } from '@domus/shared/contract/page-paths';
import type { ListingReport, PendingAdvertisement, PendingListing, ReviewClaim } from '@domus/shared/contract';

import type { QueueKind } from './queue-kinds';

/** Someone an item names: a listing's owner, a report's reporter. */
export interface QueuePerson {
  name: string;
  email: string;
}

/** One item of a queue as the screen shows it, whatever its kind. */
export interface QueueItem {
  kind: QueueKind;
  id: number;
  title: string;
  /** A property's price; null for the other kinds. */
  price: number | null;
  city: string;
  /** Thumbnail URLs, title image first. */
  images: string[];
  /** Who posted the listing (or asked for the advertisement). */
  owner: QueuePerson | null;
  submitted: string;
  /** Who has it open, and until when; null when nobody does. */
  claim: ReviewClaim | null;
  /** The listing's page on the public site. */
  publicPath: string;
  /** A report: who filed it and why. */
  report?: { reporter: QueuePerson; reason: string; message: string };
}

export function propertyItem(row: PendingListing): QueueItem {
  return listingItem('property', row, propertyPagePath(row.slug_id));
}

export function projectItem(row: PendingListing): QueueItem {
  return listingItem('project', row, projectPagePath(row.slug_id));
}

function listingItem(kind: QueueKind, row: PendingListing, publicPath: string): QueueItem {
  return {
    kind,
    id: row.id,
    title: row.title,
    price: row.price,
    city: row.city,
    images: row.images,
    owner: { name: row.owner_name, email: row.owner_email },
    submitted: row.created_at,
    claim: row.claim,
    publicPath,
  };
}

export function advertisementItem(row: PendingAdvertisement): QueueItem {
  return {
    kind: 'advertisement',
    id: row.id,
    title: row.listing.title,
    price: null,
    city: row.listing.city,
    images: row.listing.image ? [row.listing.image] : [],
    owner: { name: row.owner_name, email: row.owner_email },
    submitted: row.created_at,
    claim: row.claim,
    publicPath:
      row.feature_for === 'property' ? propertyPagePath(row.listing.slug_id) : projectPagePath(row.listing.slug_id),
  };
}

export function reportItem(row: ListingReport): QueueItem {
  return {
    kind: 'report',
    id: row.id,
    title: row.property_title,
    price: null,
    city: '',
    images: [],
    owner: null,
    submitted: row.created_at,
    claim: row.claim,
    publicPath: propertyPagePath(row.property_slug_id),
    report: {
      reporter: { name: row.reporter_name, email: row.reporter_email },
      reason: row.reason,
      message: row.other_message,
    },
  };
}
