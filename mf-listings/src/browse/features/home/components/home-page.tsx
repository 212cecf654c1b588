import { ErrorState, Spinner } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import type { ReactNode } from 'react';

import { AfterFirstPaint } from '../../../../components/after-first-paint';
import pageStyles from '../../../../components/page.module.css';
import { PropertyGrid } from '../../../../components/property-grid';
import type { Property } from '../../../../types/listings';
import { useHomepageData } from '../api/get-homepage-data';
import { AgentList } from './agent-list';
import { ArticleList } from './article-list';
import { FaqList } from '../../../../components/faq-list';
import { CategoryList } from './category-list';
import styles from './home.module.css';
import { HomeSearch } from './home-search';
import { HomeSection } from './home-section';
import { HomeSlider } from './home-slider';
import { ProjectList } from './project-list';
import { RecentlyViewedSlot } from './recently-viewed-slot';

/** `children` after the first paint when `when`, else at once. */
const Deferred = ({ when, children }: { when: boolean; children: ReactNode }) =>
  when ? <AfterFirstPaint>{children}</AfterFirstPaint> : <>{children}</>;

const hasItems = <T,>(list: readonly T[] | undefined): list is readonly T[] => Array.isArray(list) && list.length > 0;

export function HomePage() {
  const { t } = useTranslation('listings');
  const { data, isPending, isError, error, refetch } = useHomepageData();

  const propertySections: [string, string, readonly Property[] | undefined][] = [
    ['featured', t('home.featured'), data?.featured_section],
    ['most-viewed', t('home.mostViewed'), data?.most_viewed_properties],
    ['most-liked', t('home.mostLiked'), data?.most_liked_properties],
  ];
  // The first list shown starts on the first screen, below the slider if there is one (on a phone
  // its first card is the largest picture there): it renders with the page and its first photos
  // load at once, as the server's page preloads the first of them (first-view.ts, firstCardPicture).
  const firstSection = propertySections.findIndex(([, , properties]) => hasItems(properties));
  const projects = hasItems(data?.project_featured_section) ? data.project_featured_section : data?.project_section;
  const hasSlider = hasItems(data?.slider_section);

  return (
    <div className={pageStyles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('home.title')}</h1>
        <p className={styles.heroText}>{t('home.subtitle')}</p>
        <HomeSearch />
      </header>

      {isPending ? <Spinner label={t('state.loading')} /> : null}
      {isError ? (
        <ErrorState
          title={t('state.errorTitle')}
          message={<ApiErrorText error={error} />}
          onRetry={() => void refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}

      {data ? (
        <>
          {hasItems(data.slider_section) ? <HomeSlider items={data.slider_section} label={t('home.slider')} /> : null}
          {propertySections.map(([id, title, properties], index) =>
            index === firstSection && hasItems(properties) ? (
              <HomeSection key={id} id={id} title={title}>
                <PropertyGrid properties={properties} label={title} priorityCount={hasSlider ? 1 : 2} />
              </HomeSection>
            ) : null,
          )}
          {/* Below a slider and the first list, the rest is off the first screen: it renders once those have painted. */}
          <Deferred when={hasSlider}>
            {propertySections.map(([id, title, properties], index) =>
              index !== firstSection && hasItems(properties) ? (
                <HomeSection key={id} id={id} title={title}>
                  <PropertyGrid properties={properties} label={title} />
                </HomeSection>
              ) : null,
            )}
            {hasItems(data.categories_section) ? (
              <HomeSection id="categories" title={t('home.categories')}>
                <CategoryList categories={data.categories_section} />
              </HomeSection>
            ) : null}
            {hasItems(projects) ? (
              <HomeSection id="projects" title={t('home.projects')}>
                <ProjectList projects={projects} />
              </HomeSection>
            ) : null}
            {hasItems(data.agents_list) ? (
              <HomeSection id="agents" title={t('home.agents')}>
                <AgentList agents={data.agents_list} />
              </HomeSection>
            ) : null}
            {hasItems(data.article_section) ? (
              <HomeSection id="articles" title={t('home.articles')}>
                <ArticleList articles={data.article_section} />
              </HomeSection>
            ) : null}
            {hasItems(data.faq_section) ? (
              <HomeSection id="faqs" title={t('home.faqs')}>
                <FaqList faqs={data.faq_section} />
              </HomeSection>
            ) : null}
          </Deferred>
        </>
      ) : null}
      <RecentlyViewedSlot />
    </div>
  );
}
