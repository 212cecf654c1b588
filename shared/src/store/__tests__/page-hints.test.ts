import { writePageHints } from '../page-hints';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );

describe('page hints', () => {
  it('say whether someone is signed in and which language was chosen, and clear what no longer holds', () => {
    writePageHints({ signedIn: true, language: 'ar' });
    expect(cookies()).toMatchObject({ domus_signed_in: '1', domus_language: 'ar' });
    writePageHints({ signedIn: false, language: 'en' });
    expect(cookies().domus_signed_in).toBeUndefined();
    expect(cookies().domus_language).toBeUndefined();
  });
});
