import { backoffDelay, remoteLoadPolicy, retryWithBackoff, withTimeout } from '../load-policy';

const noWait = () => Promise.resolve();

describe('loading a remote over a failing network', () => {
  it('retries twice, waiting 0.5 s then 1 s, before giving up with the last error', async () => {
    const waits: number[] = [];
    const attempt = jest.fn().mockRejectedValue(new Error('503'));
    const sleep = async (ms: number) => void waits.push(ms);
    await expect(retryWithBackoff(attempt, { ...remoteLoadPolicy, sleep })).rejects.toThrow('503');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('succeeds as soon as one attempt does', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(new Error('reset')).mockResolvedValue('entry');
    await expect(retryWithBackoff(attempt, { retries: 2, firstDelayMs: 500, sleep: noWait })).resolves.toBe('entry');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('starts no retry that would begin after the deadline', async () => {
    const attempt = jest.fn().mockRejectedValue(new Error('503'));
    const options = { retries: 2, firstDelayMs: 500, sleep: noWait, now: () => 1000, deadline: 1400 };
    await expect(retryWithBackoff(attempt, options)).rejects.toThrow('503');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('doubles the wait each time', () => {
    expect([0, 1, 2].map((retry) => backoffDelay(retry, 500))).toEqual([500, 1000, 2000]);
  });

  it('gives up on work that has not settled in time, and passes on work that has', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'Remote x')).rejects.toThrow(
      'Remote x did not load within 0.01 s',
    );
    await expect(withTimeout(Promise.resolve('spa'), 10, 'Remote x')).resolves.toBe('spa');
  });
});
