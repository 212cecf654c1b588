import { noticeSegments } from '@domus/shared/contract';
import { operatorNoticeLimits } from '@domus/shared/contract/limits';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId, type FormEvent, type RefObject } from 'react';

import { useNoticeAudience, useNoticeCities } from '../api/notices';
import type { DraftProblems, NoticeDraft } from '../lib/notice-draft';
import styles from './notices.module.css';

export interface NoticeFormProps {
  draft: NoticeDraft;
  problems: DraftProblems;
  onChange: (draft: NoticeDraft) => void;
  /** Send was pressed: the page checks the draft and asks to confirm. */
  onSend: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** How many accounts the chosen segment reaches, said as the count changes (polite live region). */
function RecipientCount({ draft }: { draft: NoticeDraft }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const audience = useNoticeAudience(draft.segment, draft.city);
  let text: string;
  if (draft.segment === 'city' && !draft.city) text = t('notices.chooseCity');
  else if (audience.isError) text = errorText(audience.error);
  else if (!audience.data || audience.isFetching) text = t('notices.counting');
  else if (audience.data.recipients === 0) text = t('notices.nobody');
  else text = t('notices.reaches', { count: audience.data.recipients });
  return (
    <p className={styles.count} aria-live="polite">
      {text}
    </p>
  );
}

/** The notice: title, message, an optional link to a page of the site, and who it goes to. */
export function NoticeForm({ draft, problems, onChange, onSend, formRef }: NoticeFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const cities = useNoticeCities(draft.segment === 'city');
  const set = (key: keyof NoticeDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  /** A field's problem, tied to it by aria-describedby with its hint. */
  const described = (field: keyof DraftProblems, hint?: boolean) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${field}-hint` : '', problems[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  });
  const problem = (field: keyof DraftProblems) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {t(`notices.errors.${problems[field]}`, { max: field === 'city' ? undefined : operatorNoticeLimits[field] })}
      </p>
    ) : null;

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('notices.compose')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{t('notices.title')}</label>
        <input
          id={`${id}-title`}
          name="title"
          dir="auto"
          value={draft.title}
          onChange={set('title')}
          maxLength={operatorNoticeLimits.title}
          required
          {...described('title', true)}
        />
        <p id={`${id}-title-hint`} className={styles.hint}>
          {t('notices.upTo', { max: operatorNoticeLimits.title })}
        </p>
        {problem('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('notices.message')}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          dir="auto"
          rows={4}
          value={draft.message}
          onChange={set('message')}
          maxLength={operatorNoticeLimits.message}
          required
          {...described('message', true)}
        />
        <p id={`${id}-message-hint`} className={styles.hint}>
          {t('notices.upTo', { max: operatorNoticeLimits.message })}
        </p>
        {problem('message')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-link`}>{t('notices.link')}</label>
        <input
          id={`${id}-link`}
          name="link"
          dir="ltr"
          value={draft.link}
          onChange={set('link')}
          placeholder="/properties"
          {...described('link', true)}
        />
        <p id={`${id}-link-hint`} className={styles.hint}>
          {t('notices.linkHint')}
        </p>
        {problem('link')}
      </div>
      <fieldset className={styles.segments}>
        <legend>{t('notices.sendTo')}</legend>
        {noticeSegments.map((segment) => (
          <label key={segment} className={styles.segment}>
            <input
              type="radio"
              name="segment"
              value={segment}
              checked={draft.segment === segment}
              onChange={() => onChange({ ...draft, segment })}
            />
            <span>
              <span className={styles.segmentName}>{t(`notices.segments.${segment}`)}</span>
              <span className={styles.hint}>{t(`notices.segmentHints.${segment}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {draft.segment === 'city' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-city`}>{t('notices.city')}</label>
          <select
            id={`${id}-city`}
            name="city"
            value={draft.city}
            onChange={set('city')}
            required
            {...described('city')}
          >
            <option value="">{cities.isPending ? t('state.loading') : t('notices.chooseCityOption')}</option>
            {(cities.data ?? []).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
          {problem('city')}
        </div>
      ) : null}
      <RecipientCount draft={draft} />
      <div className={styles.actions}>
        <Button type="submit">{t('notices.send')}</Button>
      </div>
    </form>
  );
}
