import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { Measure } from '../measures';
import styles from './area-converter.module.css';

const order: readonly Measure[] = ['area', 'length'];

/** Area and length as tabs (WAI-ARIA tabs pattern: arrow keys move between them). */
export function MeasureTabs({
  selected,
  panelId,
  onSelect,
}: {
  selected: Measure;
  panelId: string;
  onSelect: (measure: Measure) => void;
}) {
  const { t } = useTranslation('tools');
  const tabs = useRef<Partial<Record<Measure, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent, step: number) => {
    event.preventDefault();
    const next = order[(order.indexOf(selected) + step + order.length) % order.length]!;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('converter.measures')}
      className={styles.tabs}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(event, 1);
        if (event.key === 'ArrowLeft') move(event, -1);
      }}
    >
      {order.map((measure) => (
        <button
          key={measure}
          ref={(element) => {
            tabs.current[measure] = element;
          }}
          type="button"
          role="tab"
          aria-selected={measure === selected}
          aria-controls={panelId}
          tabIndex={measure === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(measure)}
        >
          {t(`converter.${measure}`)}
        </button>
      ))}
    </div>
  );
}
