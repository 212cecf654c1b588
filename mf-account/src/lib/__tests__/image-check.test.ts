import { profileImageProblem } from '../image-check';

const png = { type: 'image/png', size: 50_000, width: 400, height: 300 };

describe('profileImageProblem', () => {
  it('accepts a JPEG or PNG of at least 120x120', () => {
    expect(profileImageProblem(png)).toBeNull();
    expect(profileImageProblem({ ...png, type: 'image/jpeg', width: 120, height: 120 })).toBeNull();
  });

  it('refuses other types', () => {
    expect(profileImageProblem({ ...png, type: 'image/gif' })).toBe('type');
    expect(profileImageProblem({ ...png, type: 'image/webp' })).toBe('type');
  });

  it('refuses a picture smaller than 120 pixels on either side', () => {
    expect(profileImageProblem({ ...png, width: 119 })).toBe('tooSmall');
    expect(profileImageProblem({ ...png, height: 80 })).toBe('tooSmall');
  });

  it('refuses a file over 5 MB', () => {
    expect(profileImageProblem({ ...png, size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
