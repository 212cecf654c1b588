import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import type { QueueItem } from '../lib/queue-item';
import { reasonMaxLength, reasonTemplates } from '../lib/reason-templates';
import styles from './queues.module.css';

export interface DecisionDialogProps {
  /** One item, or the selected ones: they are decided with the same reason. */
  items: readonly QueueItem[];
  approve: boolean;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  /** The reason, trimmed: never empty for a rejection (its owner reads it). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Approves (a report: dismisses) or rejects (a report: upholds) one item or several with one
 * reason: a template fills the field, which stays editable; a rejection needs one (at most
 * 1000 characters), an approval's note for the owner is optional.
 */
export function DecisionDialog({ items, approve, pending, error, onConfirm, onClose }: DecisionDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `${id}-form`;
  const reasonId = `${id}-reason`;
  const words = items[0]?.kind === 'report' ? 'report' : 'listing';
  const verb = approve ? 'approve' : 'reject';
  const title =
    items.length === 1
      ? t(`queues.${words}.confirm.${verb}`, { title: isolate(items[0]!.title) })
      : t(`queues.${words}.confirmMany.${verb}`, { count: items.length });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (!approve && !text) {
      setMissing(true);
      document.getElementById(reasonId)?.focus();
      return;
    }
    onConfirm(text);
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          {/* aria-disabled, not disabled: the button keeps focus while the call runs (Escape still closes). */}
          <Button type="submit" form={formId} aria-disabled={pending}>
            {t(`queues.${words}.${verb}`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('queues.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.decisionForm} onSubmit={submit} noValidate>
        <fieldset className={styles.templates}>
          <legend>{t('queues.templatesLegend')}</legend>
          {reasonTemplates[verb].map((key) => (
            <Button
              key={key}
              variant="secondary"
              size="small"
              onClick={() => {
                setReason(t(`queues.templates.${key}`));
                setMissing(false);
                document.getElementById(reasonId)?.focus();
              }}
            >
              {t(`queues.templateNames.${key}`)}
            </Button>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={reasonId}>{t(approve ? 'queues.noteLabel' : 'queues.reasonLabel')}</label>
          <textarea
            id={reasonId}
            value={reason}
            rows={4}
            maxLength={reasonMaxLength}
            required={!approve}
            aria-invalid={missing}
            aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('queues.reasonHint', { count: reasonMaxLength - reason.length })}
          </p>
          {missing ? (
            <p id={`${id}-missing`} className={styles.fieldError}>
              {t('queues.reasonRequired')}
            </p>
          ) : null}
        </div>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
