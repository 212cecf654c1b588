export {
  currencySymbolOf,
  formatAmount,
  formatAmountWithSuffix,
  formatPrice,
  isSuffixEnabled,
  suffixStepsFor,
  toAmount,
} from './number';
export type { PriceSettings } from './number';
export { durationParts, formatDuration, formatRelativeTime, relativeTimeParts } from './time';
export type { DurationUnit, RelativeTimeOptions, RelativeTimeUnit } from './time';
export { ELLIPSIS, isolate, slugify, translatedName, truncate } from './text';
export {
  pictureSizeOf,
  pictureSlots,
  pictureSrcset,
  pictureVariantFormats,
  pictureVariantsOf,
  pictureVariantWidths,
  variantWidthsFor,
} from './pictures';
export type { PictureSize, PictureVariant, PictureVariantFormat } from './pictures';
