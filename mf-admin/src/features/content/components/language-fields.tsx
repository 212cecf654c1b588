import type { LanguageSummary } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { useId } from 'react';

import type { Texts } from '../lib/texts';
import { HtmlPreview } from './html-preview';
import styles from './content.module.css';

export interface TextField<F extends string> {
  name: F;
  label: string;
  /** `line`: one line; `text`: a paragraph; `html`: HTML with a live preview of what the site will show. */
  kind: 'line' | 'text' | 'html';
  maxLength: number;
}

export interface LanguageFieldsProps<F extends string> {
  languages: readonly LanguageSummary[];
  fields: readonly TextField<F>[];
  texts: Texts<F>;
  onChange: (texts: Texts<F>) => void;
  /** The first language's fields (the site's default) must be written. */
  requiredFirst?: boolean;
}

/**
 * The texts of an article, an FAQ or a page, one group per site language: each group written
 * in its language's direction (Arabic right to left), the first (the site's default) required.
 */
export function LanguageFields<F extends string>({
  languages,
  fields,
  texts,
  onChange,
  requiredFirst = true,
}: LanguageFieldsProps<F>) {
  const { t } = useTranslation('admin');
  const id = useId();
  const set = (code: string, field: F, value: string) =>
    onChange({ ...texts, [code]: { ...texts[code]!, [field]: value } });
  return (
    <div className={styles.languages}>
      {languages.map((language, index) => {
        const dir = language.rtl ? 'rtl' : 'ltr';
        const required = requiredFirst && index === 0;
        return (
          <fieldset key={language.code} className={styles.language}>
            <legend>{index === 0 ? t('content.defaultLanguage', { language: language.name }) : language.name}</legend>
            {fields.map((field) => {
              const fieldId = `${id}-${language.code}-${field.name}`;
              const value = texts[language.code]?.[field.name] ?? '';
              const common = {
                id: fieldId,
                lang: language.code,
                dir,
                value,
                maxLength: field.maxLength,
                required,
                onChange: (event: { target: { value: string } }) => set(language.code, field.name, event.target.value),
              };
              return (
                <div key={field.name} className={styles.field}>
                  <label htmlFor={fieldId}>
                    {field.label} ({language.name})
                  </label>
                  {field.kind === 'line' ? (
                    <input type="text" {...common} />
                  ) : (
                    <textarea rows={field.kind === 'html' ? 10 : 4} {...common} />
                  )}
                  {field.kind === 'html' ? <HtmlPreview html={value} lang={language.code} dir={dir} /> : null}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
