import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the page has painted what comes before them. On a phone, the
 * sections below the fold took a third of the render that stood between the page's main
 * picture and its first paint; they now render in the next task, where nobody is waiting.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timer after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return shown ? <>{children}</> : null;
}
