import { Button } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import styles from './faqs.module.css';

/** The search box: searching happens on submit, so each keystroke is not a request. */
export function FaqSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('listings');
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <div className={styles.searchField}>
        <label htmlFor={id}>{t('faqs.searchLabel')}</label>
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
      </div>
      <Button type="submit">{t('faqs.searchButton')}</Button>
    </form>
  );
}
