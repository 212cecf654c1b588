import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  chatMessages,
  errorCodes,
  listingMessages,
  type ErrorCode,
  type FailureEnvelope,
} from '@domus/shared/contract';
import { ApiError } from './api-error';

const internalMessage = 'Something went wrong on our side. Please try again later.';

const codeByStatus = new Map<number, ErrorCode>([
  [400, 'invalidInput'],
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'notFound'],
  [409, 'conflict'],
  [413, 'payloadTooLarge'],
  [415, 'unsupportedMediaType'],
  [429, 'tooManyRequests'],
]);

/** The failure envelope; replies that skip the error handler on purpose (load shedding) use it too. */
/** A failure reply; `key` repeats `code` for the clients of this API that read it there. */
export const failure = (message: string, code: string): FailureEnvelope => ({ error: true, message, code, key: code });

/** Sentences of the contract that stand alone: they say which field they are about. */
const wholeSentences: ReadonlySet<string> = new Set([
  ...Object.values(listingMessages),
  ...Object.values(chatMessages),
]);

/** The first problem as one sentence that names the field (the contract's messages already do). */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? 'is invalid';
  if (wholeSentences.has(message) || (field && message.startsWith(field.split('.')[0]!))) return message;
  if (field) return `${field}: ${message}`;
  return `Invalid ${error.validationContext ?? 'request'}: ${message}`;
}

/**
 * The one place failures become replies. Caller mistakes get their status and a message
 * meant for people; anything else is logged and answered with a generic 500, never with
 * internals or a stack trace.
 */
export function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.status(400).send(failure(validationMessage(error), 'invalidInput'));
  }
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.headers(error.headers).status(error.statusCode).send(failure(error.message, error.code));
  }
  const status = error.statusCode ?? 500;
  const code = codeByStatus.get(status);
  if (status < 500 && code) {
    return reply.status(status).send(failure(error.message, code));
  }
  if (status < 500) {
    return reply.status(status).send(failure(error.message, 'invalidInput'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(errorCodes.internal).send(failure(internalMessage, 'internal'));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.status(404).send(failure(`There is no ${request.method} ${path}.`, 'notFound'));
}
