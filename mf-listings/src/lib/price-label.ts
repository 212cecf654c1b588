import { formatPrice, type PriceSettings } from '@domus/shared/format';

export type RentPeriod = 'day' | 'month' | 'quarter' | 'year';

const rentPeriods: Record<string, RentPeriod> = {
  daily: 'day',
  day: 'day',
  monthly: 'month',
  month: 'month',
  quarterly: 'quarter',
  quarter: 'quarter',
  yearly: 'year',
  year: 'year',
};

/** The period a rent is paid for, from `rentduration` (Daily, Monthly, Quarterly, Yearly). */
export function rentPeriodOf(rentduration: string | null | undefined): RentPeriod | undefined {
  return rentPeriods[(rentduration ?? '').trim().toLowerCase()];
}

export interface PriceLabelParts {
  price: string;
  /** Set for rentals: the key under `price.per` of the translated "/mo". */
  period?: RentPeriod;
}

/** What a price reads as: amount by the settings' suffix rule, plus the rent period for rentals. */
export function priceLabelParts(
  listing: { price: number | string | null | undefined; property_type?: string | null; rentduration?: string | null },
  settings: PriceSettings | undefined,
): PriceLabelParts {
  const price = formatPrice(listing.price, settings);
  const isRent = listing.property_type === 'rent' || listing.property_type === 'rented';
  const period = isRent ? rentPeriodOf(listing.rentduration) : undefined;
  return period ? { price, period } : { price };
}
