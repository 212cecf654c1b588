import type { z } from 'zod';
import { chatMessages } from '@domus/shared/contract';
import { invalidInput } from '../../http/api-error';

const ownMessages: ReadonlySet<string> = new Set(Object.values(chatMessages));

/**
 * Parses a multipart body's text fields with a contract schema (multipart bodies are read
 * by the handler, not the route schema); the first problem becomes a 400, naming its field
 * unless it is one of the chat's own sentences.
 */
export function parseChatFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'is invalid';
  if (!field || ownMessages.has(message) || message.startsWith(field)) throw invalidInput(message);
  throw invalidInput(`${field}: ${message}`);
}
