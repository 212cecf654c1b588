import { useId } from 'react';

import styles from './overview.module.css';

export interface BarChartProps {
  title: string;
  /** What the chart says, in words: its total and its busiest day. */
  summary: string;
  /** The values, oldest first. */
  values: readonly { day: string; count: number }[];
  /** Right-to-left pages run the days from the right. */
  rtl: boolean;
  formatDay: (day: string) => string;
  formatCount: (count: number) => string;
  labels: { day: string; count: string };
}

const step = 10;
const barWidth = 8;
const height = 60;

/**
 * A small bar chart of daily counts, drawn as SVG (no charting library): a visible title and
 * summary, the picture described by the summary, and the values in a table for screen readers.
 */
export function BarChart({ title, summary, values, rtl, formatDay, formatCount, labels }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...values.map((value) => value.count));
  const first = values[0];
  const last = values[values.length - 1];
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.chartTitle}>
        {title}
      </h3>
      <p className={styles.chartSummary}>{summary}</p>
      <svg
        className={styles.bars}
        viewBox={`0 0 ${values.length * step} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        <line className={styles.baseline} x1={0} x2={values.length * step} y1={height} y2={height} />
        {values.map((value, i) => {
          if (value.count === 0) return null;
          const barHeight = Math.max(1, (value.count / max) * (height - 2));
          const x = (rtl ? values.length - 1 - i : i) * step + (step - barWidth) / 2;
          return (
            <rect
              key={value.day}
              className={styles.bar}
              x={x}
              y={height - barHeight}
              width={barWidth}
              height={barHeight}
            >
              <title>{`${formatDay(value.day)}: ${formatCount(value.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      ) : null}
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.count}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value) => (
            <tr key={value.day}>
              <th scope="row">{formatDay(value.day)}</th>
              <td>{formatCount(value.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
