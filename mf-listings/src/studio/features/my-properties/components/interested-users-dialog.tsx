import { Button, Dialog, ErrorState, Spinner } from '@domus/shared/ui';
import { isolate } from '@domus/shared/format';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';

import styles from '../../../../components/listing-table.module.css';
import { useInterestedUsers } from '../api/property-actions';
import { EmailLink } from '../../../../components/email-link';

/** Who is interested in one of the owner's properties (get_interested_users). */
export function InterestedUsersDialog({
  propertyId,
  title,
  onClose,
}: {
  propertyId: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const users = useInterestedUsers(propertyId);
  let content;
  if (users.isPending) content = <Spinner label={t('state.loading')} />;
  else if (users.isError)
    content = <ErrorState title={t('manage.interestedFailed')} message={<ApiErrorText error={users.error} />} />;
  else if (users.data.length === 0) content = <p>{t('manage.noInterested')}</p>;
  else {
    content = (
      <ul className={styles.people} aria-label={t('manage.interestedTitle', { title })}>
        {users.data.map((user) => (
          <li key={user.id}>
            <strong>
              <bdi>{user.name}</bdi>
            </strong>
            {user.email ? (
              <>
                {' · '}
                <EmailLink email={user.email} />
              </>
            ) : null}
            {user.mobile ? (
              <>
                {' · '}
                <a href={`tel:${user.mobile.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {user.mobile}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Dialog
      title={t('manage.interestedTitle', { title: isolate(title) })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('manage.close')}</Button>}
    >
      {content}
    </Dialog>
  );
}
