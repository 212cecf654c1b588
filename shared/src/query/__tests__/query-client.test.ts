import { ApiError } from '../../api/api-error';
import { createQueryClient, retryDelay, shouldRetry, STALE_TIME_MS } from '../query-client';

describe('query client', () => {
  it('keeps data fresh for 10 minutes and does not refetch on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(STALE_TIME_MS).toBe(600000);
    expect(defaults?.staleTime).toBe(600000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });

  it('retries 3 times with the delay doubling from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(shouldRetry(0, new Error('x'))).toBe(true);
    expect(shouldRetry(2, new Error('x'))).toBe(true);
    expect(shouldRetry(3, new Error('x'))).toBe(false);
  });

  it('does not retry answers such as not found or invalid input', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404, 'notFound', null))).toBe(false);
    expect(shouldRetry(0, new ApiError('Server', 500, 'internal', null))).toBe(true);
  });
});
