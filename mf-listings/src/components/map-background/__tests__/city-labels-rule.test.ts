import { worldCities } from '@domus/shared/geo';

import { citiesToLabel, withoutOverlaps, type LabelView } from '../city-labels-rule';

const world: LabelView = { south: -85, west: -180, north: 85, east: 180, zoom: 2 };
const england: LabelView = { south: 50, west: -3, north: 54, east: 1, zoom: 7 };
const names = (view: LabelView) => citiesToLabel(worldCities, view).map((city) => city.name);

describe('citiesToLabel', () => {
  it("names one city a country, the country's largest, when the whole world shows, at most 40", () => {
    const shown = citiesToLabel(worldCities, world);
    expect(shown.length).toBeLessThanOrEqual(40);
    expect(new Set(shown.map((city) => city.country)).size).toBe(shown.length);
    expect(names(world)).toContain('New York');
    expect(names(world)).not.toContain('Manchester');
  });

  it('names every city of the view closer in, and none outside it', () => {
    const shown = names(england);
    expect(shown).toEqual(expect.arrayContaining(['London', 'Manchester', 'Birmingham']));
    expect(shown).not.toContain('Paris');
    expect(shown).not.toContain('Glasgow');
  });

  it('names two cities a country at a continent scale', () => {
    const europe: LabelView = { south: 35, west: -12, north: 60, east: 30, zoom: 5 };
    const british = citiesToLabel(worldCities, europe).filter((city) => city.country === 'United Kingdom');
    expect(british.map((city) => city.name)).toEqual(['London', 'Manchester']);
  });
});

describe('withoutOverlaps', () => {
  it('leaves out a label that would cover one placed before it, and keeps those apart', () => {
    const at = { a: { x: 100, y: 100 }, b: { x: 150, y: 105 }, c: { x: 100, y: 130 }, d: { x: 200, y: 100 } };
    expect(withoutOverlaps(['a', 'b', 'c', 'd'] as const, (label) => at[label])).toEqual(['a', 'c', 'd']);
  });
});
