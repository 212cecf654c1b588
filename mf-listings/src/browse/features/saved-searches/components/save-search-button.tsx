import type { SavedSearch } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useGuard } from '@domus/shared/guards';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { BidiText, Button, buttonClassName, Dialog } from '@domus/shared/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { hasSearchFilter, type SearchFilterValues } from '../lib/filter-parts';
import styles from './saved-searches.module.css';

// The form (react-hook-form, the name rules) loads on the first click: /properties and /map are
// first pages, and most visits never save.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

export const SAVED_SEARCHES_PATH = pagePaths.savedSearches;

export interface SaveSearchButtonProps {
  /** The search's filters only (never its page or order). */
  filters: SearchFilterValues;
  /** Why this search cannot be saved as it is (the map's circle), if so. */
  unsavable?: string;
}

type Step =
  | { kind: 'closed' }
  /** What the search needs before it can be saved; shown until its filters change. */
  | { kind: 'hint'; text: string; filters: SearchFilterValues }
  | { kind: 'saving' }
  | { kind: 'saved'; search: SavedSearch };

/**
 * "Save search" on the results of /properties and /map: a visitor is asked to sign in first (and
 * comes back to the same search); a search without a filter says what it needs instead of failing.
 */
export function SaveSearchButton({ filters, unsavable }: SaveSearchButtonProps) {
  const { t } = useTranslation('listings');
  const guard = useGuard();
  const hintId = useId();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const close = () => setStep({ kind: 'closed' });
  const hint = step.kind === 'hint' && step.filters === filters ? step.text : null;

  const start = () => {
    if (unsavable) setStep({ kind: 'hint', text: unsavable, filters });
    else if (!hasSearchFilter(filters)) setStep({ kind: 'hint', text: t('savedSearches.needsFilter'), filters });
    else guard.attempt(() => setStep({ kind: 'saving' }));
  };

  return (
    <div className={styles.saveSearch}>
      <Button
        variant="secondary"
        onClick={start}
        disabled={guard.checking}
        aria-describedby={hint ? hintId : undefined}
      >
        {t('savedSearches.saveButton')}
      </Button>
      <p id={hintId} className={styles.saveHint} role="status">
        {hint}
      </p>
      {guard.dialog}
      {step.kind === 'saving' ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filters}
            onSaved={(search) => setStep({ kind: 'saved', search })}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {step.kind === 'saved' ? (
        <Dialog
          title={t('savedSearches.savedTitle')}
          onClose={close}
          actions={
            <>
              <Button variant="secondary" onClick={close}>
                {t('manage.close')}
              </Button>
              <Link to={SAVED_SEARCHES_PATH} className={buttonClassName()}>
                {t('savedSearches.manageLink')}
              </Link>
            </>
          }
        >
          <p className={styles.savedText}>
            <BidiText>{t('savedSearches.savedText', { name: isolate(step.search.name) })}</BidiText>
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
