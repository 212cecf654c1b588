import { formatRelativeTime } from '@domus/shared/format';
import { isPushSupported } from '@domus/shared/realtime';
import { EmptyState, ErrorState, Pagination, Spinner } from '@domus/shared/ui';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { usePageParam } from '@domus/shared/routing';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { NOTIFICATIONS_PER_PAGE, useNotificationList } from '../api/get-notification-list';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NoticeTitle } from './notice-title';

/**
 * `/user/notifications`: the user's notifications, newest first, ten a page (`?page=`); new
 * ones are marked, and a notice about a page (a saved search's results) or a listing opens it.
 * Opening the page marks them read; live ones arrive through the shell, which refetches this list.
 */
export function NotificationsPage() {
  const { t, i18n } = useTranslation('account');
  const [page, setPage] = usePageParam();
  const list = useNotificationList(page);
  const pageCount = Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PER_PAGE);
  useMarkNotificationsRead(list.isSuccess, list.data?.unread ?? 0);

  return (
    <AccountPage title={t('notifications.title')}>
      {isPushSupported() ? null : (
        <p role="status" className={styles.notice}>
          {t('notifications.unsupported')}
        </p>
      )}
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('notifications.error')}
          message={<ApiErrorText error={list.error} />}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && list.data.notifications.length === 0 ? (
        <EmptyState title={t('notifications.empty')} description={t('notifications.emptyText')} />
      ) : null}
      {list.data && list.data.notifications.length > 0 ? (
        <>
          <ul className={styles.list} aria-label={t('notifications.title')}>
            {list.data.notifications.map((notification) => (
              <li key={notification.id} className={styles.item}>
                {notification.notification_image ? (
                  <img className={styles.thumb} src={notification.notification_image} alt="" />
                ) : null}
                <div>
                  <h2>
                    <NoticeTitle notification={notification} />
                    {notification.is_read ? null : <span className={styles.newMark}>{t('notifications.new')}</span>}
                  </h2>
                  <p dir="auto">{notification.message}</p>
                  <p className={styles.muted}>
                    <time dateTime={notification.created_at}>
                      {formatRelativeTime(notification.created_at, {
                        locale: i18n.language,
                        justNow: t('notifications.justNow'),
                      })}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            labels={{
              navigation: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (number) => t('pagination.page', { page: number }),
            }}
          />
        </>
      ) : null}
    </AccountPage>
  );
}
