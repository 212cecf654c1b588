import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { ErrorState, Spinner } from '@domus/shared/ui';

import { ConsolePage } from '../../../components/console-page';
import { useSettings } from '../api/settings';
import { settingsSections } from '../lib/sections';
import { SettingsSection } from './settings-section';
import { SiteLanguages } from './site-languages';
import styles from './settings.module.css';

/**
 * `/admin/settings` (admins): the site's name and contact, currency and numbers, languages,
 * map, mail and SMS, payments; one form and one Save per section. Secrets show as their last
 * four characters only.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const settings = useSettings();
  return (
    <ConsolePage title={t('screens.settings.title')} intro={t('settings.intro')}>
      {settings.isPending ? <Spinner label={t('state.loading')} /> : null}
      {settings.isError ? (
        <ErrorState
          title={t('settings.error')}
          message={errorText(settings.error)}
          onRetry={() => void settings.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {settings.data ? (
        <>
          <nav aria-label={t('settings.contents')}>
            <ul className={styles.contents}>
              {settingsSections.map((section) => (
                <li key={section.id}>
                  <a href={`#settings-${section.id}`}>{t(`settings.sections.${section.id}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {settingsSections.map((section) => (
            <div key={section.id} id={`settings-${section.id}`} className={styles.anchor}>
              <SettingsSection section={section} settings={settings.data} />
              {section.id === 'languages' ? <SiteLanguages /> : null}
            </div>
          ))}
        </>
      ) : null}
    </ConsolePage>
  );
}
