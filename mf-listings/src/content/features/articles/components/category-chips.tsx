import { useTranslation } from '@domus/shared/i18n';
import { translatedName } from '@domus/shared/format';

import type { ArticleCategory } from '../../../../types/listings';
import styles from './articles.module.css';

/** "All" and one chip per category with articles; the chosen one is pressed. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly ArticleCategory[];
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
}) {
  const { t } = useTranslation('listings');
  const shown = categories.filter((category) => category.articles_count !== 0 || category.id === selected);
  return (
    <div className={styles.chips} role="group" aria-label={t('articles.categories')}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        {t('articles.allCategories')}
      </button>
      {shown.map((category) => (
        <button
          key={category.id}
          type="button"
          className={styles.chip}
          aria-pressed={selected === category.id}
          onClick={() => onSelect(category.id)}
        >
          <bdi>{translatedName(category)}</bdi>
        </button>
      ))}
    </div>
  );
}
