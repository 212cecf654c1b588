import { searchTextMaxLength } from '@domus/shared/contract/limits';
import { Button } from '@domus/shared/ui';
import { translatedName } from '@domus/shared/format';
import { useId } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { useCategories } from '../api/get-categories';
import { useCities } from '../api/get-cities';
import {
  hasActiveFilters,
  isPriceRangeInverted,
  postedSinceOptions,
  propertyTypeOptions,
  type FilterKey,
  type SearchFilters,
} from '../lib/search-filters';
import { DraftInput } from '../../../../components/draft-input';
import styles from './property-search.module.css';

export interface PropertyFiltersProps {
  filters: SearchFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  /** The form's id, for the button that shows it on a phone. */
  id?: string;
  /** On a phone the form is shown only while open (the results bar's Filters button). */
  open?: boolean;
}

/** The list's filters; each change goes straight to the URL. */
export function PropertyFilters({ filters, onChange, onClear, id: formId, open = false }: PropertyFiltersProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const categories = useCategories();
  const cities = useCities();
  const fieldId = (key: FilterKey) => `${id}-${key}`;
  const priceRangeInverted = isPriceRangeInverted(filters);

  // A city or category from a shared link stays selectable even before (or without) its list entry.
  const cityNames = cities.data?.map((city) => city.City) ?? [];
  if (filters.city && !cityNames.includes(filters.city)) cityNames.unshift(filters.city);

  return (
    <form
      id={formId}
      className={styles.filters}
      data-open={open}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={fieldId('search')}>{t('filters.search')}</label>
        <DraftInput
          id={fieldId('search')}
          type="search"
          maxLength={searchTextMaxLength}
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          onCommit={(value) => onChange('search', value.trim())}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('city')}>{t('filters.city')}</label>
        <select id={fieldId('city')} value={filters.city} onChange={(event) => onChange('city', event.target.value)}>
          <option value="">{t('filters.anyCity')}</option>
          {cityNames.map((name) => (
            <option key={name} value={name} dir="auto">
              {name}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('category_id')}>{t('filters.category')}</label>
        <select
          id={fieldId('category_id')}
          value={filters.category_id}
          onChange={(event) => onChange('category_id', event.target.value)}
        >
          <option value="">{t('filters.anyCategory')}</option>
          {filters.category_id && !categories.data?.some((category) => String(category.id) === filters.category_id) ? (
            <option value={filters.category_id}>{t('filters.selectedCategory')}</option>
          ) : null}
          {categories.data?.map((category) => (
            <option key={category.id} value={String(category.id)} dir="auto">
              {translatedName(category)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('property_type')}>{t('filters.type')}</label>
        <select
          id={fieldId('property_type')}
          value={filters.property_type}
          onChange={(event) => onChange('property_type', event.target.value)}
        >
          <option value="">{t('filters.anyType')}</option>
          {propertyTypeOptions.map((type) => (
            <option key={type} value={type}>
              {t(`filters.typeOption.${type}`)}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('min_price')}>{t('filters.minPrice')}</label>
        <DraftInput
          id={fieldId('min_price')}
          type="number"
          inputMode="numeric"
          min={0}
          value={filters.min_price}
          aria-invalid={priceRangeInverted || undefined}
          aria-describedby={priceRangeInverted ? `${id}-price-hint` : undefined}
          onCommit={(value) => onChange('min_price', value)}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('max_price')}>{t('filters.maxPrice')}</label>
        <DraftInput
          id={fieldId('max_price')}
          type="number"
          inputMode="numeric"
          min={0}
          value={filters.max_price}
          aria-invalid={priceRangeInverted || undefined}
          aria-describedby={priceRangeInverted ? `${id}-price-hint` : undefined}
          onCommit={(value) => onChange('max_price', value)}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('posted_since')}>{t('filters.postedSince')}</label>
        <select
          id={fieldId('posted_since')}
          value={filters.posted_since}
          onChange={(event) => onChange('posted_since', event.target.value)}
        >
          <option value="">{t('filters.anyTime')}</option>
          {postedSinceOptions.map((window) => (
            <option key={window} value={window}>
              {t(`filters.postedSinceOption.${window}`)}
            </option>
          ))}
        </select>
      </div>

      {priceRangeInverted ? (
        <p id={`${id}-price-hint`} className={styles.hint} role="alert">
          {t('filters.priceRangeInverted')}
        </p>
      ) : null}

      {hasActiveFilters(filters) ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
