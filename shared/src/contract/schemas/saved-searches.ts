import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, listEnvelope, pagingQuery, queryText } from './common';
import { formId } from './form-fields';
import { mapMessages, parsePolygon } from './map';
import { boundingBoxFields, checkBoundingBox, checkPriceRange, listingFilterFields } from './properties';
import {
  savedSearchFrequencies,
  savedSearchLimits,
  savedSearchMessages,
  type SavedSearchFrequency,
} from '../rules/saved-searches';

/*
 * Saved searches: a member keeps a search (get_property's filters, optionally a drawn map area)
 * and is told when listings that match it become visible: in the app at once, by e-mail as
 * often as the search's frequency says. Only other members' listings are ever matched.
 */

export { savedSearchFrequencies, savedSearchLimits, savedSearchMessages } from '../rules/saved-searches';
export type { SavedSearchFrequency } from '../rules/saved-searches';

/** The notice a member gets when listings match one of their saved searches. */
export const savedSearchNoticeType = 'saved_search_match';

/** Filters that name one listing or the reader: a saved search follows a list of other members' listings. */
const refusedFilters: Record<string, string> = {
  id: 'a saved search follows a list of listings, not one listing',
  slug_id: 'a saved search follows a list of listings, not one listing',
  get_simiilar: 'a saved search follows a list of listings, not the listings similar to one',
  users_promoted: 'a saved search never matches your own listings',
};

/** A member's own listings never match their search (users_promoted is refused above). */
const { users_promoted: _usersPromoted, ...searchFilterFields } = listingFilterFields;

const polygonField = queryText('polygon', 4000).transform((value, ctx) => {
  if (value === undefined) return undefined;
  if (!parsePolygon(value)) {
    ctx.addIssue({ code: 'custom', message: mapMessages.polygonInvalid });
    return z.NEVER;
  }
  // Kept as the member drew it: the results link gives the map the same text back.
  return value;
});

/** An object of filters, or the same as JSON text (a form field); each value as get_property's query takes it. */
const asQueryValues = (value: unknown): unknown => {
  let object = value;
  if (typeof value === 'string') {
    try {
      object = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return object;
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, item]) =>
      item === null || item === undefined ? [] : [[key, typeof item === 'object' ? item : String(item)]],
    ),
  );
};

/**
 * The filters of a saved search: get_property's (category, city, state, country, type, price
 * range, posted since, search text, owner, featured) and a drawn area, the map's box
 * (`min_lat`, `max_lat`, `min_lng`, `max_lng`, all four) and/or a `polygon` ("lat,lng;..."). At
 * least one must be set. Paging and orders are dropped; filters that name one listing are refused.
 */
export const savedSearchFilters = z.preprocess(
  asQueryValues,
  z
    .record(z.string(), z.unknown(), { error: 'filters must be an object of get_property filters' })
    .superRefine((raw, ctx) => {
      for (const [key, why] of Object.entries(refusedFilters)) {
        if (raw[key] !== undefined && raw[key] !== '') {
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} cannot be saved: ${why}` });
        }
      }
    })
    .pipe(
      z
        .object({ ...searchFilterFields, ...boundingBoxFields, polygon: polygonField })
        .superRefine(checkPriceRange)
        .superRefine(checkBoundingBox)
        .superRefine((filters, ctx) => {
          if (Object.values(filters).every((value) => value === undefined)) {
            ctx.addIssue({ code: 'custom', message: savedSearchMessages.noFilter });
          }
        }),
    ),
);
export type SavedSearchFilters = z.output<typeof savedSearchFilters>;

const savedSearchName = z
  .string({ error: savedSearchMessages.nameRequired })
  .transform((value) => value.trim())
  .refine((value) => value !== '', { error: savedSearchMessages.nameRequired })
  .refine((value) => value.length <= savedSearchLimits.nameMaxLength, { error: savedSearchMessages.nameTooLong });

const frequencyField = z
  .string({ error: savedSearchMessages.frequencyInvalid })
  .transform((value) => value.trim().toLowerCase())
  .refine((value): value is SavedSearchFrequency => (savedSearchFrequencies as readonly string[]).includes(value), {
    error: savedSearchMessages.frequencyInvalid,
  });

const pausedField = z.union([z.string(), z.number(), z.boolean()]).transform((value, ctx): boolean => {
  const word = String(value).trim().toLowerCase();
  if (word === '1' || word === 'true') return true;
  if (word === '0' || word === 'false') return false;
  ctx.addIssue({ code: 'custom', message: 'paused must be 1 (no alerts) or 0 (alerts on)' });
  return z.NEVER;
});

/** save-search (POST, auth): a new saved search of the caller's; `frequency` of e-mails, in-app notices always. */
export const saveSearchBody = z.object({
  name: savedSearchName,
  frequency: frequencyField.default('daily'),
  filters: savedSearchFilters,
});

/** update-saved-search (POST, auth): rename, change the frequency, pause (1) or resume (0). */
export const updateSavedSearchBody = z
  .object({
    saved_search_id: formId('saved_search_id'),
    name: savedSearchName.optional(),
    frequency: frequencyField.optional(),
    paused: pausedField.optional(),
  })
  .refine((body) => body.name !== undefined || body.frequency !== undefined || body.paused !== undefined, {
    error: savedSearchMessages.nothingToChange,
    path: ['name'],
  });

/** delete-saved-search (POST, auth): the search and what it found go. */
export const deleteSavedSearchBody = z.object({ saved_search_id: formId('saved_search_id') });

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(savedSearchFrequencies),
  /** 1: no alerts (paused by the member or by an e-mail's unsubscribe link). */
  paused: z.union([z.literal(0), z.literal(1)]),
  /** The filters as saved: get_property's query (and the map's area) of the search. */
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Where the site shows the search's results (a path: /properties?... or /map?... for a drawn area). */
  results_path: z.string(),
  /** Listings it has matched so far. */
  total_matches: z.number().int().min(0),
  last_matched_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchReply = successEnvelope(savedSearchSchema);
/** get-saved-searches (GET, auth): the caller's saved searches, newest first. */
export const getSavedSearchesQuery = z.object({ ...pagingQuery });
export const getSavedSearchesReply = listEnvelope(savedSearchSchema);
export const deleteSavedSearchReply = successEnvelope(z.object({ id: z.number().int() }));

/**
 * saved-search-unsubscribe (POST, no sign-in): the signed token of an e-mail's link pauses that
 * search. Mail clients send it as RFC 8058's one-click POST (token in the URL, body
 * `List-Unsubscribe=One-Click`). A forged or altered token is a 400 and changes nothing.
 */
export const unsubscribeSavedSearchQuery = z.object({ token: queryText('token', 200) });
export const unsubscribeSavedSearchBody = z
  .object({ token: z.string().max(200).optional(), 'List-Unsubscribe': z.string().max(50).optional() })
  .optional();
export const unsubscribeSavedSearchReply = successEnvelope(
  z.object({ id: z.number().int(), name: z.string(), paused: z.literal(1) }),
);
