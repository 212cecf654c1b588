import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated (the one-time code's resend countdown). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.round(seconds))), []);
  return { remaining, running: remaining > 0, start };
}
