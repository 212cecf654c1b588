import type { BankDetailLine } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId } from 'react';

import styles from './settings.module.css';

/** The bank account's lines (title in English and Arabic, value): added, edited, removed. */
export function BankDetailsField({
  lines,
  onLines,
  errorId,
}: {
  lines: BankDetailLine[];
  onLines: (next: BankDetailLine[]) => void;
  errorId: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const change = (index: number, part: keyof BankDetailLine, value: string) =>
    onLines(lines.map((line, at) => (at === index ? { ...line, [part]: value } : line)));
  return (
    <fieldset className={styles.group} aria-describedby={errorId}>
      <legend>{t('settings.fields.bank_details')}</legend>
      {lines.length === 0 ? <p className={styles.hint}>{t('settings.bank.none')}</p> : null}
      {lines.map((line, index) => (
        <div
          key={index}
          className={styles.bankLine}
          role="group"
          aria-label={t('settings.bank.line', { n: index + 1 })}
        >
          {(['title', 'title_ar', 'value'] as const).map((part) => (
            <div key={part} className={styles.field}>
              <label htmlFor={`${id}-${index}-${part}`}>{t(`settings.bank.${part}`)}</label>
              <input
                id={`${id}-${index}-${part}`}
                value={line[part]}
                maxLength={part === 'value' ? 200 : 100}
                {...(part === 'title_ar' ? { lang: 'ar', dir: 'rtl' } : { dir: 'auto' })}
                aria-invalid={errorId && !line[part] && part !== 'title_ar' ? true : undefined}
                onChange={(event) => change(index, part, event.target.value)}
              />
            </div>
          ))}
          <Button variant="secondary" onClick={() => onLines(lines.filter((_, at) => at !== index))}>
            {t('settings.bank.remove', { n: index + 1 })}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onLines([...lines, { title: '', title_ar: '', value: '' }])}>
        {t('settings.bank.add')}
      </Button>
    </fieldset>
  );
}
