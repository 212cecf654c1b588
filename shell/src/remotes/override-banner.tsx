import type { RemoteOverrides } from './remote-overrides';
import styles from './override-banner.module.css';

/** Visible while this tab loads a remote from somewhere other than the site's own map. */
export function OverrideBanner({ overrides, onReset }: { overrides: RemoteOverrides; onReset: () => void }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <div className={styles.banner} role="status" data-testid="remote-override-banner">
      <span>Remote override active in this tab: {entries.map(([name, url]) => `${name} → ${url}`).join(', ')}</span>
      <button type="button" onClick={onReset}>
        Reset
      </button>
    </div>
  );
}
