import { Button } from '@domus/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';

import type { DraftRoom } from '../tour-draft';
import type { PanoramaPicker } from './panorama-picker';
import styles from './tour-builder.module.css';

export interface HotspotEditorProps {
  room: DraftRoom;
  rooms: DraftRoom[];
  onAdd: (toRoom: string, yaw: number, pitch: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The hotspots of one room: click the panorama where one goes (or type its angles), choose
 * the room it leads to, add it.
 */
export function HotspotEditor({ room, rooms, onAdd, onRemove }: HotspotEditorProps) {
  const { t } = useTranslation('listings');
  const ids = { target: useId(), yaw: useId(), pitch: useId() };
  const stage = useRef<HTMLDivElement>(null);
  const others = rooms.filter((other) => other.id !== room.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [yaw, setYaw] = useState('0');
  const [pitch, setPitch] = useState('0');

  useEffect(() => {
    let picker: PanoramaPicker | undefined;
    let cancelled = false;
    import(/* webpackChunkName: "panorama-viewer" */ './panorama-picker')
      .then(({ openPanoramaPicker }) => {
        if (cancelled || !stage.current) return;
        picker = openPanoramaPicker(stage.current, room.panorama, (pickedYaw, pickedPitch) => {
          setYaw(pickedYaw.toFixed(1));
          setPitch(pickedPitch.toFixed(1));
        });
      })
      .catch((error: unknown) => console.error('[tour] the panorama could not be shown', error));
    return () => {
      cancelled = true;
      picker?.destroy();
    };
  }, [room.panorama]);

  const nameOf = (id: string) => rooms.find((other) => other.id === id)?.name ?? id;
  // The chosen room may have been removed since.
  const leadsTo = others.some((other) => other.id === target) ? target : (others[0]?.id ?? '');
  const angles = [Number(yaw), Number(pitch)] as const;
  const anglesValid =
    Number.isFinite(angles[0]) && Math.abs(angles[0]) <= 180 && Number.isFinite(angles[1]) && Math.abs(angles[1]) <= 90;

  return (
    <section className={styles.hotspots} aria-label={t('tourBuilder.hotspotsOf', { room: room.name })}>
      <p className={styles.hint}>{t('tourBuilder.clickHint')}</p>
      <div ref={stage} className={styles.picker} data-testid="panorama-picker" />
      {others.length === 0 ? (
        <p>{t('tourBuilder.needTwoRooms')}</p>
      ) : (
        <div className={styles.hotspotForm}>
          <label htmlFor={ids.target}>{t('tourBuilder.leadsTo')}</label>
          <select id={ids.target} value={leadsTo} onChange={(event) => setTarget(event.target.value)}>
            {others.map((other) => (
              <option key={other.id} value={other.id} dir="auto">
                {other.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.yaw}>{t('tourBuilder.yaw')}</label>
          <input id={ids.yaw} inputMode="decimal" value={yaw} onChange={(event) => setYaw(event.target.value)} />
          <label htmlFor={ids.pitch}>{t('tourBuilder.pitch')}</label>
          <input id={ids.pitch} inputMode="decimal" value={pitch} onChange={(event) => setPitch(event.target.value)} />
          <Button
            variant="secondary"
            size="small"
            disabled={!leadsTo || !anglesValid}
            onClick={() => onAdd(leadsTo, angles[0], angles[1])}
          >
            {t('tourBuilder.addHotspot')}
          </Button>
        </div>
      )}
      <ul aria-label={t('tourBuilder.hotspots')}>
        {room.hotspots.map((spot, index) => (
          <li key={`${spot.to_room}-${index}`}>
            {t('tourBuilder.hotspotLine', { room: isolate(nameOf(spot.to_room)), yaw: spot.yaw, pitch: spot.pitch })}{' '}
            <button type="button" className={styles.linkButton} onClick={() => onRemove(index)}>
              {t('tourBuilder.remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
