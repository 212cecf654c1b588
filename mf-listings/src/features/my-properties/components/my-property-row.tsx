import { propertyTypeMoves, type PropertyType } from '@domus/shared/contract';
import { Link } from '@domus/shared/routing';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import { ListingImage } from '../../../components/listing-image';
import styles from '../../../components/listing-table.module.css';
import { StatusBadges, useActiveSwitch, useFeatureAndDelete } from '../../../components/owner-row';
import { PriceLabel } from '../../../components/price-label';
import type { Property } from '../../../types/listings';
import {
  useChangePropertyStatus,
  useDeleteProperty,
  useFeatureProperty,
  useUpdatePropertyType,
} from '../api/property-actions';
import { InterestedUsersDialog } from './interested-users-dialog';

/** One of the owner's properties with its statuses and every action on it. */
export function MyPropertyRow({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const [interestedOpen, setInterestedOpen] = useState(false);
  const updateType = useUpdatePropertyType();
  const type = String(property.property_type) as PropertyType;
  const requestStatus = String(property.request_status ?? 'pending');
  const approved = requestStatus === 'approved';
  const active = property.status === 1;
  const moves: readonly PropertyType[] = propertyTypeMoves[type] ?? [];
  const { activeSwitch, statusError, clearStatusError, statusFailed } = useActiveSwitch(
    property.id,
    active,
    approved,
    useChangePropertyStatus(),
  );
  const { buttons, dialogs } = useFeatureAndDelete({
    id: property.id,
    title: property.title,
    approved,
    featurePackage: 'property_feature',
    remove: useDeleteProperty(),
    feature: useFeatureProperty(),
  });

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
        <StatusBadges requestStatus={requestStatus} active={active} error={statusError}>
          <span className={styles.badge}>{t(`propertyType.${type}`, { defaultValue: type })}</span>
        </StatusBadges>
      </td>
      <td>{property.total_view ?? 0}</td>
      <td>
        <Button variant="ghost" size="small" onClick={() => setInterestedOpen(true)}>
          {t('manage.interestedCount', { count: property.total_interested_users ?? 0 })}
        </Button>
      </td>
      <td>
        <div className={styles.actions}>
          {activeSwitch}
          {moves.map((move) => (
            <Button
              key={move}
              variant="secondary"
              size="small"
              disabled={updateType.isPending}
              onClick={() => {
                clearStatusError();
                updateType.mutate({ id: property.id, status: move }, { onError: statusFailed });
              }}
            >
              {t(`manage.move.${move}`)}
            </Button>
          ))}
          <Link to={`/user/edit-property/${encodeURIComponent(property.slug_id)}`}>{t('manage.edit')}</Link>
          <Link to={`/virtual-tour/${property.id}/edit`}>{t('manage.virtualTour')}</Link>
          {buttons}
        </div>
        {interestedOpen ? (
          <InterestedUsersDialog
            propertyId={property.id}
            title={property.title}
            onClose={() => setInterestedOpen(false)}
          />
        ) : null}
        {dialogs}
      </td>
    </tr>
  );
}
