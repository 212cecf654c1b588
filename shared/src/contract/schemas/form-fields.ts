import { z } from 'zod';

/*
 * POST body fields, shared by every call's body. Bodies arrive as JSON, urlencoded or multipart
 * alike, so every field accepts text; numbers, switches and lists also accept their JSON form.
 * Clients leave empty fields out. Each failure message names the field, so a 400 reply tells the
 * caller exactly what to fix. (Query-string fields: ./common.)
 */

/** Absent, null or only spaces: what a client sends for a field left empty. */
export const isBlankField = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** Refuses the field with this message (inside a transform). */
export const failField = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** A text field: a missing field counts as '' (docs/api-shapes.md). */
export const formText = (name: string, maxLength = 5000) =>
  z
    .string({ error: `${name} must be text` })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .default('');

/** Text that may be left out: absent stays absent (update_profile changes only what is sent). */
export const optionalFormText = (name: string, maxLength: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .optional();

/** A decimal field; '' clears it (null). */
export const formDecimal = (name: string, min: number, max: number) =>
  z.union([z.string(), z.number()]).transform((value, ctx): number | null => {
    if (isBlankField(value)) return null;
    const number = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isFinite(number) && number >= min && number <= max
      ? number
      : failField(ctx, `${name} must be a number from ${min} to ${max}`);
  });

/** A switch that may be left out: 1/true or 0/false/'', absent is false. */
export const formFlag = (name: string) =>
  z
    .union([z.string(), z.number(), z.boolean()])
    .optional()
    .transform((value, ctx): boolean => {
      const word = String(value ?? '')
        .trim()
        .toLowerCase();
      if (word === '1' || word === 'true') return true;
      if (word === '0' || word === 'false' || word === '') return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be 1 or 0` });
      return z.NEVER;
    });

/** A switch that must be sent, stored as 0 or 1: 1/true or 0/false/''. */
export const formSwitch = (name: string) =>
  z.union([z.string(), z.number(), z.boolean()]).transform((value, ctx): 0 | 1 => {
    const word = String(value).trim().toLowerCase();
    if (word === '1' || word === 'true') return 1;
    if (word === '0' || word === 'false' || word === '') return 0;
    return failField(ctx, `${name} must be 1 or 0`);
  });

/** An id field: a whole number from 1, as text or number. */
export const formId = (name: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx): number => {
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isSafeInteger(number) && number >= 1 && number <= 2_147_483_647
      ? number
      : failField(ctx, `${name} must be a whole number from 1`);
  });

/**
 * A list of ids, each from 1 to 2147483647 as formId: "1,2,3", ["1","2"] or [1, 2]; '' or absent is
 * the empty list. Duplicates dropped.
 */
export const formIdList = (name: string, maxItems = 50) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .optional()
    .transform((value, ctx): number[] => {
      if (isBlankField(value)) return [];
      const parts = (Array.isArray(value) ? value : String(value).split(','))
        .map((part) => String(part).trim())
        .filter(Boolean);
      const ids = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
      if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) {
        return failField(ctx, `${name} must be a list of ids`);
      }
      const unique = [...new Set(ids)];
      return unique.length > maxItems ? failField(ctx, `${name} may hold at most ${maxItems} ids`) : unique;
    });

/**
 * A file part as the API received it: kept on the server's disk while the request runs, never
 * whole in memory. Only the API's multipart parser makes these (a class of its own extends this
 * one), so no JSON or urlencoded value, whatever it holds, passes for a file.
 */
export abstract class UploadedFilePart {
  /** Bytes received. */
  abstract readonly size: number;
  /** The name and type the sender gave: shown, never trusted (contents are checked). */
  abstract readonly filename: string;
  abstract readonly mimetype: string;
}

/** A file sent as a multipart part where a form nests it (as the server received it). */
export const uploadedFilePart = z
  .custom<UploadedFilePart>((value) => value instanceof UploadedFilePart, {
    error: 'must be sent as a file part, not as text',
  })
  .meta({ type: 'string', format: 'binary' });

/** e-mail format check shared by the forms and the API. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone number: optional +, then 6 to 15 digits with spaces, dots, dashes or brackets between. */
export const phonePattern = /^\+?[\d\s().-]{6,24}$/;
export const isValidEmail = (email: string) => email.length <= 254 && emailPattern.test(email);
export const isValidPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return phonePattern.test(phone) && digits >= 6 && digits <= 15;
};

/** An object sent as JSON text, as a form field (multipart or urlencoded) carries it; other values as they are. */
export const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
