import type { AdminNearbyPlace } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useSaveCatalogueRow } from '../api/catalogue';
import { CatalogueLayout } from './catalogue-layout';
import { ActivatableRow } from './catalogue-row';
import { FormDialog, IconField, NameFields } from './form-parts';
import { useStatusFlow } from './use-status-flow';

/** The form of a new nearby-place type (`place` undefined) or of one to change. */
function NearbyPlaceDialog({ place, onClose }: { place?: AdminNearbyPlace; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const save = useSaveCatalogueRow('nearbyPlaces');
  const [name, setName] = useState(place?.name ?? '');
  const [nameAr, setNameAr] = useState(place?.name_ar ?? '');
  const [icon, setIcon] = useState<File | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    if (!name.trim()) return setNameError(t('catalogue.form.nameRequired'));
    setNameError(null);
    save.mutate(
      {
        ...(place ? { id: String(place.id) } : {}),
        name: name.trim(),
        name_ar: nameAr.trim(),
        ...(icon ? { icon } : {}),
      },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast.success(message);
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };
  return (
    <FormDialog
      title={place ? t('catalogue.form.editTitle', { name: place.name }) : t('catalogue.form.newTitle.nearbyPlaces')}
      pending={save.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields name={name} nameAr={nameAr} onName={setName} onNameAr={setNameAr} nameError={nameError} />
      <IconField current={place?.image ?? ''} onFile={setIcon} />
    </FormDialog>
  );
}

/** `/admin/catalogue/nearby-places`: the places a listing gives its distance to (school, hospital...). */
export function NearbyPlacesPage() {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<AdminNearbyPlace | 'new' | null>(null);
  const status = useStatusFlow('nearbyPlaces');
  return (
    <CatalogueLayout
      kind="nearbyPlaces"
      onAdd={() => setEditing('new')}
      renderRow={(place) => (
        <ActivatableRow
          key={place.id}
          item={place}
          facts={[[t('catalogue.facts.listings'), place.listings]]}
          onEdit={() => setEditing(place)}
          onStatus={(question) => status.ask(place, question)}
        />
      )}
    >
      {editing ? (
        <NearbyPlaceDialog place={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {status.dialog}
    </CatalogueLayout>
  );
}
