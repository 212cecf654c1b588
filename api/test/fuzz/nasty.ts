import fc from 'fast-check';

/*
 * The values a careless or hostile client sends. Most are text, since query strings and form
 * fields are text whatever the field means.
 */

/** Text that has broken servers before: encodings, paths, injections, numbers that are not. */
export const nastyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\t',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b',
  '\ufeff1',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' or 1=1 --",
  "'); drop table users; --",
  '$1',
  '\\',
  '%_',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '1e-400',
  '0x1f',
  '1_000',
  ' 7 ',
  '١٢٣',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  '🏠🔑👨‍👩‍👧',
  'مرحبا بالعالم',
  'שלום',
  'İstanbul ß ǅ',
  'e\u0301\u0301\u0301',
  'x'.repeat(10_000),
  'Ω'.repeat(3000),
] as const;

/** Values of the wrong kind for any field. */
const nastyScalars = [null, true, false, 0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308] as const;

/** Text: one of the nasty ones, or any code point (lone surrogates and controls included). */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('London', 'villa', ''),
        fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\u0000\u0000'),
      )
      .map(([word, control]) => `${word}${control}${word}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\ud800', '\udc00', '\u0000', 'a', '%', '&', '='), maxLength: 8 }),
  },
);

/** Any value a JSON body can hold where a field was expected: scalars, arrays, objects, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.constantFrom(...nastyScalars) },
  { weight: 1, arbitrary: fc.array(nastyText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', '0'), nastyText) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map((depth) => nested(depth)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** [[[...]]] or {a:{a:...}}: parsers and validators that recurse. */
function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Names of fields no call knows, the prototype's among them. */
export const unknownFieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'a[b]', 'a[]', '', ' '),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
);
