import { adBannerPlacements, bannerPlatformChoices, type AdBannerPage, type AdminBanner } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState, type ReactElement } from 'react';
import { toast } from 'react-toastify';

import { useAddBanner, useBanners, useRemoveBanner } from '../api/banners';
import { ContentPage } from './content-page';
import { DeleteFlow } from './delete-flow';
import { EditorForm } from './editor-form';
import styles from './content.module.css';

const bannerPages = Object.keys(adBannerPlacements) as AdBannerPage[];

/** The new banner's fields, sent with its picture as one multipart form. */
function BannerForm() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const add = useAddBanner();
  const [page, setPage] = useState<AdBannerPage>('homepage');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (form: HTMLFormElement) => {
    setFailure(null);
    add.mutate(new FormData(form), {
      onSuccess: () => {
        form.reset();
        toast.success(t('content.banners.added'));
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };
  const field = (name: string, input: ReactElement) => (
    <div className={styles.field}>
      <label htmlFor={`banner-${name}`}>{t(`content.banners.fields.${name}`)}</label>
      {input}
    </div>
  );
  return (
    <EditorForm title={t('content.banners.new')} pending={add.isPending} failure={failure} onSubmit={submit}>
      <div className={styles.languages}>
        {field(
          'page',
          <select
            id="banner-page"
            name="page"
            value={page}
            onChange={(event) => setPage(event.target.value as AdBannerPage)}
          >
            {bannerPages.map((each) => (
              <option key={each} value={each}>
                {t(`content.banners.pages.${each}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'placement',
          <select id="banner-placement" name="placement" key={page}>
            {adBannerPlacements[page].map((each) => (
              <option key={each} value={each}>
                {each.replaceAll('_', ' ')}
              </option>
            ))}
          </select>,
        )}
        {field(
          'platform',
          <select id="banner-platform" name="platform" defaultValue="all">
            {bannerPlatformChoices.map((each) => (
              <option key={each} value={each}>
                {t(`content.banners.platforms.${each}`)}
              </option>
            ))}
          </select>,
        )}
        {field('link', <input id="banner-link" name="link" type="url" dir="ltr" placeholder="https://" />)}
        {field('property', <input id="banner-property" name="property" type="text" dir="ltr" />)}
        {field('from', <input id="banner-from" name="from" type="date" />)}
        {field('until', <input id="banner-until" name="until" type="date" />)}
        {field('image', <input id="banner-image" name="image" type="file" accept="image/jpeg,image/png" required />)}
      </div>
    </EditorForm>
  );
}

/** `/admin/content/banners`: the banner advertisements at the site's places, added and removed here or by `pnpm admin banners:*`. */
export function BannersPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const banners = useBanners();
  const remove = useRemoveBanner();
  const [removing, setRemoving] = useState<AdminBanner | null>(null);
  const nameOf = (banner: AdminBanner) =>
    `${t(`content.banners.pages.${banner.page as AdBannerPage}`)} · ${banner.placement.replaceAll('_', ' ')}`;
  return (
    <ContentPage section="banners">
      <BannerForm />
      {banners.isPending ? <Spinner label={t('state.loading')} /> : null}
      {banners.isError ? (
        <ErrorState
          title={t('content.banners.error')}
          message={errorText(banners.error)}
          onRetry={() => void banners.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {banners.data && banners.data.length === 0 ? <EmptyState title={t('content.banners.empty')} /> : null}
      {banners.data && banners.data.length > 0 ? (
        <ul className={styles.items} aria-label={t('content.banners.title')}>
          {banners.data.map((banner) => (
            <li key={banner.id} className={styles.item}>
              <h2 className={styles.itemTitle}>{nameOf(banner)}</h2>
              <img className={styles.thumb} src={banner.image_url} alt="" />
              <p className={styles.facts}>
                <span className={styles.badge}>{t(`content.banners.states.${banner.state}`)}</span>
                {t(`content.banners.platforms.${banner.platform}`)}
                {' · '}
                <span dir="ltr">{banner.external_link_url || banner.property_slug || ''}</span>
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => setRemoving(banner)}
                  aria-label={t('content.deleteOf', { name: nameOf(banner) })}
                >
                  {t('content.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <DeleteFlow
          name={nameOf(removing)}
          onDelete={() => remove.mutateAsync(removing.id)}
          onDeleted={() => {
            setRemoving(null);
            toast.success(t('content.deleted'));
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </ContentPage>
  );
}
