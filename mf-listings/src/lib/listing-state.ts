/**
 * The one status an owner reads for a listing, from the admin's review (request_status), the
 * owner's switch (status 1/0) and, for properties, its stage (property_type sold or rented).
 */
export type ListingState = 'pending' | 'rejected' | 'live' | 'inactive' | 'sold' | 'rented';

export function listingState({
  requestStatus,
  active,
  type,
}: {
  requestStatus: string | null | undefined;
  active: boolean;
  type?: string | null;
}): ListingState {
  if (requestStatus === 'rejected') return 'rejected';
  if (requestStatus !== 'approved') return 'pending';
  if (type === 'sold' || type === 'rented') return type;
  return active ? 'live' : 'inactive';
}

/** What an owner may do in a state: switch it on or off, move its stage (sold, rented, back), feature it. */
export function actionsAllowed(state: ListingState) {
  const reviewed = state !== 'pending' && state !== 'rejected';
  return { activeSwitch: reviewed, stageMoves: reviewed, feature: state === 'live' };
}
