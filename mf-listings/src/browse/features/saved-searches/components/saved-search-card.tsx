import { savedSearchFrequencies, type SavedSearch, type SavedSearchFrequency } from '@domus/shared/contract';
import { safeRedirectPath } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { Button, buttonClassName } from '@domus/shared/ui';
import { useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { useUpdateSavedSearch, type SavedSearchChange } from '../api/update-saved-search';
import { filterParts, filterValuesOf, type FilterPart } from '../lib/filter-parts';
import { useFailureText } from '../../../../hooks/use-message-text';
import { DeleteSearchDialog } from './delete-search-dialog';
import { RenameSearchDialog } from './rename-search-dialog';
import styles from './saved-searches.module.css';
import { useFilterText } from './use-saved-search-texts';

/** Parts that are the member's or the admin's words (a place, a category, the search text): isolated. */
const contentKinds: readonly FilterPart['kind'][] = ['place', 'category', 'words'];

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function formatDay(value: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dayFormats.set(locale, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

/** One saved search: its name, filters in words, alerts and matches, a link to its results and what can be done with it. */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t, i18n } = useTranslation('listings');
  const headingId = useId();
  const frequencyId = useId();
  const filterText = useFilterText();
  const failureText = useFailureText();
  const update = useUpdateSavedSearch();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const parts = useMemo(() => filterParts(filterValuesOf(search.filters)), [search.filters]);
  const paused = search.paused === 1;

  const change = (next: SavedSearchChange, done: string) =>
    update.mutate(
      { id: search.id, change: next },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(failureText(error)) },
    );

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="saved-search">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.name}>
          <bdi>{search.name}</bdi>
        </h2>
        {paused ? <span className={styles.pausedBadge}>{t('savedSearches.paused')}</span> : null}
      </div>

      <ul className={styles.filters} aria-label={t('savedSearches.filters')}>
        {parts.map((part, index) => (
          <li key={index}>
            {contentKinds.includes(part.kind) ? <bdi>{filterText.text(part)}</bdi> : filterText.text(part)}
          </li>
        ))}
      </ul>

      <p className={styles.meta}>
        {t('savedSearches.matches', { count: search.total_matches })}
        {' · '}
        {search.last_matched_at ? (
          <>
            {t('savedSearches.lastMatch')}{' '}
            <time dateTime={search.last_matched_at}>{formatDay(search.last_matched_at, i18n.language)}</time>
          </>
        ) : (
          t('savedSearches.noMatchYet')
        )}
      </p>
      {paused ? <p className={styles.meta}>{t('savedSearches.pausedText')}</p> : null}

      <div className={styles.actions}>
        <Link
          to={safeRedirectPath(search.results_path, pagePaths.properties)}
          className={buttonClassName({ size: 'small' })}
        >
          {t('savedSearches.seeResults')}
        </Link>
        <span className={styles.frequencyField}>
          <label htmlFor={frequencyId}>{t('savedSearches.frequency')}</label>
          <select
            id={frequencyId}
            value={search.frequency}
            disabled={update.isPending}
            onChange={(event) => {
              const frequency = event.target.value as SavedSearchFrequency;
              change({ frequency }, t('savedSearches.frequencyChanged'));
            }}
          >
            {savedSearchFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`savedSearches.frequencyOption.${frequency}`)}
              </option>
            ))}
          </select>
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={update.isPending}
          onClick={() =>
            change({ paused: !paused }, t(paused ? 'savedSearches.resumedToast' : 'savedSearches.pausedToast'))
          }
        >
          {t(paused ? 'savedSearches.resume' : 'savedSearches.pause')}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setDialog('rename')}>
          {t('savedSearches.rename')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => setDialog('delete')}>
          {t('manage.delete')}
        </Button>
      </div>

      {dialog === 'rename' ? <RenameSearchDialog search={search} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? <DeleteSearchDialog search={search} onClose={() => setDialog(null)} /> : null}
    </article>
  );
}
