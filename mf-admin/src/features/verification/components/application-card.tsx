import { agentPagePath } from '@domus/shared/contract/page-paths';
import type { VerificationRequest } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Link } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';

import { DocumentPreview } from '../../../components/private-files/document-preview';
import styles from './verification.module.css';

export interface ApplicationCardProps {
  request: VerificationRequest;
  onApprove: () => void;
  onReject: () => void;
}

/** A moment as the operator's language writes it, in a <time> that keeps the exact one. */
function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation('admin');
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={iso}>{text}</time>;
}

/**
 * One application: who applied (with their agent page when they have one), when, their answers
 * and their documents shown in place; a pending one can be approved or rejected, a decided one
 * says when and (rejected) why.
 */
export function ApplicationCard({ request, onApprove, onReject }: ApplicationCardProps) {
  const { t } = useTranslation('admin');
  const name = request.user_name;
  const answers = request.fields.filter((field) => field.field_type !== 'file');
  const documents = request.fields.filter((field) => field.field_type === 'file');
  return (
    <li className={styles.application}>
      <h2 className={styles.name}>
        <bdi>{name}</bdi>
      </h2>
      <dl className={styles.facts}>
        <dt>{t('verification.email')}</dt>
        <dd>
          <bdi>{request.user_email}</bdi>
        </dd>
        <dt>{t('verification.applied')}</dt>
        <dd>
          <When iso={request.created_at} />
        </dd>
        <dt>{t('verification.status')}</dt>
        <dd className={styles.status} data-status={request.status}>
          {t(`verification.statuses.${request.status}`)}
        </dd>
        {request.decided_at ? (
          <>
            <dt>{t('verification.decided')}</dt>
            <dd>
              <When iso={request.decided_at} />
            </dd>
          </>
        ) : null}
        {request.status === 'failed' && request.reason ? (
          <>
            <dt>{t('verification.reason')}</dt>
            <dd>
              <bdi>{request.reason}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {request.user_is_agent ? (
        <p className={styles.agentLink}>
          <Link to={agentPagePath(request.user_slug_id)}>{t('verification.agentPage', { name })}</Link>
        </p>
      ) : null}

      <h3 className={styles.subtitle}>{t('verification.answers')}</h3>
      {answers.length ? (
        <dl className={styles.facts}>
          {answers.map((field) => (
            <div key={field.id} className={styles.answer}>
              <dt>{field.translated_name}</dt>
              <dd>{field.value ? <bdi>{field.value}</bdi> : t('verification.unanswered')}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>{t('verification.noAnswers')}</p>
      )}

      {documents.length ? (
        <>
          <h3 className={styles.subtitle}>{t('verification.documents')}</h3>
          <ul className={styles.documents}>
            {documents.map((field) => (
              <li key={field.id}>
                <p className={styles.documentName}>{field.translated_name}</p>
                {field.file_url ? (
                  <DocumentPreview url={field.file_url} label={field.translated_name} applicant={name} />
                ) : (
                  <p className={styles.muted}>{t('verification.notSent')}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {request.status === 'pending' ? (
        <div className={styles.actions}>
          <Button size="small" aria-label={t('verification.approveOf', { name })} onClick={onApprove}>
            {t('verification.approve')}
          </Button>
          <Button variant="secondary" size="small" aria-label={t('verification.rejectOf', { name })} onClick={onReject}>
            {t('verification.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
