import type { Property } from '../types/listings';

/** What a small card of a property needs, kept in the browser by compare and recently viewed. */
export interface ListingSummary {
  id: number;
  slug_id: string;
  title: string;
  title_image: string | null;
  price: number | string;
  property_type: string;
  rentduration: string | null;
  city: string | null;
}

export function listingSummary(property: Property): ListingSummary {
  return {
    id: property.id,
    slug_id: property.slug_id,
    title: property.title,
    title_image: property.title_image_thumb || property.title_image || null,
    price: property.price,
    property_type: String(property.property_type),
    rentduration: property.rentduration ?? null,
    city: property.city ?? null,
  };
}

/** Whether a stored value is still a summary (older or edited storage is skipped). */
export function isListingSummary(value: unknown): value is ListingSummary {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<ListingSummary>;
  return (
    typeof entry.id === 'number' &&
    typeof entry.slug_id === 'string' &&
    typeof entry.title === 'string' &&
    (typeof entry.price === 'number' || typeof entry.price === 'string')
  );
}
