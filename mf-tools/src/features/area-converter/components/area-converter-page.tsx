import { Button } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { Field } from '../../../components/field';
import { ToolsPage } from '../../../components/tools-page';
import toolStyles from '../../../components/tools.module.css';
import { formatMeasure } from '../../../lib/format-measure';
import { measures, parseMeasure, type Measure } from '../measures';
import styles from './area-converter.module.css';
import { EveryUnitTable } from './every-unit-table';
import { MeasureTabs } from './measure-tabs';
import { UnitSelect } from './unit-select';

/** /area-converter: a value from one unit to another as it is typed, and in every unit at once. */
export function AreaConverterPage() {
  const { t } = useTranslation('tools');
  const [measure, setMeasure] = useState<Measure>('area');
  const [text, setText] = useState('1');
  const [from, setFrom] = useState(measures.area.from);
  const [to, setTo] = useState(measures.area.to);
  const panelId = useId();
  const resultLabelId = useId();
  const spec = measures[measure];
  const value = parseMeasure(text);
  const unitLabel = (unit: string) => t(`units.${measure}.${unit}`);

  const choose = (next: Measure) => {
    setMeasure(next);
    setFrom(measures[next].from);
    setTo(measures[next].to);
  };

  return (
    <ToolsPage title={t('converter.title')} intro={t('converter.intro')}>
      <MeasureTabs selected={measure} panelId={panelId} onSelect={choose} />
      <div id={panelId} role="tabpanel" aria-label={t(`converter.${measure}`)} className={toolStyles.panel}>
        <div className={styles.row}>
          <Field
            label={t('converter.value')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            error={value === undefined ? t('converter.invalid') : undefined}
          />
          <UnitSelect
            label={t('converter.from')}
            units={spec.units}
            value={from}
            unitLabel={unitLabel}
            onChange={setFrom}
          />
          <Button
            variant="secondary"
            className={styles.swap}
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
          >
            {t('converter.swap')}
          </Button>
          <UnitSelect label={t('converter.to')} units={spec.units} value={to} unitLabel={unitLabel} onChange={setTo} />
        </div>
        <p className={styles.result}>
          <span id={resultLabelId}>{t('converter.result')}</span>{' '}
          <output aria-labelledby={resultLabelId} aria-live="polite">
            {typeof value === 'number' ? `${formatMeasure(spec.convert(value, from, to))} ${unitLabel(to)}` : ''}
          </output>
        </p>
      </div>
      {typeof value === 'number' ? (
        <EveryUnitTable
          rows={spec.units.map((unit) => ({ unit, label: unitLabel(unit), value: spec.convert(value, from, unit) }))}
        />
      ) : null}
    </ToolsPage>
  );
}
