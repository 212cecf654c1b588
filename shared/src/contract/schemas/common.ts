import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Paging of every list call (docs/api-shapes.md "Paging"). */
export const paging = {
  defaultLimit: 10,
  maxLimit: 100,
  maxOffset: 1_000_000,
  /**
   * Listing searches can be paged through their first this many matches; deeper pages are
   * refused. Searches by category, type, city and price count every match exactly; others
   * count exactly up to this many, and past it `total` is this number and `total_is_capped`
   * is true (shown as "10,000+").
   */
  exactTotalUpTo: 10_000,
} as const;

/*
 * Query-string fields. Values arrive as text; an empty value counts as absent because
 * clients send every filter, filled or not (`?city=&category_id=3`). Each failure message
 * names the field, so a 400 reply tells the caller exactly what to fix. (POST body fields:
 * ./form-fields.)
 */
const rawQueryValue = z.string().optional();
const isBlank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

type Issue = { code: 'custom'; message: string; input: unknown };
type Ctx = { addIssue(issue: Issue): void };
const fail = (ctx: Ctx, value: string, message: string) => {
  ctx.addIssue({ code: 'custom', message, input: value });
  return z.NEVER;
};

/** Free text, trimmed. */
export const queryText = (name: string, maxLength = 200) =>
  rawQueryValue.describe(`${name}: text up to ${maxLength} characters`).transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const text = value.trim();
    return text.length > maxLength ? fail(ctx, value, `${name} must be at most ${maxLength} characters`) : text;
  });

/** A whole number within [min, max]. */
export const queryWholeNumber = (name: string, min: number, max: number) =>
  rawQueryValue.describe(`${name}: whole number from ${min} to ${max}`).transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const number = /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(number) && number >= min && number <= max
      ? number
      : fail(ctx, value, `${name} must be a whole number from ${min} to ${max}`);
  });

/** An id: a whole number from 1. */
export const queryId = (name: string) => queryWholeNumber(name, 1, 2_147_483_647);

/** A decimal number within [min, max] (prices, coordinates). */
export const queryDecimal = (name: string, min: number, max: number) =>
  rawQueryValue.describe(`${name}: number from ${min} to ${max}`).transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const number = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
    return Number.isFinite(number) && number >= min && number <= max
      ? number
      : fail(ctx, value, `${name} must be a number from ${min} to ${max}`);
  });

/** A switch: 1/true or 0/false. */
export const queryFlag = (name: string) =>
  rawQueryValue.describe(`${name}: 1 or 0`).transform((value, ctx) => {
    if (isBlank(value)) return undefined;
    const word = value.trim().toLowerCase();
    if (word === '1' || word === 'true') return true;
    if (word === '0' || word === 'false') return false;
    return fail(ctx, value, `${name} must be 1 or 0`);
  });

/** One of a fixed set of words; `aliases` maps extra spellings (codes) onto them. */
export const queryChoice = <const Word extends string>(
  name: string,
  words: readonly Word[],
  aliases: Readonly<Record<string, Word>> = {},
) => {
  const accepted = [...words, ...Object.keys(aliases)];
  return rawQueryValue.describe(`${name}: one of ${accepted.join(', ')}`).transform((value, ctx): Word | undefined => {
    if (isBlank(value)) return undefined;
    const word = value.trim().toLowerCase();
    if ((words as readonly string[]).includes(word)) return word as Word;
    if (Object.hasOwn(aliases, word)) return aliases[word];
    return fail(ctx, value, `${name} must be one of: ${accepted.join(', ')}`);
  });
};

/** `limit`: a whole number from 1; more than the maximum gets the maximum (a full page, not an error). */
const queryLimit = (defaultLimit: number) =>
  rawQueryValue
    .describe(
      `limit: whole number from 1 (default ${defaultLimit}; above ${paging.maxLimit} counts as ${paging.maxLimit})`,
    )
    .transform((value, ctx) => {
      if (isBlank(value)) return defaultLimit;
      const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number) || number < 1) return fail(ctx, value, 'limit must be a whole number from 1');
      return Math.min(number, paging.maxLimit);
    });

/** `offset` and `limit` of a list call; `defaultLimit` for short lists meant to be shown whole. */
export const pagingFields = (defaultLimit: number = paging.defaultLimit) => ({
  offset: queryWholeNumber('offset', 0, paging.maxOffset).transform((value) => value ?? 0),
  limit: queryLimit(defaultLimit),
});

/** `offset` and `limit` of every list call, with their defaults (0 and 10). */
export const pagingQuery = pagingFields();

/**
 * Where a keyset page starts: the last row of the page before, by its time (UTC, to the
 * microsecond, as the database keeps it: a JavaScript date would round it) and its id.
 */
export interface KeysetPosition {
  at: string;
  id: number;
}

const keysetCursorPattern = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?Z)_(\d{1,15})$/;

/** A `next_cursor` as the position it names, or undefined when it is not one. */
export function keysetPositionOf(cursor: string): KeysetPosition | undefined {
  const match = keysetCursorPattern.exec(cursor.trim());
  const id = Number(match?.[2]);
  return match && !Number.isNaN(Date.parse(match[1]!)) && Number.isSafeInteger(id) && id >= 1
    ? { at: match[1]!, id }
    : undefined;
}

/** The `next_cursor` of a page ending at this row (`<time>_<id>`; opaque to clients). */
export const keysetCursorOf = (row: KeysetPosition) => `${row.at}_${row.id}`;

/** `cursor`: the `next_cursor` of the page before (absent or empty: the first page), as its position. */
export const keysetCursor = z
  .string()
  .optional()
  .describe('cursor: the next_cursor of the page before')
  .transform((value, ctx): KeysetPosition | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const position = keysetPositionOf(value);
    if (position) return position;
    ctx.addIssue({ code: 'custom', message: 'cursor must be the next_cursor of a page of this list', input: value });
    return z.NEVER;
  });

/**
 * Keyset paging of the operators' long lists: `cursor` is the `next_cursor` of the page before
 * (absent for the first page), so a page costs the same at the millionth row as at the first.
 */
export const keysetFields = (defaultLimit: number = paging.defaultLimit) => ({
  cursor: keysetCursor,
  limit: queryLimit(defaultLimit),
});

/** A keyset page: `data`, then `next_cursor` for the page after it, or null at the end. */
export const keysetEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.array(item)).extend({ next_cursor: z.string().nullable() });

/** A list reply: `data` is the page, `total` counts every match before paging. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.array(item)).extend({ total: z.number().int().min(0) });

/** A keyset page with the count of every match: `data`, `total`, and `next_cursor` (null on the last page). */
export const countedKeysetEnvelope = <T extends z.ZodType>(item: T) =>
  listEnvelope(item).extend({ next_cursor: z.string().nullable() });

/**
 * A list of listings: `total` counts every match, or stops at paging.exactTotalUpTo and
 * `total_is_capped` says there are more, or is an estimate (`total_is_estimate`: a text
 * search with thousands of matches, rounded to two figures); `pageable_total` is how many of
 * them can be paged through (offsets below it).
 */
export const cappedListEnvelope = <T extends z.ZodType>(item: T) =>
  listEnvelope(item).extend({
    total_is_capped: z.boolean(),
    total_is_estimate: z.boolean(),
    pageable_total: z.number().int().min(0),
  });

/** URL of a stored file (relative `/uploads/...` or absolute when PUBLIC_URL is set); '' when none. */
export const fileUrl = z.string();
/** ISO 8601 timestamp. */
export const isoDateTime = z.string();
