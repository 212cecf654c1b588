import { listingMessages, propertyTypeMoves, type PropertyType } from '@domus/shared/contract';
import { useGuard } from '@domus/shared/guards';
import { Link, useNavigate } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { ConfirmDeleteDialog, FeatureDialog } from '../../../components/feature-dialog';
import { ListingImage } from '../../../components/listing-image';
import styles from '../../../components/listing-table.module.css';
import { PriceLabel } from '../../../components/price-label';
import { useMessageText } from '../../../hooks/use-message-text';
import type { Property } from '../../../types/listings';
import {
  useChangePropertyStatus,
  useDeleteProperty,
  useFeatureProperty,
  useUpdatePropertyType,
} from '../api/property-actions';
import { InterestedUsersDialog } from './interested-users-dialog';

type OpenDialog = 'delete' | 'feature' | 'interested' | null;

/** One of the owner's properties with its statuses and every action on it. */
export function MyPropertyRow({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const changeStatus = useChangePropertyStatus();
  const updateType = useUpdatePropertyType();
  const remove = useDeleteProperty();
  const feature = useFeatureProperty();
  const featureGuard = useGuard({ package: 'property_feature' });

  const type = String(property.property_type) as PropertyType;
  const requestStatus = String(property.request_status ?? 'pending');
  const approved = requestStatus === 'approved';
  const active = property.status === 1;
  const moves: readonly PropertyType[] = propertyTypeMoves[type] ?? [];

  const statusFailed = () => {
    const message = messageText(listingMessages.statusUpdateFailed);
    setStatusError(message);
    toast.error(message);
  };

  return (
    <tr data-testid="my-property-row">
      <td>
        <div className={styles.listing}>
          <ListingImage src={property.title_image_thumb || property.title_image} alt="" className={styles.thumb} />
          <div>
            <Link to={`/my-property/${encodeURIComponent(property.slug_id)}`}>{property.title}</Link>
            <div>
              <PriceLabel listing={property} />
            </div>
          </div>
        </div>
      </td>
      <td>
        <div className={styles.badges}>
          <span className={`${styles.badge} ${styles[requestStatus] ?? ''}`}>
            {t(`manage.requestStatus.${requestStatus}`, { defaultValue: requestStatus })}
          </span>
          <span className={`${styles.badge} ${active ? styles.active : ''}`}>
            {t(active ? 'manage.active' : 'manage.inactive')}
          </span>
          <span className={styles.badge}>{t(`propertyType.${type}`, { defaultValue: type })}</span>
        </div>
        {statusError ? (
          <p className={styles.error} role="alert">
            {statusError}
          </p>
        ) : null}
      </td>
      <td>{property.total_view ?? 0}</td>
      <td>
        <Button variant="ghost" size="small" onClick={() => setDialog('interested')}>
          {t('manage.interestedCount', { count: property.total_interested_users ?? 0 })}
        </Button>
      </td>
      <td>
        <div className={styles.actions}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={active}
              disabled={!approved || changeStatus.isPending}
              title={approved ? undefined : t('manage.switchNeedsApproval')}
              onChange={(event) => {
                setStatusError(null);
                changeStatus.mutate({ id: property.id, active: event.target.checked }, { onError: statusFailed });
              }}
            />
            {t('manage.activeSwitch')}
          </label>
          {moves.map((move) => (
            <Button
              key={move}
              variant="secondary"
              size="small"
              disabled={updateType.isPending}
              onClick={() => {
                setStatusError(null);
                updateType.mutate({ id: property.id, status: move }, { onError: statusFailed });
              }}
            >
              {t(`manage.move.${move}`)}
            </Button>
          ))}
          <Link to={`/user/edit-property/${encodeURIComponent(property.slug_id)}`}>{t('manage.edit')}</Link>
          <Link to={`/virtual-tour/${property.id}/edit`}>{t('manage.virtualTour')}</Link>
          {approved ? (
            <Button
              variant="secondary"
              size="small"
              disabled={featureGuard.checking}
              onClick={() => featureGuard.attempt(() => setDialog('feature'))}
            >
              {t('manage.feature')}
            </Button>
          ) : null}
          <Button variant="ghost" size="small" onClick={() => setDialog('delete')}>
            {t('manage.delete')}
          </Button>
        </div>
        {featureGuard.dialog}
        {dialog === 'interested' ? (
          <InterestedUsersDialog propertyId={property.id} title={property.title} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'delete' ? (
          <ConfirmDeleteDialog
            title={property.title}
            pending={remove.isPending}
            error={actionError}
            onClose={() => {
              setActionError(null);
              setDialog(null);
            }}
            onConfirm={() =>
              remove.mutate(property.id, {
                onSuccess: () => {
                  setDialog(null);
                  toast.success(t('manage.deleted', { title: property.title }));
                },
                onError: (error) => setActionError(error.message),
              })
            }
          />
        ) : null}
        {dialog === 'feature' ? (
          <FeatureDialog
            title={property.title}
            pending={feature.isPending}
            error={actionError}
            onClose={() => {
              setActionError(null);
              setDialog(null);
            }}
            onConfirm={(adType) =>
              feature.mutate(
                { id: property.id, type: adType },
                {
                  onSuccess: () => {
                    toast.success(messageText(listingMessages.advertisementStored));
                    navigate('/user/advertisement');
                  },
                  onError: (error) => setActionError(error.message),
                },
              )
            }
          />
        ) : null}
      </td>
    </tr>
  );
}
