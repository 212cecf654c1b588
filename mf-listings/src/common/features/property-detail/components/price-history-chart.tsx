import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { PricePoint } from '@domus/shared/contract';

import styles from './price-history-chart.module.css';

export interface PriceHistoryChartProps {
  points: readonly PricePoint[];
  /** A price as the page writes it (currency and suffix from the settings). */
  priceText: (price: number) => string;
  /** A date in the page's language. */
  dateText: (time: Date) => string;
}

const HEIGHT = 200;

/**
 * Labels are drawn left to right on the canvas: the direction marks Intl puts in Arabic dates
 * would reorder their parts there, so they are left out (the digits and separators read the same).
 */
const canvasText = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');
/** Date labels closer than this (CSS pixels) would overlap: the later one is left out. */
const LABEL_SPACING = 96;
const DAY = 24 * 3600;

/** Canvas cannot read CSS variables: the design tokens are resolved once per drawing. */
function tokens(element: HTMLElement) {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: token('--domus-color-primary', '#1f6f5c'),
    text: token('--domus-color-muted', '#5f6b6b'),
    grid: token('--domus-color-border', '#d9dede'),
    font: `12px ${style.fontFamily || 'system-ui, sans-serif'}`,
  };
}

/** The points' own dates as the axis ticks, as many as fit without overlapping. */
function dateTicks(times: readonly number[]) {
  return (plot: uPlot, _axis: number, min: number, max: number) => {
    const width = plot.bbox.width / uPlot.pxRatio;
    const shown: number[] = [];
    for (const time of times) {
      const last = shown.at(-1);
      if (last === undefined || ((time - last) / (max - min)) * width >= LABEL_SPACING) shown.push(time);
    }
    return shown;
  };
}

/**
 * The price as a step line (a price holds until the next change), dates along the bottom. Drawn
 * left to right in every language, as time axes are; the page gives the same points as text.
 */
export default function PriceHistoryChart({ points, priceText, dateText }: PriceHistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const times = points.map((point) => Date.parse(point.recorded_at) / 1000);
    const prices = points.map((point) => point.price);
    const first = times[0] ?? 0;
    const last = times.at(-1) ?? first;
    // The line runs on to today at the current price; only the changes get a dot and a date.
    const today = Math.max(Date.now() / 1000, last);
    const pad = Math.max((today - first) * 0.05, DAY);
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const margin = Math.max((high - low) * 0.2, high * 0.02, 1);
    const colours = tokens(element);
    const axis = {
      stroke: colours.text,
      font: colours.font,
      grid: { stroke: colours.grid, width: 1 },
      ticks: { show: false },
    };

    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true, range: () => [first - pad, today + pad] },
          y: { range: () => [Math.max(0, low - margin), high + margin] },
        },
        axes: [
          {
            ...axis,
            splits: dateTicks(times),
            values: (_plot, ticks) => ticks.map((tick) => canvasText(dateText(new Date(tick * 1000)))),
          },
          { ...axis, size: 72, values: (_plot, ticks) => ticks.map((tick) => canvasText(priceText(tick))) },
        ],
        series: [
          {},
          {
            stroke: colours.line,
            width: 2,
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: {
              show: true,
              size: 7,
              fill: colours.line,
              stroke: colours.line,
              filter: times.map((_, index) => index),
            },
          },
        ],
      },
      [
        [...times, today],
        [...prices, prices.at(-1) ?? 0],
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, priceText, dateText]);

  return <div ref={box} className={styles.chart} dir="ltr" aria-hidden="true" data-testid="price-history-chart" />;
}
