import { tilesUnreachable } from '../tile-health';

describe('tilesUnreachable', () => {
  it('gives up on a source whose first three tiles failed and none arrived', () => {
    expect(tilesUnreachable({ loaded: 0, failed: 2 })).toBe(false);
    expect(tilesUnreachable({ loaded: 0, failed: 3 })).toBe(true);
  });

  it('keeps a source that delivers, whatever tiles it misses', () => {
    expect(tilesUnreachable({ loaded: 1, failed: 3 })).toBe(false);
    expect(tilesUnreachable({ loaded: 40, failed: 12 })).toBe(false);
  });
});
