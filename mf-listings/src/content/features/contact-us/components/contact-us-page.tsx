import { useDocumentTitle } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import { CompanyDetails } from '../../../../components/company-details';
import formStyles from '../../../../components/form/form.module.css';
import { ContactForm } from './contact-form';

/** `/contact-us`: the company's contact details and a form that reaches the admin. */
export function ContactUsPage() {
  const { t } = useTranslation('listings');
  useDocumentTitle(t('contact.title'));
  return (
    <div className={formStyles.page}>
      <h1 className={formStyles.title}>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <CompanyDetails />
      <ContactForm />
    </div>
  );
}
