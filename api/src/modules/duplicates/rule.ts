/**
 * When a property counts as a likely duplicate of another: the thresholds, in one place.
 * docs/duplicate-listings.md explains them; the bench (bench/duplicate-detection.ts) measures
 * recall and false positives on the demo data with planted duplicates.
 *
 * A listing is suspected of duplicating another when
 *   (a) they share a picture (pHash within NEAR_PICTURE_BITS) that is not a stock picture, and
 *       they lie within PICTURES_NEARBY_METRES of each other or have the same price and size; or
 *   (b) without any shared picture, they lie within SAME_PLACE_METRES, are of the same category
 *       and offer (sale or rent), and their price and size are within CLOSE_PERCENT.
 */
export const duplicateRule = {
  /**
   * Bits of 64 two pictures' pHashes may differ by and still be one picture. Re-encoding and
   * resizing move 0-2 bits, a brightness change 0-6, a crop of 3-6 % 2-10; two different photos
   * differ by about 32, and the demo data's most alike drawings (two penthouses) by 6-8.
   */
  NEAR_PICTURE_BITS: 10,
  /**
   * A picture carried by more listings than this (counted as pictures near it, the listing's own
   * left out) is a stock or pool picture: agencies reuse them, and the demo data draws every
   * listing's photos from about 40. It is no evidence of anything.
   */
  STOCK_PICTURE_LISTINGS: 20,
  /** A shared picture and this close: a repost of the same home (geocoding the same address differs by tens of metres). */
  PICTURES_NEARBY_METRES: 200,
  /** "Same" price or size, for (a) far apart: within this share, which absorbs rounding (450,000 vs 449,000). */
  SAME_PERCENT: 2,
  /** Without a shared picture, the same building: flats there differ in floor, size and price. */
  SAME_PLACE_METRES: 50,
  /** (b)'s price and size closeness: another flat of the building is usually further off in one of them. */
  CLOSE_PERCENT: 5,
  /** Suspected originals recorded for one listing, the strongest first. */
  MAX_SUSPECTS: 3,
  /**
   * The listing's size: its first number parameter (lowest id) whose name says area or size (the
   * seeded "Area (m²)", else "Plot area (m²)"). Parameters are the admin's; a category without one has no size.
   */
  SIZE_PARAMETER_PATTERN: '(area|size|surface|m²|sq)',
} as const;
