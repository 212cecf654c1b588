import type { CategorySummary } from '@domus/shared/contract';
import type { FileUrls } from '../../files/file-urls';
import { translatedText, type ContentLanguage, type Translations } from '../../lib/translations';

/** The columns a category's summary is built from. */
export interface CategoryColumns {
  id: number;
  category: string;
  image: string;
  slug_id: string;
  translations: Translations;
}

/** A category as every reply names it: its name (also as `name`), in the reader's language, its picture's URL. */
export function categorySummary(files: FileUrls, row: CategoryColumns, language: ContentLanguage): CategorySummary {
  return {
    id: row.id,
    category: row.category,
    name: row.category,
    translated_name: translatedText(row.translations, language, 'category', row.category),
    image: files.url(row.image),
    slug_id: row.slug_id,
  };
}

/** The category columns of a listing row, which carry them under `category_*` names. */
export const categoryColumns = (row: {
  category_id: number;
  category_name: string;
  category_image: string;
  category_slug_id: string;
  category_translations: Translations;
}): CategoryColumns => ({
  id: row.category_id,
  category: row.category_name,
  image: row.category_image,
  slug_id: row.category_slug_id,
  translations: row.category_translations,
});
