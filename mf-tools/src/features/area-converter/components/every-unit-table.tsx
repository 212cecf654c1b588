import { useTranslation } from '@domus/shared/i18n';

import toolStyles from '../../../components/tools.module.css';
import { formatMeasure } from '../../../lib/format-measure';

/** The value typed, in every unit of its measure. */
export function EveryUnitTable({ rows }: { rows: { unit: string; label: string; value: number }[] }) {
  const { t } = useTranslation('tools');
  return (
    <table className={toolStyles.table}>
      <caption>{t('converter.everyUnit')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('converter.unit')}</th>
          <th scope="col">{t('converter.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.unit}>
            <th scope="row">{row.label}</th>
            <td>{formatMeasure(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
