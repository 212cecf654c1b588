/** A failed call: the reply said `error: true`, or the network or HTTP layer failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The reply body (envelope, or raw text when the server did not answer JSON). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
