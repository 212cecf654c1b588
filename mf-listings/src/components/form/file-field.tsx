import { Button } from '@domus/shared/ui';
import { useId, useState, type ReactNode } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import { useMessageText } from '../../hooks/use-message-text';
import { checkListingDocument, checkListingImage, uploadLimits } from '../../lib/upload-check';
import styles from './form.module.css';

export interface FileFieldProps {
  label: string;
  kind: 'image' | 'pdf';
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Validation message of the field (e.g. listingMessages.titleImageRequired). */
  error?: string;
  hint?: ReactNode;
  /** What is already saved, listed above the input (an edit). */
  existing?: ReactNode;
}

/**
 * Choose photos (JPEG or PNG, at least 120x120) or PDF documents. Each file is checked in the
 * browser before it is kept; refused ones are named with the reason and never uploaded.
 */
export function FileField({ label, kind, multiple = false, files, onChange, error, hint, existing }: FileFieldProps) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const choose = async (chosen: File[]) => {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      const problem = kind === 'image' ? await checkListingImage(file) : checkListingDocument(file);
      if (problem) refused.push(t(`upload.${problem}`, { name: isolate(file.name), ...uploadLimits }));
      else accepted.push(file);
    }
    setProblems(refused);
    if (accepted.length > 0 || !multiple) onChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {existing}
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={kind === 'image' ? 'image/jpeg,image/png' : 'application/pdf'}
        aria-invalid={error || problems.length > 0 ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          void choose(chosen);
        }}
      />
      <p className={styles.hint}>{hint ?? t(kind === 'image' ? 'upload.imageHint' : 'upload.pdfHint', uploadLimits)}</p>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('upload.chosen', { label })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.file}>
              <span>
                <bdi>{file.name}</bdi>
              </span>
              <Button
                variant="ghost"
                size="small"
                aria-label={t('upload.removeChosen', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                {t('upload.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.map((problem) => (
        <p key={problem} className={styles.error} role="alert">
          {problem}
        </p>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}

export interface SavedFile {
  id: number;
  url: string;
  name: string;
  /** A photo shows as a thumbnail, anything else as a link. */
  isImage: boolean;
}

/** Files already saved with the listing, each with Remove (and Undo before saving). */
export function SavedFiles({
  files,
  removed,
  onToggle,
  label,
}: {
  files: readonly SavedFile[];
  removed: readonly number[];
  onToggle: (id: number) => void;
  label: string;
}) {
  const { t } = useTranslation('listings');
  if (files.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => {
        const isRemoved = removed.includes(file.id);
        return (
          <li key={file.id} className={styles.file} data-removed={isRemoved || undefined}>
            {file.isImage ? (
              <img className={styles.thumb} src={file.url} alt={file.name} style={{ opacity: isRemoved ? 0.35 : 1 }} />
            ) : (
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                <bdi>{file.name}</bdi>
              </a>
            )}
            {isRemoved ? <span className={styles.warning}>{t('upload.willBeRemoved')}</span> : null}
            <Button
              variant="ghost"
              size="small"
              aria-label={t(isRemoved ? 'upload.undoRemoveSaved' : 'upload.removeSaved', { name: file.name })}
              onClick={() => onToggle(file.id)}
            >
              {t(isRemoved ? 'upload.undo' : 'upload.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
