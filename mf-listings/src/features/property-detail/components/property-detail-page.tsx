import { ErrorState, Spinner } from '@domus/shared/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { Gallery } from '../../../components/gallery';
import { LazyLocationMap } from '../../../components/lazy-location-map';
import { NotFoundMessage } from '../../../components/not-found-message';
import { OwnerCard } from '../../../components/owner-card';
import pageStyles from '../../../components/page.module.css';
import { PriceLabel } from '../../../components/price-label';
import { PropertyGrid } from '../../../components/property-grid';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { Property } from '../../../types/listings';
import { addressLine, coordinatesOf, listingDocuments, propertyImages } from '../../../utils/listing-view';
import { plainText } from '../../../utils/plain-text';
import { useProperty } from '../api/get-property';
import { FacilityList, ParameterList } from './property-facts';
import styles from './property-detail.module.css';

/** `/properties-details/:slug_id` */
export function PropertyDetailPage() {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useProperty(slugId);
  useDocumentTitle(data?.property?.title);

  if (isPending) {
    return (
      <div className={pageStyles.page}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={pageStyles.page}>
        <ErrorState
          title={t('detail.errorTitle')}
          message={error.message}
          onRetry={() => void refetch()}
          retryLabel={t('state.retry')}
        />
      </div>
    );
  }
  if (!data.property) {
    return (
      <div className={pageStyles.page}>
        <NotFoundMessage
          title={t('notFound.property.title')}
          text={t('notFound.property.text')}
          backTo="/properties"
          backLabel={t('notFound.property.back')}
        />
      </div>
    );
  }
  return <PropertyDetail property={data.property} similar={data.similar} />;
}

function PropertyDetail({ property, similar }: { property: Property; similar: readonly Property[] }) {
  const { t } = useTranslation('listings');
  const type = String(property.property_type);
  const address = addressLine(property);
  const position = coordinatesOf(property);
  const description = plainText(property.description);
  const documents = listingDocuments(property.documents);

  return (
    <div className={pageStyles.page}>
      <article className={styles.detail} data-testid="property-detail">
        <Gallery images={propertyImages(property)} title={property.title} />

        <div className={styles.layout}>
          <div className={styles.main}>
            <header className={styles.header}>
              <div className={styles.badges}>
                <span className={styles.badge}>{t(`propertyType.${type}`, { defaultValue: type })}</span>
                {property.category?.category ? (
                  <span className={styles.category}>{property.category.category}</span>
                ) : null}
              </div>
              <h1 className={styles.title}>{property.title}</h1>
              <PriceLabel listing={property} className={styles.price} />
              {address ? <p className={styles.address}>{address}</p> : null}
              {property.post_created ? (
                <p className={styles.muted}>{t('detail.posted', { when: property.post_created })}</p>
              ) : null}
            </header>

            {property.three_d_image || property.video_link ? (
              <ul className={styles.mediaLinks}>
                {property.three_d_image ? (
                  <li>
                    <a href={property.three_d_image} target="_blank" rel="noopener noreferrer">
                      {t('detail.view3d')}
                    </a>
                  </li>
                ) : null}
                {property.video_link ? (
                  <li>
                    <a href={property.video_link} target="_blank" rel="noopener noreferrer">
                      {t('detail.watchVideo')}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}

            {description ? (
              <section className={styles.block} aria-labelledby="property-description-heading">
                <h2 id="property-description-heading" className={styles.blockTitle}>
                  {t('detail.description')}
                </h2>
                <p className={styles.description}>{description}</p>
              </section>
            ) : null}

            <ParameterList parameters={property.parameters ?? []} />
            <FacilityList facilities={property.assign_facilities ?? []} />

            {documents.length > 0 ? (
              <section className={styles.block} aria-labelledby="property-documents-heading">
                <h2 id="property-documents-heading" className={styles.blockTitle}>
                  {t('detail.documents')}
                </h2>
                <ul className={styles.links}>
                  {documents.map((document) => (
                    <li key={document.id}>
                      <a href={document.url} target="_blank" rel="noopener noreferrer">
                        {document.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.block} aria-labelledby="property-location-heading">
              <h2 id="property-location-heading" className={styles.blockTitle}>
                {t('detail.location')}
              </h2>
              {position ? (
                <LazyLocationMap position={position} label={address || property.title} />
              ) : (
                <p className={styles.muted}>{t('detail.noLocation')}</p>
              )}
            </section>
          </div>

          <aside className={styles.aside}>
            {property.customer_name ? (
              <OwnerCard
                name={property.customer_name}
                profile={property.profile}
                email={property.email}
                mobile={property.mobile}
              />
            ) : null}
          </aside>
        </div>
      </article>

      {similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-properties-heading">
          <h2 id="similar-properties-heading" className={styles.blockTitle}>
            {t('detail.similar')}
          </h2>
          <PropertyGrid properties={similar} />
        </section>
      ) : null}
    </div>
  );
}
