import { byDistanceFrom, distanceKm } from '../lib/nearby';

const lisbon = { name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 };
const porto = { name: 'Porto', latitude: 41.1579, longitude: -8.6291 };
const madrid = { name: 'Madrid', latitude: 40.4168, longitude: -3.7038 };
const faro = { name: 'Faro', latitude: 37.0194, longitude: -7.9322 };

describe('distanceKm', () => {
  it('is the great-circle distance: Lisbon to Porto is about 274 km', () => {
    expect(distanceKm(lisbon, porto)).toBeGreaterThan(270);
    expect(distanceKm(lisbon, porto)).toBeLessThan(278);
  });

  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceKm(madrid, madrid)).toBe(0);
    expect(distanceKm(madrid, faro)).toBeCloseTo(distanceKm(faro, madrid), 9);
  });

  it('goes the short way across the antimeridian', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeLessThan(112);
  });
});

describe('byDistanceFrom', () => {
  it('puts the nearest city first, from a position near Coimbra', () => {
    const coimbra = { latitude: 40.2033, longitude: -8.4103 };
    const ordered = byDistanceFrom([madrid, lisbon, faro, porto], coimbra).map(({ place }) => place.name);
    expect(ordered).toEqual(['Porto', 'Lisbon', 'Faro', 'Madrid']);
  });

  it('leaves out places without coordinates', () => {
    const nowhere = { name: 'Nowhere', latitude: null, longitude: null };
    const ordered = byDistanceFrom([nowhere, madrid], lisbon);
    expect(ordered.map(({ place }) => place.name)).toEqual(['Madrid']);
    expect(ordered[0]!.distanceKm).toBeGreaterThan(500);
  });
});
