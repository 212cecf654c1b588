/*
 * Links and phone numbers in a chat message: what a first message from a stranger is held for.
 *
 * Links: anything starting http:// or https://, anything starting www., and a bare domain
 * (labels of letters, digits and hyphens, dot, then a top-level domain from `topLevelDomains`,
 * in lower case). The list is closed on purpose: "Mr.Smith" or "end.Then" (a missing space)
 * must not count, and the domains people paste in a marketplace chat end in these; "to", "in"
 * and "us" are left out, being words a sentence goes on with after a missing space.
 *
 * Phone numbers: 7 to 15 digits (ASCII, Arabic-Indic ٠-٩ or Extended Arabic-Indic ۰-۹) in a
 * row, each separated from the next by at most three of space, dash, dot or parentheses, with an
 * optional leading +. Not phone numbers, though they look like one:
 *  - dates: 2026-11-28, 28.11.2026, 28 11 2026 (a real day and month, a year 1900-2199; a slash
 *    never joins digits), and year ranges, 2020-2026;
 *  - amounts grouped in thousands without a leading 0 or +: 1 250 000, 1.250.000 (a comma never
 *    joins digits, so 250,000 and 1,250,000 are never one);
 *  - round amounts written in one piece without a leading 0 or +: 1250000 (ends in 000);
 *  - sizes and years are too short: 120 m², 2026.
 */

const topLevelDomains = (
  'com net org info biz io co me app dev xyz site online shop store link click top live ly ' +
  'gl tv ws cc uk ae sa eg jo kw qa bh om lb ma tn dz iq tr pk de fr ru'
).split(' ');

const schemePattern = /https?:\/\/\S|(?<![\p{L}\p{N}.])www\.[\p{L}\p{N}-]/iu;
// Case-sensitive on purpose: a domain is typed in lower case, "nice.Live here" is a missing space.
const bareDomainPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}@.-])[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}][\p{L}\p{N}-]*)*\.(?:${topLevelDomains.join('|')})(?![\p{L}\p{N}-])`,
  'u',
);

const digit = '[0-9\u0660-\u0669\u06F0-\u06F9]';
const separator = String.raw`[\s.\-()]`;
/** Runs of digits with at most two separators between neighbours; checked one by one below. */
const digitRunPattern = new RegExp(String.raw`\+?\(?${digit}(?:${separator}{0,3}${digit})*`, 'gu');

const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0)! & 0xf) % 10));

const yearFirst = /^(\d{4})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{1,2})$/;
const yearLast = /^(\d{1,2})\s?[-./]\s?(\d{1,2})\s?[-./]\s?(\d{4})$/;
const yearRange = /^(\d{4})\s?-\s?(\d{4})$/;
const isYear = (text: string) => Number(text) >= 1900 && Number(text) <= 2199;
const isDayAndMonth = (one: string, two: string) => {
  const [a, b] = [Number(one), Number(two)];
  // Day and month in either order (28.11 and 11/28 are both written).
  return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
};

/** A calendar date or a range of years, the way people write them. */
function isDate(text: string): boolean {
  const first = yearFirst.exec(text);
  if (first) return isYear(first[1]!) && isDayAndMonth(first[3]!, first[2]!);
  const last = yearLast.exec(text);
  if (last) return isYear(last[3]!) && isDayAndMonth(last[1]!, last[2]!);
  const range = yearRange.exec(text);
  return range !== null && isYear(range[1]!) && isYear(range[2]!);
}
const thousandsPattern = /^[1-9]\d{0,2}(?:( |\.)\d{3})(?:\1\d{3})*$/;
const roundAmountPattern = /^[1-9]\d*000$/;

function isPhoneNumber(run: string): boolean {
  const text = toAsciiDigits(run).trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  if (text.startsWith('+')) return true;
  const bare = text.replace(/^\(/, '');
  if (isDate(bare)) return false;
  if (thousandsPattern.test(bare) || roundAmountPattern.test(bare)) return false;
  return true;
}

export function containsLink(text: string): boolean {
  return schemePattern.test(text) || bareDomainPattern.test(text);
}

export function containsPhoneNumber(text: string): boolean {
  for (const [run] of text.matchAll(digitRunPattern)) {
    if (isPhoneNumber(run)) return true;
  }
  return false;
}

/** Whether a message carries a way to be reached outside the site. */
export const containsContactDetails = (text: string) => containsLink(text) || containsPhoneNumber(text);
