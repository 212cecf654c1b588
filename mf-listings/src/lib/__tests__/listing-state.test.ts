import { actionsAllowed, listingState } from '../listing-state';

describe('listingState', () => {
  it('is pending review until the admin approves, whatever the switch says', () => {
    expect(listingState({ requestStatus: 'pending', active: true, type: 'sell' })).toBe('pending');
    expect(listingState({ requestStatus: undefined, active: false })).toBe('pending');
    expect(listingState({ requestStatus: 'rejected', active: true, type: 'sold' })).toBe('rejected');
  });

  it('once approved: sold or rented by its stage, else live or inactive by its switch', () => {
    expect(listingState({ requestStatus: 'approved', active: true, type: 'sold' })).toBe('sold');
    expect(listingState({ requestStatus: 'approved', active: true, type: 'rented' })).toBe('rented');
    expect(listingState({ requestStatus: 'approved', active: true, type: 'rent' })).toBe('live');
    expect(listingState({ requestStatus: 'approved', active: false, type: 'sell' })).toBe('inactive');
    expect(listingState({ requestStatus: 'approved', active: true })).toBe('live');
  });
});

describe('actionsAllowed', () => {
  it('offers nothing but edit and delete while the listing waits for review or was rejected', () => {
    for (const state of ['pending', 'rejected'] as const) {
      expect(actionsAllowed(state)).toEqual({ activeSwitch: false, stageMoves: false, feature: false });
    }
  });

  it('features only a live listing', () => {
    expect(actionsAllowed('live')).toEqual({ activeSwitch: true, stageMoves: true, feature: true });
    for (const state of ['inactive', 'sold', 'rented'] as const) expect(actionsAllowed(state).feature).toBe(false);
  });
});
