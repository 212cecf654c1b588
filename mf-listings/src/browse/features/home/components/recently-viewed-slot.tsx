import { lazy, Suspense } from 'react';

import { useRecentlyViewed } from '../../../../hooks/use-recently-viewed';

const RecentlyViewed = lazy(() => import('./recently-viewed').then((m) => ({ default: m.RecentlyViewed })));

/** The section's code loads only once this browser has viewed a listing (never on a first visit). */
export function RecentlyViewedSlot() {
  const recent = useRecentlyViewed();
  if (recent.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  );
}
