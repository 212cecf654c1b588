import { fetchPrivateFile } from '@domus/shared/api';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { accountErrorText } from '../../../lib/error-text';

/**
 * A verification document the person sent: private, so not a plain link (the API wants the
 * bearer token). It is fetched with the token and handed to the browser as a download.
 */
export function DocumentLink({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('account');
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const { blob, name } = await fetchPrivateFile(url);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name ?? 'document';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (error) {
      setFailure(accountErrorText(error, t));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="small" disabled={loading} onClick={() => void open()}>
        {label}
      </Button>
      {failure ? <span role="alert">{t('verification.documentFailed', { reason: failure })}</span> : null}
    </>
  );
}
