import { useTranslation } from '@domus/shared/i18n';

import { ListingImage } from './listing-image';
import { EmailLink } from './email-link';
import styles from './owner-card.module.css';

export interface OwnerCardProps {
  name: string;
  profile?: string | null;
  email?: string | null;
  mobile?: string | null;
  verified?: boolean;
}

/** Who lists it, with the contact details the settings let the API share. */
export function OwnerCard({ name, profile, email, mobile, verified = false }: OwnerCardProps) {
  const { t } = useTranslation('listings');
  return (
    <section className={styles.card} aria-labelledby="listing-owner-heading">
      <h2 id="listing-owner-heading" className={styles.heading}>
        {t('owner.heading')}
      </h2>
      <div className={styles.person}>
        <ListingImage src={profile} alt="" className={styles.avatar} />
        <p className={styles.name}>
          <bdi>{name}</bdi>
          {verified ? <span className={styles.verified}>{t('home.verified')}</span> : null}
        </p>
      </div>
      {email || mobile ? (
        <ul className={styles.contacts}>
          {mobile ? (
            <li>
              <span className={styles.label}>{t('owner.phone')}</span>{' '}
              <a href={`tel:${mobile.replace(/[^\d+]/g, '')}`} dir="ltr">
                {mobile}
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <span className={styles.label}>{t('owner.email')}</span> <EmailLink email={email} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
