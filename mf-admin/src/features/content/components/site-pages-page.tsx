import {
  contentTextLimits,
  sitePageSlugs,
  type LanguageSummary,
  type SitePage,
  type SitePageSlug,
} from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useSiteLanguages } from '../api/site-languages';
import { useSaveSitePage, useSitePages } from '../api/site-pages';
import { completeTexts, type Texts } from '../lib/texts';
import { ContentPage } from './content-page';
import { EditorForm } from './editor-form';
import { LanguageFields } from './language-fields';
import styles from './content.module.css';

function SitePageEditor({ page, languages }: { page: SitePage; languages: readonly LanguageSummary[] }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [texts, setTexts] = useState<Texts<'body'>>(() => completeTexts(page.texts, languages, ['body']));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSitePage();
  const submit = () => {
    setFailure(null);
    save.mutate(
      { slug: page.slug, texts },
      { onSuccess: () => toast.success(t('content.saved')), onError: (error) => setFailure(errorText(error)) },
    );
  };
  return (
    <EditorForm
      title={t(`content.pages.names.${page.slug}`)}
      pending={save.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <p className={styles.muted}>{t('content.pages.hint')}</p>
      <LanguageFields
        languages={languages}
        fields={[{ name: 'body', label: t('content.pages.body'), kind: 'html', maxLength: contentTextLimits.pageBody }]}
        texts={texts}
        onChange={setTexts}
        requiredFirst={false}
      />
    </EditorForm>
  );
}

/** `/admin/content/pages`: the about, privacy and terms pages, their HTML written per language. */
export function SitePagesPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const pages = useSitePages();
  const languages = useSiteLanguages();
  const [slug, setSlug] = useState<SitePageSlug>('about_us');
  const page = pages.data?.find((each) => each.slug === slug);
  return (
    <ContentPage section="pages">
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="site-page">{t('content.pages.which')}</label>
          <select id="site-page" value={slug} onChange={(event) => setSlug(event.target.value as SitePageSlug)}>
            {sitePageSlugs.map((each) => (
              <option key={each} value={each}>
                {t(`content.pages.names.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pages.isPending || languages.isPending ? <Spinner label={t('state.loading')} /> : null}
      {pages.isError ? (
        <ErrorState
          title={t('content.pages.error')}
          message={errorText(pages.error)}
          onRetry={() => void pages.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {page && languages.data ? <SitePageEditor key={page.slug} page={page} languages={languages.data} /> : null}
    </ContentPage>
  );
}
