import fc from 'fast-check';
import { containsContactDetails, containsLink, containsPhoneNumber } from './contact-details';

const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));
const words = fc.constantFrom('', 'Call me on ', 'رقمي ', 'WhatsApp: ', 'ok ');

describe('phone numbers', () => {
  it('finds 7 to 15 digits with spaces, dashes, dots, parentheses or a leading +', () => {
    const phone = fc
      .tuple(
        fc.constantFrom('+9', '0', '(0'),
        fc.array(fc.tuple(fc.constantFrom('', ' ', '-', '.', ') ', ' - '), digits(1, 4)), {
          minLength: 2,
          maxLength: 5,
        }),
      )
      .map(([start, groups]) => start + groups.map(([sep, group]) => sep + group).join(''))
      .filter((text) => {
        const count = text.replace(/\D/g, '').length;
        return count >= 7 && count <= 15;
      })
      // Written like a date, it is one (see the rules).
      .filter((text) => !/^\(?0?[1-9][-. ]{1,3}\d{1,2}[-. ]{1,3}(19|20|21)\d\d$/.test(text));
    fc.assert(
      fc.property(words, phone, fc.boolean(), (before, number, arabic) => {
        const text = `${before}${arabic ? arabicIndic(number) : number} thanks`;
        expect(containsPhoneNumber(text)).toBe(true);
      }),
    );
  });

  it.each([
    '050 123 4567',
    '+971 50 123 4567',
    '(050) 123-4567',
    '050.123.4567',
    '٠٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '5551234',
  ])('finds %s', (text) => expect(containsPhoneNumber(`reach me at ${text}`)).toBe(true));

  it('leaves prices with commas, in thousands groups or round, alone', () => {
    const amount = fc.integer({ min: 1, max: 999_999_999 });
    fc.assert(
      fc.property(amount, (value) => {
        expect(containsContactDetails(`Price ${value.toLocaleString('en-US')} AED`)).toBe(false);
        expect(containsContactDetails(`Price ${value.toLocaleString('en-US').replace(/,/g, ' ')} AED`)).toBe(false);
        expect(containsContactDetails(`Price ${value.toLocaleString('en-US').replace(/,/g, '.')} AED`)).toBe(false);
        expect(containsContactDetails(`${value * 1000} AED`)).toBe(false);
      }),
    );
  });

  it('leaves years, dates, year ranges and areas alone', () => {
    const date = fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 99_999 }), (day, area) => {
        const [y, m, d] = day.toISOString().slice(0, 10).split('-');
        for (const text of [
          `built ${y}`,
          `${y}-${m}-${d}`,
          `${d}.${m}.${y}`,
          `${d}/${m}/${y}`,
          `${y}-2026`,
          `${area} m²`,
        ]) {
          expect(containsContactDetails(text)).toBe(false);
          expect(containsContactDetails(arabicIndic(text))).toBe(false);
        }
      }),
    );
  });
});

describe('links', () => {
  it('finds http(s) addresses, www. and bare domains', () => {
    const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
    fc.assert(
      fc.property(
        words,
        label,
        fc.constantFrom('com', 'net', 'ae', 'io', 'co.uk'),
        fc.constantFrom('', 'https://', 'http://', 'www.'),
        (before, name, tld, start) => {
          expect(containsLink(`${before}${start}${name}.${tld}/flat`)).toBe(true);
        },
      ),
    );
    expect(containsLink('see https://x')).toBe(true);
    expect(containsLink('WWW.Example.COM')).toBe(true);
    expect(containsLink('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(containsLink('chat on wa.me/971501234567')).toBe(true);
    expect(containsLink('mail me at sam@example.com')).toBe(false);
  });

  it('leaves words joined by a dot, abbreviations and decimals alone', () => {
    for (const text of [
      'Mr.Smith will call',
      'e.g. a balcony',
      '3.5 bedrooms',
      'the end.Then more',
      'file.pdf',
      'version 1.2.3',
      'it is nice.Live here',
      'a balcony.to the sea',
      'near.in the centre',
    ]) {
      expect(containsLink(text)).toBe(false);
    }
  });
});
