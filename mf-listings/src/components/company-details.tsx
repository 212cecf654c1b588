import { useSettings } from '@domus/shared/settings';
import { useTranslation } from '@domus/shared/i18n';

import styles from './company-details.module.css';
import { EmailLink } from './email-link';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The company's address, e-mail and phone as the admin set them in the settings; nothing when none is set. */
export function CompanyDetails() {
  const { t } = useTranslation('listings');
  const settings = useSettings();
  const address = text(settings?.company_address);
  const email = text(settings?.company_email);
  const phone = text(settings?.company_tel);
  if (!address && !email && !phone) return null;
  return (
    <dl className={styles.contact}>
      {address ? (
        <>
          <dt>{t('company.address')}</dt>
          <dd>
            <bdi>{address}</bdi>
          </dd>
        </>
      ) : null}
      {email ? (
        <>
          <dt>{t('company.email')}</dt>
          <dd>
            <EmailLink email={email} />
          </dd>
        </>
      ) : null}
      {phone ? (
        <>
          <dt>{t('company.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {phone}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
