import type { PricePoint } from '@domus/shared/contract';

export type PriceDirection = 'down' | 'up' | 'same';

export interface PriceChange {
  direction: PriceDirection;
  /** How far the last price is from the first, in whole percents (one decimal under 1 %). */
  percent: number;
  /** When the first price was asked. */
  since: string;
}

const roundPercent = (percent: number) => (percent >= 1 ? Math.round(percent) : Math.round(percent * 10) / 10);

/** The move from the first price to the last one; undefined with fewer than two points. */
export function priceChangeOf(points: readonly PricePoint[]): PriceChange | undefined {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return undefined;
  const difference = last.price - first.price;
  const direction: PriceDirection = difference < 0 ? 'down' : difference > 0 ? 'up' : 'same';
  const percent = first.price > 0 ? roundPercent((Math.abs(difference) / first.price) * 100) : 0;
  return { direction, percent, since: first.recorded_at };
}

/** Each point with its move from the one before (undefined for the first). */
export function withStepChanges(points: readonly PricePoint[]) {
  return points.map((point, index) => {
    const previous = points[index - 1];
    return { ...point, change: previous ? priceChangeOf([previous, point]) : undefined };
  });
}
