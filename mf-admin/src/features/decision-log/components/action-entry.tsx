import type { OperatorActionEntry } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';

import { changesOf } from '../lib/changes';
import styles from './decision-log.module.css';

/**
 * One action of the log: when, who (or the admin command), what on which thing, the values it
 * changed before and after, and the reason given.
 */
export function ActionEntry({ entry }: { entry: OperatorActionEntry }) {
  const { t, i18n } = useTranslation('admin');
  const [, verb = ''] = entry.action.split('.');
  const changes = changesOf(entry.before, entry.after);
  const when = new Date(entry.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const who = entry.actor_email
    ? `${entry.actor_name} <${entry.actor_email}>`
    : entry.via === 'command'
      ? t('decisionLog.command')
      : t('decisionLog.formerOperator');
  return (
    <li className={styles.entry}>
      <p className={styles.what}>
        <strong>
          {t(`decisionLog.subjects.${entry.subject}`, { defaultValue: entry.subject })} ·{' '}
          {t(`decisionLog.verbs.${verb}`, { defaultValue: verb })}
        </strong>{' '}
        <span className={styles.subjectId}>#{entry.subject_id}</span>
      </p>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{when}</time> · <bdi>{who}</bdi> · {t(`decisionLog.vias.${entry.via}`)}
      </p>
      {changes.length ? (
        <table className={styles.changes}>
          <caption className={styles.visuallyHidden}>{t('decisionLog.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('decisionLog.field')}</th>
              <th scope="col">{t('decisionLog.before')}</th>
              <th scope="col">{t('decisionLog.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>
                  <bdi>{change.before || '—'}</bdi>
                </td>
                <td>
                  <bdi>{change.after || '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {entry.reason ? (
        <p className={styles.reason}>
          {t('decisionLog.reason')}: <bdi>{entry.reason}</bdi>
        </p>
      ) : null}
    </li>
  );
}
