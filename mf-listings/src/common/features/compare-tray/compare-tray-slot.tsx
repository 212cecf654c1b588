import { lazy, Suspense } from 'react';

import { useCompareList } from '../../../hooks/use-compare-list';

const CompareTray = lazy(() => import('./compare-tray').then((m) => ({ default: m.CompareTray })));

/** The tray's code loads only once something is chosen: a first visit to `/` does not pay for it. */
export function CompareTraySlot() {
  const chosen = useCompareList();
  if (chosen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
