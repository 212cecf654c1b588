import { ApiError } from '@domus/shared/api';
import { listingMessages } from '@domus/shared/contract';

/** The form field each of the contract's refusals is about. */
const fieldOfMessage: Partial<Record<string, string>> = {
  [listingMessages.titleRequired]: 'title',
  [listingMessages.descriptionRequired]: 'description',
  [listingMessages.priceRequired]: 'price',
  [listingMessages.categoryRequired]: 'category_id',
  [listingMessages.rentDurationRequired]: 'rentduration',
  [listingMessages.locationIncomplete]: 'location',
  [listingMessages.titleImageRequired]: 'title_image',
  [listingMessages.parameterRequired]: 'parameters',
};

/** Server field names that live under another name in the forms. */
const formFieldOf: Partial<Record<string, string>> = {
  city: 'location',
  state: 'location',
  country: 'location',
  address: 'location',
  latitude: 'location',
  longitude: 'location',
};

export interface ServerFailure {
  message: string;
  /** The form field the reply names, when it names one of `fields`. */
  field?: string;
}

/**
 * What a refused save says and which field it is about: the API names the field either
 * as "field: message", as the message's first word ("price must be a number…"), or by
 * answering one of the contract's listing messages.
 */
export function serverFailure(error: unknown, fields: readonly string[]): ServerFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { message };
  const known = fieldOfMessage[message];
  if (known && fields.includes(known)) return { message, field: known };
  const named = /^([a-z_]+)(?:[.[\]\w]*)?(?::| must| is| may)\b/.exec(message)?.[1];
  const field = named ? (formFieldOf[named] ?? named) : undefined;
  return field && fields.includes(field) ? { message, field } : { message };
}
