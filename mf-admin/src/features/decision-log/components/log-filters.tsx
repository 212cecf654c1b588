import { operatorActionVias } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId, useState } from 'react';

import { emptyLogFilter, type LogFilter, type LogVia } from '../lib/log-filter';
import { loggedSubjects } from '../lib/logged-subjects';
import styles from './decision-log.module.css';

export interface LogFiltersProps {
  filter: LogFilter;
  /** New filters: the log from its newest action again. */
  onFilter: (filter: LogFilter) => void;
}

/**
 * Who, what, how and when: applied together when the form is sent (Enter or the button), so a
 * keyboard moving through a list does not ask the API at each step. Keyed by the address's
 * filter where it is used, so going back shows that filter.
 */
export function LogFilters({ filter, onFilter }: LogFiltersProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(filter);
  const set = (change: Partial<LogFilter>) => setDraft((current) => ({ ...current, ...change }));
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      role="search"
      aria-label={t('decisionLog.filters')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ ...draft, actor: draft.actor.trim(), subjectId: draft.subjectId.trim(), cursor: '' });
      }}
    >
      <div className={styles.field}>
        <label htmlFor={field('actor')}>{t('decisionLog.actor')}</label>
        <input
          id={field('actor')}
          type="search"
          value={draft.actor}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => set({ actor: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('action')}>{t('decisionLog.subject')}</label>
        <select id={field('action')} value={draft.action} onChange={(event) => set({ action: event.target.value })}>
          <option value="">{t('decisionLog.anySubject')}</option>
          {/* An action the address names (user.role) stays choosable beside the subjects. */}
          {draft.action && !loggedSubjects.includes(draft.action) ? (
            <option value={draft.action}>{draft.action}</option>
          ) : null}
          {loggedSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`decisionLog.subjects.${subject}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.narrowField}>
        <label htmlFor={field('subject-id')}>{t('decisionLog.subjectId')}</label>
        <input
          id={field('subject-id')}
          value={draft.subjectId}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => set({ subjectId: event.target.value })}
        />
      </div>
      <div className={styles.narrowField}>
        <label htmlFor={field('via')}>{t('decisionLog.via')}</label>
        <select
          id={field('via')}
          value={draft.via}
          onChange={(event) => set({ via: event.target.value as LogVia | '' })}
        >
          <option value="">{t('decisionLog.anyVia')}</option>
          {operatorActionVias.map((via) => (
            <option key={via} value={via}>
              {t(`decisionLog.vias.${via}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.narrowField}>
        <label htmlFor={field('from')}>{t('decisionLog.from')}</label>
        <input
          id={field('from')}
          type="date"
          value={draft.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className={styles.narrowField}>
        <label htmlFor={field('to')}>{t('decisionLog.to')}</label>
        <input id={field('to')} type="date" value={draft.to} onChange={(event) => set({ to: event.target.value })} />
      </div>
      <div className={styles.formActions}>
        <Button type="submit">{t('decisionLog.apply')}</Button>
        <Button type="button" variant="secondary" onClick={() => onFilter(emptyLogFilter)}>
          {t('decisionLog.clear')}
        </Button>
      </div>
    </form>
  );
}
