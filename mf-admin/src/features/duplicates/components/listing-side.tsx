import type { ComparedListing } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';

import { When } from '../../../components/cases/when';
import styles from './duplicates.module.css';

export interface ListingSideProps {
  listing: ComparedListing;
  /** `listing`: the newer one, a confirmation's duplicate; `original`: the one it seems to copy. */
  side: 'listing' | 'original';
}

/** One listing of a suspected pair: its pictures, then what a moderator compares. */
export function ListingSide({ listing, side }: ListingSideProps) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const [cover, ...gallery] = listing.pictures;
  return (
    <section className={styles.side} aria-labelledby={`listing-${listing.id}-${side}`}>
      <h3 id={`listing-${listing.id}-${side}`} className={styles.sideTitle}>
        {t(`duplicates.sides.${side}`, { id: listing.id })}
      </h3>
      {cover ? (
        <img
          src={cover}
          alt={t('duplicates.pictureOf', { title: listing.title })}
          className={styles.cover}
          loading="lazy"
        />
      ) : (
        <p className={styles.muted}>{t('duplicates.noPictures')}</p>
      )}
      {gallery.length ? (
        <ul className={styles.gallery} aria-label={t('duplicates.gallery', { title: listing.title })}>
          {gallery.slice(0, 6).map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={t('duplicates.galleryPicture', { number: index + 2, title: listing.title })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('duplicates.title')}</dt>
        <dd>
          <bdi>{listing.title}</bdi>
        </dd>
        <dt>{t('duplicates.price')}</dt>
        <dd>{number.format(listing.price)}</dd>
        <dt>{t('duplicates.area')}</dt>
        <dd>
          {listing.size === null
            ? t('duplicates.unknown')
            : t('duplicates.squareMetres', { size: number.format(listing.size) })}
        </dd>
        <dt>{t('duplicates.address')}</dt>
        <dd>
          <bdi>{[listing.address, listing.city].filter(Boolean).join(', ')}</bdi>
        </dd>
        <dt>{t('duplicates.owner')}</dt>
        <dd>
          <bdi>{listing.owner.email || `#${listing.owner.id}`}</bdi>
        </dd>
        <dt>{t('duplicates.posted')}</dt>
        <dd>
          <When iso={listing.created_at} />
        </dd>
        <dt>{t('duplicates.status')}</dt>
        <dd>{t(`duplicates.requestStatuses.${listing.request_status}`, { defaultValue: listing.request_status })}</dd>
      </dl>
    </section>
  );
}
