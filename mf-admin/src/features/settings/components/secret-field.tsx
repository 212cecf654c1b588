import type { SecretState } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import type { SecretDraft } from '../lib/sections';
import styles from './settings.module.css';

export interface SecretFieldProps {
  id: string;
  label: string;
  state: SecretState;
  draft: SecretDraft;
  onDraft: (next: SecretDraft) => void;
  /** The id of the field's error, when it has one. */
  errorId: string | undefined;
}

/**
 * A write-only secret: "•••• 9xQz" (never more: the API sends nothing else), Replace opens a
 * password field for the new value, Clear marks it to be removed on Save; Keep undoes either.
 */
export function SecretField({ id, label, state, draft, onDraft, errorId }: SecretFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <p className={styles.secret} id={`${id}-state`}>
        {draft.mode === 'clear'
          ? t('settings.secret.willClear')
          : state.set
            ? t('settings.secret.set', { value: isolate(`•••• ${state.last4}`) })
            : t('settings.secret.unset')}
      </p>
      {draft.mode === 'replace' ? (
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-state`, errorId].filter(Boolean).join(' ')}
          aria-invalid={errorId ? true : undefined}
          value={draft.value}
          onChange={(event) => onDraft({ mode: 'replace', value: event.target.value })}
        />
      ) : null}
      <div className={styles.secretActions}>
        {draft.mode === 'keep' ? (
          <>
            <Button
              variant="secondary"
              aria-label={t('settings.secret.replaceLabel', { name: label })}
              onClick={() => onDraft({ mode: 'replace', value: '' })}
            >
              {t('settings.secret.replace')}
            </Button>
            {state.set ? (
              <Button
                variant="secondary"
                aria-label={t('settings.secret.clearLabel', { name: label })}
                onClick={() => onDraft({ mode: 'clear' })}
              >
                {t('settings.secret.clear')}
              </Button>
            ) : null}
          </>
        ) : (
          <Button
            variant="secondary"
            aria-label={t('settings.secret.keepLabel', { name: label })}
            onClick={() => onDraft({ mode: 'keep' })}
          >
            {t('settings.secret.keep')}
          </Button>
        )}
      </div>
    </div>
  );
}
