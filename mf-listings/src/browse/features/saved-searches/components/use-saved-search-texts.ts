import { formatPrice, translatedName } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { useSettings } from '@domus/shared/settings';
import { useCallback } from 'react';

import { usePostingCategories } from '../../../../api/listing-options';
import type { FilterPart } from '../lib/filter-parts';

/**
 * A filter in words, in the page's language: a category by its name (once the categories have
 * arrived), a type and a window as the filters name them, prices as the site formats them.
 * `ready` turns true once the category names are known (or could not be).
 */
export function useFilterText(): { text: (part: FilterPart) => string; ready: boolean } {
  const { t } = useTranslation('listings');
  const settings = useSettings();
  const categories = usePostingCategories();
  const text = useCallback(
    (part: FilterPart): string => {
      switch (part.kind) {
        case 'place':
          return part.text;
        case 'category': {
          const category = categories.data?.find(({ id, slug_id }) => String(id) === part.id || slug_id === part.id);
          return category ? translatedName(category) : t('savedSearches.part.category');
        }
        case 'type':
          return t(`filters.typeOption.${part.type}`, { defaultValue: part.type });
        case 'words':
          return t('savedSearches.part.words', { words: part.text });
        case 'price': {
          const min = part.min ? formatPrice(part.min, settings) : '';
          const max = part.max ? formatPrice(part.max, settings) : '';
          if (min && max) return t('savedSearches.part.priceBetween', { min, max });
          return min ? t('savedSearches.part.priceFrom', { min }) : t('savedSearches.part.priceUpTo', { max });
        }
        case 'postedSince':
          return t('savedSearches.part.postedSince', {
            window: t(`filters.postedSinceOption.${part.window}`, { defaultValue: part.window }),
          });
        case 'promoted':
          return t('savedSearches.part.promoted');
        case 'owner':
          return t('savedSearches.part.owner');
        case 'area':
          return t(part.area === 'polygon' ? 'savedSearches.part.drawnArea' : 'savedSearches.part.mapArea');
      }
    },
    [t, settings, categories.data],
  );
  return { text, ready: !categories.isPending };
}
