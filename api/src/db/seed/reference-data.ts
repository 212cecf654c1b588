/*
 * The reference data every site starts from: settings and languages, what listings refer to
 * (categories with their parameters, facilities, cities) and the site's rules. The demo adds its
 * packages and content (seedPackagesAndContent).
 */
import type { Queryable } from '../db';
import { defaultSettings } from '../../modules/web-settings/defaults';
import { bulkInsert } from './bulk-insert';
import { seedCategories, seedChoicesAr, seedFacilities, seedParameters } from './sources/listing-reference-data';
import { seedCities } from './sources/cities';
import {
  seedArticleCategories,
  seedArticles,
  seedFaqs,
  seedFeatures,
  seedPackages,
  seedReportReasons,
  seedVerificationFields,
} from './sources/content';
import { seedImages } from './image-keys';
import { slugify } from './random';
import { readWebTranslations } from './translations';

/** A row's translations column (migration 024) holding its Arabic texts. */
const inArabic = (texts: Record<string, unknown>) => ({ ar: texts });

/** Ids the rest of the seed refers to. */
export interface ListingReferenceIds {
  categoryIdBySlug: Map<string, number>;
  parameterIdByKey: Map<string, number>;
  facilityIds: number[];
}

export async function seedSettingsAndLanguages(db: Queryable, repoRoot: string | undefined) {
  await bulkInsert(db, 'settings', { key: 'text', value: 'jsonb' }, Object.entries(defaultSettings));
  const languages = [
    { code: 'en', name: 'English', rtl: false },
    { code: 'ar', name: 'العربية', rtl: true },
  ];
  await bulkInsert(
    db,
    'languages',
    { id: 'int', code: 'text', name: 'text', rtl: 'boolean', translations: 'jsonb' },
    languages.map((language, index) => [
      index + 1,
      language.code,
      language.name,
      language.rtl,
      repoRoot ? readWebTranslations(repoRoot, language.code) : {},
    ]),
  );
}

/** The categories with their parameters, the facilities and the cities that listings refer to. */
export async function seedListingReferenceData(db: Queryable): Promise<ListingReferenceIds> {
  const parameterIdByKey = new Map(seedParameters.map((parameter, index) => [parameter.key, index + 1]));
  await bulkInsert(
    db,
    'parameters',
    {
      id: 'int',
      name: 'text',
      type_of_parameter: 'text',
      type_values: 'jsonb',
      is_required: 'boolean',
      translations: 'jsonb',
    },
    seedParameters.map((parameter, index) => [
      index + 1,
      parameter.name,
      parameter.type,
      parameter.values ?? [],
      parameter.required ?? false,
      inArabic({
        name: parameter.ar,
        ...(parameter.values && {
          type_values: Object.fromEntries(parameter.values.map((value) => [value, seedChoicesAr[value]])),
        }),
      }),
    ]),
  );
  const categoryIdBySlug = new Map(seedCategories.map((category, index) => [category.slug, index + 1]));
  await bulkInsert(
    db,
    'categories',
    {
      id: 'int',
      category: 'text',
      slug_id: 'text',
      image: 'text',
      sequence: 'int',
      meta_title: 'text',
      meta_description: 'text',
      meta_keywords: 'text',
      translations: 'jsonb',
    },
    seedCategories.map((category, index) => [
      index + 1,
      category.name,
      category.slug,
      seedImages.categories[category.slug],
      index,
      `${category.name}s for sale and rent`,
      `Browse ${category.noun} listings for sale and rent in cities around the world, with photos, prices and maps.`,
      `${category.noun}, ${category.noun} for sale, ${category.noun} for rent`,
      inArabic({ category: category.ar }),
    ]),
  );
  await bulkInsert(
    db,
    'category_parameters',
    { category_id: 'int', parameter_id: 'int', sequence: 'int' },
    seedCategories.flatMap((category) =>
      category.parameters.map((key, sequence) => [
        categoryIdBySlug.get(category.slug),
        parameterIdByKey.get(key),
        sequence,
      ]),
    ),
  );
  const facilityIds = seedFacilities.map((_, index) => index + 1);
  await bulkInsert(
    db,
    'facilities',
    { id: 'int', name: 'text', image: 'text', translations: 'jsonb' },
    seedFacilities.map((facility, index) => [
      index + 1,
      facility.name,
      seedImages.facilities[facility.slug],
      inArabic({ name: facility.ar }),
    ]),
  );
  await bulkInsert(
    db,
    'cities',
    { name: 'text', state: 'text', country: 'text', latitude: 'float8', longitude: 'float8', image: 'text' },
    seedCities.map((city) => [
      city.name,
      city.state,
      city.country,
      city.latitude,
      city.longitude,
      seedImages.cities[city.name],
    ]),
  );
  return { categoryIdBySlug, parameterIdByKey, facilityIds };
}

/**
 * What the site's own code and forms need on any site, demo or not: the package feature keys,
 * the reasons a listing can be reported for and the agent verification form.
 */
export async function seedSiteRules(db: Queryable) {
  await bulkInsert(
    db,
    'features',
    { id: 'int', key: 'text', name: 'text' },
    seedFeatures.map((feature, index) => [index + 1, feature.key, feature.name]),
  );
  await bulkInsert(
    db,
    'report_reasons',
    { reason: 'text', translations: 'jsonb' },
    seedReportReasons.map((reason) => [reason.reason, inArabic({ reason: reason.ar })]),
  );
  await bulkInsert(
    db,
    'verification_form_fields',
    {
      name: 'text',
      field_type: 'text',
      options: 'jsonb',
      is_required: 'boolean',
      sequence: 'int',
      translations: 'jsonb',
    },
    seedVerificationFields.map((field, index) => [
      field.name,
      field.type,
      field.options,
      field.required,
      index,
      inArabic({
        name: field.ar,
        ...('choicesAr' in field && {
          options: Object.fromEntries(field.options.map((option, place) => [option, field.choicesAr[place]])),
        }),
      }),
    ]),
  );
}

/** The demo's packages, articles and FAQs: a real site writes its own. */
/** The demo's bank account for bank transfers (shown only when a site switches bank transfer on). */
const demoBankDetails = [
  { title: 'Account holder', value: 'Domus Demo Ltd', translations: inArabic({ title: 'صاحب الحساب' }) },
  { title: 'Bank', value: 'Demo Bank', translations: inArabic({ title: 'البنك' }) },
  { title: 'IBAN', value: 'XX00 0000 0000 0000 0000 00', translations: inArabic({ title: 'رقم الآيبان' }) },
];

export async function seedPackagesAndContent(db: Queryable, now: Date) {
  await bulkInsert(db, 'settings', { key: 'text', value: 'jsonb' }, [['bank_details', demoBankDetails]]);
  const featureId = new Map(seedFeatures.map((feature, index) => [feature.key as string, index + 1]));
  await bulkInsert(
    db,
    'packages',
    { id: 'int', name: 'text', package_type: 'text', price: 'numeric', duration_days: 'int', translations: 'jsonb' },
    seedPackages.map((pack, index) => [
      index + 1,
      pack.name,
      pack.type,
      pack.price,
      pack.days,
      inArabic({ name: pack.ar }),
    ]),
  );
  await bulkInsert(
    db,
    'package_features',
    { package_id: 'int', feature_id: 'int', limit_type: 'text', limit: 'int' },
    seedPackages.flatMap((pack, index) =>
      Object.entries(pack.features).map(([key, limit]) => [
        index + 1,
        featureId.get(key),
        limit === 'unlimited' ? 'unlimited' : 'limited',
        limit === 'unlimited' ? null : limit,
      ]),
    ),
  );
  await bulkInsert(
    db,
    'article_categories',
    { id: 'int', name: 'text', slug_id: 'text', translations: 'jsonb' },
    seedArticleCategories.map((category, index) => [
      index + 1,
      category.name,
      category.slug,
      inArabic({ name: category.ar }),
    ]),
  );
  const articleCategoryId = new Map(
    seedArticleCategories.map((category, index) => [category.slug as string, index + 1]),
  );
  const pictures = [...Object.values(seedImages.exteriors).flat(), ...seedImages.interiors];
  await bulkInsert(
    db,
    'articles',
    {
      slug_id: 'text',
      category_id: 'int',
      title: 'text',
      description: 'text',
      image: 'text',
      is_promoted: 'boolean',
      meta_title: 'text',
      meta_description: 'text',
      meta_keywords: 'text',
      created_at: 'timestamptz',
    },
    seedArticles.map((article, index) => [
      slugify(article.title),
      articleCategoryId.get(article.category),
      article.title,
      article.body.join('\n\n'),
      pictures[(index * 7) % pictures.length],
      index % 4 === 0,
      article.title.slice(0, 60),
      article.body[0]!.slice(0, 155),
      `${article.category}, real estate, property advice`,
      new Date(now.getTime() - (index * 9 + 2) * 24 * 3600 * 1000),
    ]),
  );
  await bulkInsert(
    db,
    'faqs',
    { question: 'text', answer: 'text', sequence: 'int' },
    seedFaqs.map((faq, index) => [faq.question, faq.answer, index]),
  );
}
