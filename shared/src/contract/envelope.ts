import { z } from 'zod';

/** Machine codes of failure replies; the HTTP status goes with them (docs/ARCHITECTURE.md §3). */
export const errorCodes = {
  invalidInput: 400,
  unauthorized: 401,
  accountDeactivated: 401,
  forbidden: 403,
  /** A sensitive operator call whose session last proved its holder too long ago: confirm-identity, then again. */
  reauthenticationRequired: 403,
  packageMissing: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  /** A payment provider could not be reached or refused the request. */
  paymentProviderError: 502,
  /** Too busy, or shutting down: try again in a moment (Retry-After says when, if known). */
  serviceUnavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export interface SuccessEnvelope<T> {
  error: false;
  message: string;
  data: T;
  total?: number;
  [extra: string]: unknown;
}

export interface FailureEnvelope {
  error: true;
  message: string;
  code: string;
  /** The same as `code`: existing clients of this API read the machine code here. */
  key: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export const failureEnvelopeSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.string(),
  key: z.string(),
});

/** A success envelope around `data`, for reply schemas and the OpenAPI document. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.looseObject({ error: z.literal(false), message: z.string(), data, total: z.number().int().optional() });
