import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one range of bytes a `Range` header asks for (`bytes=0-499`, `bytes=500-`, `bytes=-500`),
 * within `size`; undefined for no header, and for what is not served as a range (other units,
 * several ranges, a range past the end): the whole file answers those, as HTTP allows.
 */
export function byteRangeOf(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const parts = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!parts || size === 0 || (parts[1] === '' && parts[2] === '')) return undefined;
  const [first, last] = [parts[1]!, parts[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Sends stored bytes whole, or the range the request asks for (206): media players, Safari's
 * first of all, ask for ranges and play nothing without them.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: Buffer) {
  const range = byteRangeOf(request.headers.range, bytes.length);
  reply.header('accept-ranges', 'bytes');
  if (!range) return reply.send(bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}
