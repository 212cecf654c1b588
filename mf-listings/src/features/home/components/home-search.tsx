import { useState, type FormEvent } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate } from '@domus/shared/routing';

import styles from './home.module.css';

/** Free-text search that opens the property list filtered by it. */
export function HomeSearch() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/properties?${new URLSearchParams({ search }).toString()}` : '/properties');
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor="home-search" className={styles.visuallyHidden}>
        {t('filters.search')}
      </label>
      <input
        id="home-search"
        type="search"
        className={styles.searchInput}
        value={text}
        placeholder={t('home.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('home.searchButton')}
      </button>
    </form>
  );
}
