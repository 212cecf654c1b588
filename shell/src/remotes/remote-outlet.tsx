import { useTranslation } from '@domus/shared/i18n';
import { Spinner } from '@domus/shared/ui';
import { RemoteFallback } from '@domus/shared/remotes';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';

import { loadRemoteSpa } from './remote-loader';
import { SharedVersionError } from './shared-version';
import styles from './remote-outlet.module.css';
import { moduleLabel, moduleOf, type RemoteTarget } from './remote-map';

type OutletState = 'loading' | 'mounted' | 'failed';

/**
 * Mounts one exposed module of a remote (its `./spa`, or one of its areas) as a single-spa parcel
 * in its own area. One that fails to load or to mount shows a fallback with Retry here only; the
 * header and other routes keep working.
 */
export function RemoteOutlet({ area }: { area: RemoteTarget }) {
  const { remote, expose } = moduleOf(area);
  const label = moduleLabel(area);
  const { t } = useTranslation('shell');
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<OutletState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | undefined;
    loadRemoteSpa({ remote, expose }, attempt > 0)
      .then(async (config) => {
        if (cancelled || !hostRef.current) return;
        parcel = mountRootParcel(config, { domElement: hostRef.current });
        await parcel.mountPromise;
        if (!cancelled) setState('mounted');
      })
      .catch((error: unknown) => {
        if (error instanceof SharedVersionError) console.error(`[shell] ${error.message}`);
        else console.error(`[shell] remote ${label} failed to load`, error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount();
    };
  }, [remote, expose, label, attempt]);

  return (
    <div className={styles.outlet}>
      {state === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('remote.loading')} />
        </div>
      )}
      {state === 'failed' && (
        <RemoteFallback
          remote={label}
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      <div ref={hostRef} data-remote={remote} data-area={expose} hidden={state === 'failed'} />
    </div>
  );
}
