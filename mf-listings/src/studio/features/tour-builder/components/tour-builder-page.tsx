import { ApiError } from '@domus/shared/api';
import type { VirtualTour } from '@domus/shared/contract';
import { BidiText, Button, ErrorState, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useId, useState } from 'react';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Link, useParams } from '@domus/shared/routing';
import { pagePaths, virtualTourPath } from '@domus/shared/contract/page-paths';

import { useFailureText } from '../../../../hooks/use-message-text';
import pageStyles from '../../../../components/page.module.css';
import { useVirtualTour } from '../../../../common/features/virtual-tour/api/get-tour';
import { useSaveTour, useUploadPanorama, type UploadedPanorama } from '../api/save-tour';
import { draftEdits, draftOfTour, emptyDraft, tourBody, type TourDraft } from '../tour-draft';
import { HotspotEditor } from './hotspot-editor';
import styles from './tour-builder.module.css';

/**
 * `/virtual-tour/:property_id/edit`: the owner uploads 360° photos, makes rooms of them, links
 * the rooms with hotspots, picks where the tour starts and saves it. The server checks every
 * photo and that the tour holds together; its messages show here.
 */
export function TourBuilderPage() {
  const { t } = useTranslation('listings');
  const propertyId = Number(useParams().property_id) || 0;
  const saved = useVirtualTour(propertyId);
  useDocumentTitle(t('tourBuilder.title'));
  if (propertyId === 0) return <ErrorState title={t('tourBuilder.noProperty')} message="" />;
  if (saved.isPending) return <Spinner label={t('state.loading')} />;
  // The saved tour (if any) is where editing starts; its photos are the ones to choose from.
  return <TourBuilder propertyId={propertyId} saved={saved.data ?? null} />;
}

function TourBuilder({ propertyId, saved }: { propertyId: number; saved: VirtualTour | null }) {
  const { t } = useTranslation('listings');
  const failureText = useFailureText();
  const upload = useUploadPanorama(propertyId);
  const save = useSaveTour(propertyId);
  const ids = { name: useId(), roomName: useId(), panorama: useId(), files: useId() };
  const [draft, setDraft] = useState<TourDraft>(() =>
    saved ? draftOfTour(saved.name, saved.fullRoomData) : emptyDraft(t('tourBuilder.defaultName')),
  );
  const [panoramas, setPanoramas] = useState<UploadedPanorama[]>(() =>
    (saved?.fullRoomData.rooms ?? []).map((room) => ({ url: room.panorama, width: 0, height: 0 })),
  );
  const [roomName, setRoomName] = useState('');
  const [roomPanorama, setRoomPanorama] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const change = (next: TourDraft) => {
    setDraft(next);
    setDone(false);
  };
  const failed = (error: unknown) =>
    setProblem(error instanceof ApiError ? failureText(error) : t('tourBuilder.failed'));

  const addPhotos = async (files: FileList | null) => {
    setProblem(null);
    for (const file of Array.from(files ?? [])) {
      try {
        const uploaded = await upload.mutateAsync(file);
        setPanoramas((current) => [...current, uploaded]);
        setRoomPanorama((current) => current || uploaded.url);
      } catch (error) {
        failed(error);
      }
    }
  };
  const editingRoom = draft.rooms.find((room) => room.id === editing) ?? null;

  return (
    <section className={pageStyles.page} aria-labelledby="tour-builder-title">
      <h1 id="tour-builder-title">{t('tourBuilder.title')}</h1>
      <p>
        <Link to={pagePaths.myProperties}>{t('tourBuilder.back')}</Link>
      </p>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}

      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('tourBuilder.name')}</label>
        <input id={ids.name} value={draft.name} onChange={(event) => change({ ...draft, name: event.target.value })} />
      </div>

      <h2>{t('tourBuilder.photos')}</h2>
      <p className={styles.hint}>{t('tourBuilder.photosHint')}</p>
      <div className={styles.field}>
        <label htmlFor={ids.files}>{t('tourBuilder.addPhotos')}</label>
        <input
          id={ids.files}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          disabled={upload.isPending}
          onChange={(event) => void addPhotos(event.target.files)}
        />
      </div>
      {upload.isPending ? <Spinner label={t('tourBuilder.uploading')} /> : null}
      <ul className={styles.photos} aria-label={t('tourBuilder.photos')}>
        {panoramas.map((panorama, index) => (
          <li key={panorama.url}>
            <img src={panorama.url} alt={t('tourBuilder.photo', { number: index + 1 })} />
          </li>
        ))}
      </ul>

      <h2>{t('tourBuilder.rooms')}</h2>
      <form
        className={styles.roomForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!roomName.trim() || !roomPanorama) return;
          change(draftEdits.addRoom(draft, roomName, roomPanorama));
          setRoomName('');
        }}
      >
        <label htmlFor={ids.roomName}>{t('tourBuilder.roomName')}</label>
        <input id={ids.roomName} value={roomName} onChange={(event) => setRoomName(event.target.value)} />
        <label htmlFor={ids.panorama}>{t('tourBuilder.roomPhoto')}</label>
        <select id={ids.panorama} value={roomPanorama} onChange={(event) => setRoomPanorama(event.target.value)}>
          <option value="">{t('tourBuilder.choosePhoto')}</option>
          {panoramas.map((panorama, index) => (
            <option key={panorama.url} value={panorama.url}>
              {t('tourBuilder.photo', { number: index + 1 })}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" size="small" disabled={!roomName.trim() || !roomPanorama}>
          {t('tourBuilder.addRoom')}
        </Button>
      </form>
      <ul className={styles.rooms} aria-label={t('tourBuilder.roomList')}>
        {draft.rooms.map((room) => (
          <li key={room.id}>
            <strong>
              <bdi>{room.name}</bdi>
            </strong>
            <label>
              <input
                type="radio"
                name="start-room"
                checked={draft.start_room === room.id}
                onChange={() => change(draftEdits.setStart(draft, room.id))}
              />{' '}
              {t('tourBuilder.startHere')}
            </label>
            <button type="button" className={styles.linkButton} onClick={() => setEditing(room.id)}>
              <BidiText>{t('tourBuilder.editHotspots', { room: isolate(room.name) })}</BidiText>
            </button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => change(draftEdits.removeRoom(draft, room.id))}
            >
              <BidiText>{t('tourBuilder.removeRoom', { room: isolate(room.name) })}</BidiText>
            </button>
          </li>
        ))}
      </ul>
      {editingRoom ? (
        <HotspotEditor
          room={editingRoom}
          rooms={draft.rooms}
          onAdd={(toRoom, yaw, pitch) => change(draftEdits.addHotspot(draft, editingRoom.id, toRoom, yaw, pitch))}
          onRemove={(index) => change(draftEdits.removeHotspot(draft, editingRoom.id, index))}
        />
      ) : null}

      <div className={styles.actions}>
        <Button
          disabled={save.isPending || draft.rooms.length === 0}
          onClick={() => {
            setProblem(null);
            save.mutate(tourBody(draft, propertyId), { onSuccess: () => setDone(true), onError: failed });
          }}
        >
          {t('tourBuilder.save')}
        </Button>
        {done ? (
          <p role="status">
            {t('tourBuilder.saved')} <Link to={virtualTourPath(propertyId)}>{t('tourBuilder.open')}</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
