import { RequireAccess } from '@domus/shared/guards';
import { useSessionUser } from '@domus/shared/store';
import { useTranslation } from '@domus/shared/i18n';
import { formatRelativeTime, translatedName } from '@domus/shared/format';
import { Link, useParams } from '@domus/shared/routing';
import { mortgageCalculatorPath, pagePaths } from '@domus/shared/contract/page-paths';

import { AfterFirstPaint } from '../../../../components/after-first-paint';
import { CompareToggle } from '../../../../components/compare-toggle';
import { DescriptionBlock, DetailHeader, DetailLayout } from '../../../../components/detail-layout';
import layoutStyles from '../../../../components/detail-layout.module.css';
import { DocumentsList } from '../../../../components/documents-list';
import { LocationBlock } from '../../../../components/location-block';
import { NotFoundMessage } from '../../../../components/not-found-message';
import pageStyles from '../../../../components/page.module.css';
import { PageStates } from '../../../../components/page-states';
import { PriceLabel } from '../../../../components/price-label';
import { PropertyGrid } from '../../../../components/property-grid';
import { ShareLinks } from '../../../../components/share-links';
import { useMetaTags } from '../../../../hooks/use-meta-tags';
import { useRecordRecentlyViewed } from '../../../../hooks/use-recently-viewed';
import type { Property } from '../../../../types/listings';
import { addressLine, coordinatesOf, listingDocuments, propertyImages } from '../../../../lib/listing-view';
import { pageMetaFrom } from '../../../../lib/page-meta';
import { plainText } from '../../../../lib/plain-text';
import { TourButton } from '../../virtual-tour/components/tour-button';
import { useProperty } from '../api/get-property';
import { EngagementBar, OwnerActions } from './engagement-bar';
import { PriceHistoryBlock } from './price-history-block';
import { FacilityList, ParameterList } from './property-facts';
import styles from './property-detail.module.css';

/** `/my-property/:slug_id`: the owner's own property (premium or not), with its management links. */
export function MyPropertyPage() {
  return <PropertyDetailPage ownerView />;
}

/** `/properties-details/:slug_id` */
export function PropertyDetailPage({ ownerView = false }: { ownerView?: boolean }) {
  const { t } = useTranslation('listings');
  const { slug_id: slugId = '' } = useParams();
  const user = useSessionUser();
  const query = useProperty(slugId);
  const property = query.data?.property;
  useMetaTags(property ? pageMetaFrom(property, property.title_image) : undefined);

  return (
    <PageStates
      query={query}
      found={(reply) => reply.property}
      failedTitle={t('detail.errorTitle')}
      notFound={
        <NotFoundMessage
          title={t('notFound.property.title')}
          text={t('notFound.property.text')}
          backTo={pagePaths.properties}
          backLabel={t('notFound.property.back')}
        />
      }
      framed
    >
      {(shown, { similar }) => {
        const isOwner = user !== null && shown.customer_id === user.id;
        if (ownerView && !isOwner) {
          return (
            <div className={pageStyles.page}>
              <NotFoundMessage
                title={t('notFound.property.title')}
                text={t('ownerView.notYours')}
                backTo={pagePaths.myProperties}
                backLabel={t('engagement.manage')}
              />
            </div>
          );
        }
        const detail = <PropertyDetail property={shown} similar={similar} isOwner={isOwner} />;
        // A premium property needs the premium package for a signed-in reader who does not own it (the API refuses too).
        if (shown.is_premium && user && !isOwner) {
          return (
            <RequireAccess requirements={{ package: 'premium_properties' }} cancelTo={pagePaths.properties}>
              {detail}
            </RequireAccess>
          );
        }
        return detail;
      }}
    </PageStates>
  );
}

function PropertyDetail({
  property,
  similar,
  isOwner,
}: {
  property: Property;
  similar: readonly Property[];
  isOwner: boolean;
}) {
  const { t, i18n } = useTranslation('listings');
  useRecordRecentlyViewed(property);
  const type = String(property.property_type);
  const address = addressLine(property);
  const owner = {
    name: property.customer_name,
    profile: property.profile,
    email: property.email,
    mobile: property.mobile,
    is_verified: property.is_verified,
  };

  return (
    <div className={pageStyles.page}>
      <DetailLayout testId="property-detail" title={property.title} images={propertyImages(property)} owner={owner}>
        <DetailHeader
          title={property.title}
          badge={t(`propertyType.${type}`, { defaultValue: type })}
          badgeClassName={styles.typeBadge}
          category={property.category && translatedName(property.category)}
        >
          <PriceLabel listing={property} className={styles.price} />
          {type === 'sell' && Number(property.price) > 0 ? (
            <Link to={mortgageCalculatorPath(property.price)} className={layoutStyles.link}>
              {t('detail.mortgage')}
            </Link>
          ) : null}
          {address ? (
            <p className={layoutStyles.muted}>
              <bdi>{address}</bdi>
            </p>
          ) : null}
          {property.created_at ? (
            <p className={layoutStyles.muted}>
              {t('detail.posted', {
                when: formatRelativeTime(property.created_at, { locale: i18n.language, justNow: t('detail.justNow') }),
              })}
            </p>
          ) : null}
          {isOwner ? <OwnerActions property={property} /> : <EngagementBar property={property} />}
          <CompareToggle property={property} />
          <ShareLinks title={property.title} />
        </DetailHeader>

        <div className={styles.mediaLinks}>
          <TourButton property={property} />
          {property.video_link ? (
            <a href={property.video_link} target="_blank" rel="noopener noreferrer" className={layoutStyles.link}>
              {t('detail.watchVideo')}
            </a>
          ) : null}
        </div>

        {/* Below the gallery and the facts: rendered once those have painted. */}
        <AfterFirstPaint>
          <DescriptionBlock headingId="property-description-heading" text={plainText(property.description)} />
          <PriceHistoryBlock property={property} />
          <ParameterList parameters={property.parameters ?? []} />
          <FacilityList facilities={property.assign_facilities ?? []} />
          <DocumentsList headingId="property-documents-heading" documents={listingDocuments(property.documents)} />
          <LocationBlock
            headingId="property-location-heading"
            position={coordinatesOf(property)}
            label={address || property.title}
          />
        </AfterFirstPaint>
      </DetailLayout>

      {similar.length > 0 ? (
        <AfterFirstPaint>
          <section className={styles.similar} aria-labelledby="similar-properties-heading">
            <h2 id="similar-properties-heading" className={layoutStyles.blockTitle}>
              {t('detail.similar')}
            </h2>
            <PropertyGrid properties={similar} />
          </section>
        </AfterFirstPaint>
      ) : null}
    </div>
  );
}
