import { useState, type FormEvent } from 'react';
import { searchTextMaxLength } from '@domus/shared/contract/limits';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate } from '@domus/shared/routing';

import { homeSearchHref, homeSearchTabs, type HomeSearchTab } from '../lib/home-search';
import styles from './home.module.css';

/** The hero's search: buy, rent or projects, then free text; opens the matching results. */
export function HomeSearch() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const [tab, setTab] = useState<HomeSearchTab>('buy');
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(homeSearchHref(tab, text));
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <fieldset className={styles.searchTabs}>
        <legend className={styles.visuallyHidden}>{t('home.searchFor')}</legend>
        {homeSearchTabs.map((choice) => (
          <label key={choice} className={styles.searchTab}>
            <input
              type="radio"
              name="home-search-tab"
              value={choice}
              checked={tab === choice}
              onChange={() => setTab(choice)}
            />
            {t(`home.searchTab.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.searchRow}>
        <label htmlFor="home-search" className={styles.visuallyHidden}>
          {t('filters.search')}
        </label>
        <input
          id="home-search"
          type="search"
          maxLength={searchTextMaxLength}
          className={styles.searchInput}
          value={text}
          placeholder={t('home.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          {t('home.searchButton')}
        </button>
      </div>
    </form>
  );
}
