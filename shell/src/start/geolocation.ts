import { cachedDataAtom, cachedDataTransitions, domusStore } from '@domus/shared/store';

/** Asks the browser for the user's position once and keeps latitude and longitude; a refusal is only logged. */
export function rememberPosition(): void {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return;
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      const current = domusStore.get(cachedDataAtom);
      domusStore.set(cachedDataAtom, cachedDataTransitions.locationSet(current, coords.latitude, coords.longitude));
    },
    (error) => console.info(`[shell] position not available: ${error.message}`),
    { maximumAge: 600_000, timeout: 10_000 },
  );
}
