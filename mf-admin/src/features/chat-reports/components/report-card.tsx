import type { ChatReportCase } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import cases from '../../../components/cases/cases.module.css';
import { When } from '../../../components/cases/when';
import type { ChatReportDecision } from '../lib/reasons';
import { ChatFile } from './chat-file';
import styles from './chat-reports.module.css';

export interface ReportCardProps {
  report: ChatReportCase;
  onDecide: (decision: ChatReportDecision) => void;
}

/** The conversation's last messages, oldest first, each with its sender's name. */
function Messages({ report }: { report: ChatReportCase }) {
  const { t } = useTranslation('admin');
  const senders = new Map([
    [report.reporter.id, report.reporter.name || report.reporter.email],
    [report.reported.id, report.reported.name || report.reported.email],
  ]);
  if (!report.messages.length) return <p className={styles.muted}>{t('chatReports.noMessages')}</p>;
  return (
    <ol className={styles.messages} aria-label={t('chatReports.messagesOf', { id: report.id })}>
      {report.messages.map((message) => (
        <li
          key={message.id}
          className={styles.message}
          data-side={message.sender_id === report.reported.id ? 'reported' : 'reporter'}
        >
          <p className={styles.messageHead}>
            <strong>
              <bdi>{senders.get(message.sender_id) ?? `#${message.sender_id}`}</bdi>
            </strong>{' '}
            <When iso={message.created_at} />
            {message.held ? <span className={styles.flag}>{t('chatReports.held')}</span> : null}
            {message.deleted ? <span className={styles.flag}>{t('chatReports.deleted')}</span> : null}
          </p>
          {message.message ? (
            <p className={styles.messageText}>
              <bdi>{message.message}</bdi>
            </p>
          ) : null}
          {message.file_links.map((url, index) => (
            <div key={url} className={styles.messageText}>
              <ChatFile url={url} label={t('chatReports.file', { number: index + 1 })} />
            </div>
          ))}
          {message.has_file && !message.file_links.length ? (
            <p className={styles.muted}>{t('chatReports.fileGone')}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * One report: who reported whom, why and when, the conversation's last messages, and the
 * decision: ban the reported member from chatting or dismiss; a ban can be lifted; a decided
 * report says by whom, when and why.
 */
export function ReportCard({ report, onDecide }: ReportCardProps) {
  const { t } = useTranslation('admin');
  const names = { reporter: report.reporter.name, reported: report.reported.name };
  const banActive = report.decision === 'banned' && !report.lifted_at;
  return (
    <li className={cases.case}>
      <h2 className={cases.caseTitle}>
        {t('chatReports.caseTitle', {
          reporter: isolate(names.reporter),
          reported: isolate(names.reported),
          id: report.id,
        })}
      </h2>
      <dl className={cases.facts}>
        <dt>{t('chatReports.reporter')}</dt>
        <dd>
          <bdi>{report.reporter.name}</bdi> (<bdi>{report.reporter.email}</bdi>)
        </dd>
        <dt>{t('chatReports.reported')}</dt>
        <dd>
          <bdi>{report.reported.name}</bdi> (<bdi>{report.reported.email}</bdi>)
        </dd>
        <dt>{t('chatReports.reason')}</dt>
        <dd>{t(`chatReports.reasons.report.${report.reason}`)}</dd>
        {report.details ? (
          <>
            <dt>{t('chatReports.details')}</dt>
            <dd>
              <bdi>{report.details}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('chatReports.reportedAt')}</dt>
        <dd>
          <When iso={report.created_at} />
        </dd>
        {report.property_id ? (
          <>
            <dt>{t('chatReports.about')}</dt>
            <dd>{t('chatReports.listing', { id: report.property_id })}</dd>
          </>
        ) : null}
        <dt>{t('chatReports.state')}</dt>
        <dd className={styles.state} data-state={banActive ? 'banned' : (report.decision ?? 'open')}>
          {t(`chatReports.states.${report.decision ?? 'open'}`)}
        </dd>
        {report.decided_at ? (
          <>
            <dt>{t('chatReports.decided')}</dt>
            <dd>
              <bdi>{report.decided_by || t('cases.goneOperator')}</bdi>, <When iso={report.decided_at} />
              {report.decision_reason ? (
                <>
                  {': '}
                  <bdi>{report.decision_reason}</bdi>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {report.lifted_at ? (
          <>
            <dt>{t('chatReports.lifted')}</dt>
            <dd>
              <bdi>{report.lifted_by || t('cases.goneOperator')}</bdi>, <When iso={report.lifted_at} />
              {report.lift_reason ? (
                <>
                  {': '}
                  <bdi>{report.lift_reason}</bdi>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className={styles.subtitle}>{t('chatReports.messages')}</h3>
      <Messages report={report} />
      {report.decision === null ? (
        <div className={cases.actions}>
          <Button size="small" aria-label={t('chatReports.banOf', names)} onClick={() => onDecide('ban')}>
            {t('chatReports.ban')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('chatReports.dismissOf', { id: report.id })}
            onClick={() => onDecide('dismiss')}
          >
            {t('chatReports.dismiss')}
          </Button>
        </div>
      ) : null}
      {banActive ? (
        <div className={cases.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('chatReports.liftOf', names)}
            onClick={() => onDecide('lift')}
          >
            {t('chatReports.lift')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
