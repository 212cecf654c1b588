import { toggleId } from '../saved-file-removals';

describe('marking saved files for removal', () => {
  it('marks a file, and a second click takes the mark back', () => {
    expect(toggleId([], 11)).toEqual([11]);
    expect(toggleId([11, 12], 11)).toEqual([12]);
  });
});
