import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Spinner } from '@domus/shared/ui';

import { useObjectUrl, usePrivateFile } from '../../../components/private-files/private-file';
import styles from './chat-reports.module.css';

/** The fetched file as a link that opens or saves it from an object URL. */
function FileLink({ blob, name, label }: { blob: Blob; name: string | undefined; label: string }) {
  const objectUrl = useObjectUrl(blob);
  return (
    <a href={objectUrl} download={name ?? 'file'} className={styles.fileLink}>
      {label}
    </a>
  );
}

/**
 * A file sent in a reported conversation: private, so fetched with the operator's token (never a
 * plain link), then offered as a link to it.
 */
export function ChatFile({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const query = usePrivateFile(url);
  if (query.isError) {
    return (
      <span className={styles.fileFailed} role="alert">
        {t('chatReports.fileFailed', { reason: errorText(query.error) })}{' '}
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </span>
    );
  }
  if (!query.data) return <Spinner label={t('chatReports.fileLoading')} />;
  return <FileLink key={url} blob={query.data.blob} name={query.data.name} label={label} />;
}
