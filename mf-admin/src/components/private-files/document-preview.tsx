import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Spinner } from '@domus/shared/ui';

import styles from './document-preview.module.css';
import { useObjectUrl, usePrivateFile } from './private-file';

export interface DocumentPreviewProps {
  url: string;
  /** The field's name in the operator's language ("Identity document"). */
  label: string;
  /** Whose document it is: part of its text alternative. */
  applicant: string;
}

interface DocumentViewProps {
  blob: Blob;
  name: string | undefined;
  label: string;
  title: string;
}

/**
 * The fetched bytes: a picture as an image, a PDF in the browser's viewer, and always a download
 * link (a browser without a PDF viewer, or another kind of file).
 */
function DocumentView({ blob, name, label, title }: DocumentViewProps) {
  const { t } = useTranslation('admin');
  const objectUrl = useObjectUrl(blob);
  return (
    <figure className={styles.document}>
      {blob.type.startsWith('image/') ? (
        <img src={objectUrl} alt={title} className={styles.picture} />
      ) : blob.type === 'application/pdf' ? (
        // The browser's own viewer, in a frame of the blob (the site's CSP lets frames show blob: URLs only).
        <iframe src={objectUrl} className={styles.pdf} title={title} />
      ) : (
        <p>{t('document.noPreview')}</p>
      )}
      <figcaption className={styles.caption}>
        <a href={objectUrl} download={name ?? 'document'} className={styles.download}>
          {t('document.download', { document: label })}
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * A private document (an applicant's, a buyer's receipt) shown inside the console: fetched with
 * the operator's token (never a plain link), then shown from an object URL.
 */
export function DocumentPreview({ url, label, applicant }: DocumentPreviewProps) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const query = usePrivateFile(url);

  if (query.isError) {
    return (
      <div className={styles.documentFailed} role="alert">
        <p>{t('document.failed', { reason: errorText(query.error) })}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t('document.loading', { document: label })} />;
  return (
    <DocumentView
      key={url}
      blob={query.data.blob}
      name={query.data.name}
      label={label}
      title={t('document.of', { document: label, name: applicant })}
    />
  );
}
