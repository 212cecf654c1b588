import { useTranslation } from '@domus/shared/i18n';

import type { RemoteOverrides } from './remote-overrides';
import styles from './override-banner.module.css';

/** Visible while this tab loads a remote from somewhere other than the site's own map. */
export function OverrideBanner({ overrides, onReset }: { overrides: RemoteOverrides; onReset: () => void }) {
  const { t } = useTranslation('shell');
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <div className={styles.banner} role="status" data-testid="remote-override-banner">
      <span>
        {t('remote.override')} <bdi dir="ltr">{entries.map(([name, url]) => `${name} → ${url}`).join(', ')}</bdi>
      </span>
      <button type="button" onClick={onReset}>
        {t('remote.reset')}
      </button>
    </div>
  );
}
