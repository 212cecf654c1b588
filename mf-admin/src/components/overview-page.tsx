import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';

import { OverviewFigures } from '../features/overview/components/overview-figures';
import { useConsoleScreens } from '../lib/use-console-screens';
import { ConsolePage } from './console-page';
import styles from './console.module.css';

/** `/admin`: what waits and what happened (the figures), then what the console has, one card a screen. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const consoleScreens = useConsoleScreens();
  return (
    <ConsolePage title={t('console.title')} intro={t('console.intro')}>
      <OverviewFigures />
      <ul className={styles.screens}>
        {consoleScreens.map((screen) => (
          <li key={screen.path} className={styles.screen}>
            <h2>
              <Link to={screen.path}>{t(`screens.${screen.key}.title`)}</Link>
            </h2>
            <p>{t(`screens.${screen.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
