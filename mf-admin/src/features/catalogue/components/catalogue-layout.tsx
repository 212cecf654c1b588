import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { NavLink, useSearchParams } from '@domus/shared/routing';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useId, useState, type ReactNode } from 'react';

import { ConsolePage } from '../../../components/console-page';
import { useCatalogueList, type CatalogueRows } from '../api/catalogue';
import { catalogueKinds, cataloguePaths, searchFrom, type CatalogueKind } from '../lib/catalogue-kinds';
import styles from './catalogue.module.css';

/** The catalogue's lists as links: the address names the list, so each has its own page. */
function CatalogueTabs() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('catalogue.tabs.label')}>
      <ul className={styles.tabs}>
        {catalogueKinds.map((each) => (
          <li key={each}>
            {/* `end`: the categories' tab is current on /admin/catalogue only. */}
            <NavLink to={cataloguePaths[each]} end className={styles.tab}>
              {t(`catalogue.tabs.${each}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search by name (`?q=`), applied when the form is sent. Keyed by the address's words where used. */
function CatalogueSearch({ search, onSearch }: { search: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [words, setWords] = useState(search);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{t('catalogue.search.label')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={words}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setWords(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('catalogue.search.submit')}
      </Button>
    </form>
  );
}

export interface CatalogueLayoutProps<K extends CatalogueKind> {
  kind: K;
  /** Opens the form of a new row. */
  onAdd: () => void;
  /** One card a row (an `li`). */
  renderRow: (row: CatalogueRows[K]) => ReactNode;
  /** Dialogs the page has open. */
  children?: ReactNode;
}

/**
 * A page of the Catalogue screen: the console's navigation, the catalogue's tabs, the search by
 * name and the add button, then the list (loading, failure, empty or its cards).
 */
export function CatalogueLayout<K extends CatalogueKind>({
  kind,
  onAdd,
  renderRow,
  children,
}: CatalogueLayoutProps<K>) {
  const { t } = useTranslation('admin');
  const list = useCatalogueList(kind, searchFrom(useSearchParams()[0]));
  const name: CatalogueKind = kind;
  const errorText = useApiErrorText();
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const go = (words: string) => setParams(words ? { q: words } : {});
  return (
    <ConsolePage title={t('screens.catalogue.title')} intro={t('screens.catalogue.text')}>
      <CatalogueTabs />
      <h2>{t(`catalogue.tabs.${name}`)}</h2>
      <div className={styles.toolbar}>
        <CatalogueSearch key={search} search={search} onSearch={go} />
        <Button onClick={onAdd}>{t(`catalogue.add.${name}`)}</Button>
      </div>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('catalogue.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.length === 0 ? (
        <EmptyState
          title={search ? t('catalogue.noMatch') : t(`catalogue.empty.${name}`)}
          description={search ? t('catalogue.noMatchText') : t('catalogue.emptyText')}
          action={
            search ? (
              <Button variant="secondary" onClick={() => go('')}>
                {t('catalogue.search.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t(`catalogue.count.${name}`, { count: list.data.length })}
          </p>
          <ul className={styles.rows} aria-label={t(`catalogue.tabs.${name}`)} aria-busy={list.isFetching}>
            {list.data.map((row) => renderRow(row))}
          </ul>
        </>
      ) : null}
      {children}
    </ConsolePage>
  );
}
