import { useEffect, useRef, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { BidiText, keepFocusInside } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import type { TourPlan } from '../tour-nodes';
import type { PanoramaTour } from './panorama-viewer';
import styles from './tour-dialog.module.css';

export interface TourDialogProps {
  plan: TourPlan;
  onClose: () => void;
}

/**
 * The tour full screen: the 360° viewer (drag to look around, arrows lead to other rooms)
 * and, beside it, the rooms as buttons, so keyboards and screen readers can move too.
 */
export function TourDialog({ plan, onClose }: TourDialogProps) {
  const { t } = useTranslation('listings');
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const tour = useRef<PanoramaTour | null>(null);
  const [room, setRoom] = useState(plan.startNodeId);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    let cancelled = false;
    import(/* webpackChunkName: "panorama-viewer" */ './panorama-viewer')
      .then(({ openPanoramaTour }) => {
        if (cancelled || !stage.current) return;
        tour.current = openPanoramaTour(stage.current, plan, setRoom);
      })
      .catch((error: unknown) => {
        console.error('[tour] the viewer could not start', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      tour.current?.destroy();
      tour.current = null;
      opener?.focus();
    };
  }, [plan]);

  const current = plan.nodes.find((node) => node.id === room);
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={plan.title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else keepFocusInside(event);
      }}
    >
      <header className={styles.bar}>
        <h2 className={styles.title}>
          <bdi>{plan.title}</bdi>
        </h2>
        <p className={styles.room} role="status" aria-live="polite">
          {current ? <BidiText>{t('tour.currentRoom', { room: isolate(current.name) })}</BidiText> : null}
        </p>
        <button type="button" ref={closeButton} className={styles.close} onClick={onClose}>
          {t('tour.close')}
        </button>
      </header>
      <div className={styles.body}>
        {failed ? (
          <p className={styles.failed} role="alert">
            {t('tour.unavailable')}
          </p>
        ) : (
          <div ref={stage} className={styles.stage} data-testid="tour-viewer" />
        )}
        {plan.nodes.length > 1 ? (
          <nav aria-label={t('tour.rooms')} className={styles.rooms}>
            <ul>
              {plan.nodes.map((node) => (
                <li key={node.id}>
                  <button
                    type="button"
                    aria-current={node.id === room ? 'location' : undefined}
                    // The viewer says when it has arrived (node-changed), and the status follows.
                    onClick={() => tour.current?.goTo(node.id)}
                  >
                    <bdi>{node.name}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
