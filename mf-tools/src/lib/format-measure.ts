// Up to ten significant digits: 43,560 stays whole, 0.00000009290304 keeps its digits.
const measureFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 10 });

/** A converted measure as the converter shows it, with thousands separators like the site's amounts. */
export const formatMeasure = (value: number) => measureFormat.format(value);
