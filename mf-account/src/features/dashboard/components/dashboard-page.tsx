import { Button, ErrorState } from '@domus/shared/ui';
import { useSessionUser } from '@domus/shared/store';
import { isolate, translatedName } from '@domus/shared/format';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { pagePaths } from '@domus/shared/contract/page-paths';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { useSignOut } from '../../../lib/use-sign-out';
import { useDashboardStats, type DashboardStats } from '../api/get-dashboard-stats';

const figures = [
  'properties_count',
  'projects_count',
  'total_views',
  'total_favourites',
  'advertisements_count',
] as const satisfies readonly (keyof DashboardStats)[];

/** Where a signed-in user's screens are, whichever remote owns them. */
const userLinks = [
  [pagePaths.profile, 'profile'],
  [pagePaths.addProperty, 'addProperty'],
  [pagePaths.myProperties, 'myProperties'],
  [pagePaths.myProjects, 'myProjects'],
  [pagePaths.advertisements, 'advertisements'],
  [pagePaths.favourites, 'favourites'],
  [pagePaths.subscriptions, 'subscriptions'],
  [pagePaths.transactionHistory, 'transactions'],
  [pagePaths.chat, 'chat'],
  [pagePaths.notifications, 'notifications'],
  [pagePaths.agentVerification, 'verification'],
  [pagePaths.personaliseFeed, 'personalizeFeed'],
  [pagePaths.deleteAccount, 'deleteAccount'],
] as const;

/** `/user/dashboard`: counts of listings, views, favourites and advertisements, the active package. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('account');
  const user = useSessionUser();
  const stats = useDashboardStats(user?.id);
  const { signOut, pending } = useSignOut();
  const number = new Intl.NumberFormat(i18n.language);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <AccountPage title={t('dashboard.title')}>
      <p>{t('dashboard.greeting', { name: isolate(user?.name ?? '') })}</p>
      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className={styles.subtitle}>
          {t('dashboard.figures')}
        </h2>
        {stats.isError ? (
          <ErrorState
            title={t('dashboard.error')}
            message={<ApiErrorText error={stats.error} />}
            onRetry={() => void stats.refetch()}
            retryLabel={t('state.retry')}
          />
        ) : (
          // While the figures load, their boxes are drawn empty: the links below stay where they are.
          <div aria-busy={stats.isPending}>
            {stats.isPending ? (
              <span role="status" className={styles.visuallyHidden}>
                {t('state.loading')}
              </span>
            ) : null}
            <dl className={styles.stats}>
              {figures.map((figure) => (
                <div key={figure} className={styles.stat}>
                  <dt>{t(`dashboard.figure.${figure}`)}</dt>
                  <dd>{stats.data ? number.format(stats.data[figure]) : '\u00a0'}</dd>
                </div>
              ))}
            </dl>
            <h2 className={styles.subtitle}>{t('dashboard.package')}</h2>
            {!stats.data ? (
              <p>{'\u00a0'}</p>
            ) : stats.data.active_package ? (
              <p>
                {t('dashboard.activePackage', {
                  name: isolate(translatedName(stats.data.active_package)),
                  date: date(stats.data.active_package.end_date),
                })}
              </p>
            ) : (
              <p>
                {t('dashboard.noPackage')} <Link to={pagePaths.subscriptionPlans}>{t('dashboard.choosePackage')}</Link>
              </p>
            )}
          </div>
        )}
      </section>
      <nav aria-labelledby="dashboard-links">
        <h2 id="dashboard-links" className={styles.subtitle}>
          {t('dashboard.yourAccount')}
        </h2>
        <ul className={styles.navList}>
          {userLinks.map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(`dashboard.link.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.actions}>
        <Button variant="secondary" disabled={pending} onClick={signOut}>
          {t('logout.button')}
        </Button>
      </p>
    </AccountPage>
  );
}
