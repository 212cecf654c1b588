import { propertyTypeMoves, type PropertyType } from '@domus/shared/contract';
import { Link } from '@domus/shared/routing';
import { Button, buttonClassName } from '@domus/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { editPropertyPath, ownPropertyPagePath, tourBuilderPath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import styles from '../../../../components/listing-table.module.css';
import { StatusBadge, useActiveSwitch, useFeatureAndDelete } from '../../../../components/owner-row';
import { PriceLabel } from '../../../../components/price-label';
import { useRenewal } from '../../../../components/renewal';
import type { OwnProperty } from '../../../../types/listings';
import { actionsAllowed, listingState } from '../../../../lib/listing-state';
import {
  useChangePropertyStatus,
  useDeleteProperty,
  useFeatureProperty,
  useRenewProperty,
  useUpdatePropertyType,
} from '../api/property-actions';
import { InterestedUsersDialog } from './interested-users-dialog';

/** One of the owner's properties with its one status and the actions that status allows. */
export function MyPropertyRow({ property }: { property: OwnProperty }) {
  const { t } = useTranslation('listings');
  const [interestedOpen, setInterestedOpen] = useState(false);
  const updateType = useUpdatePropertyType();
  const type = String(property.property_type) as PropertyType;
  const requestStatus = String(property.request_status ?? 'pending');
  const active = property.status === 1;
  const state = listingState({ requestStatus, active, type });
  const allowed = actionsAllowed(state);
  const moves: readonly PropertyType[] = allowed.stageMoves ? (propertyTypeMoves[type] ?? []) : [];
  const { activeSwitch, statusError, clearStatusError, statusFailed } = useActiveSwitch(
    property.id,
    active,
    useChangePropertyStatus(),
  );
  const renewal = useRenewal(property, useRenewProperty());
  const { buttons, dialogs } = useFeatureAndDelete({
    id: property.id,
    title: property.title,
    featurable: allowed.feature,
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
            <Link to={ownPropertyPagePath(property.slug_id)}>
              <bdi>{property.title}</bdi>
            </Link>
            <div>
              <PriceLabel listing={property} />
            </div>
          </div>
        </div>
      </td>
      <td>
        <StatusBadge state={state} error={statusError}>
          {state === 'sold' || state === 'rented' ? null : (
            <span className={styles.badge}>{t(`propertyType.${type}`, { defaultValue: type })}</span>
          )}
          {renewal.badge}
        </StatusBadge>
        {renewal.error}
      </td>
      <td>{property.total_view ?? 0}</td>
      <td>
        <Button variant="ghost" size="small" onClick={() => setInterestedOpen(true)}>
          {t('manage.interestedCount', { count: property.total_interested_users ?? 0 })}
        </Button>
      </td>
      <td>
        <div className={styles.actions}>
          {renewal.button}
          {allowed.activeSwitch ? activeSwitch : null}
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
          <Link
            to={editPropertyPath(property.slug_id)}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
          >
            {t('manage.edit')}
          </Link>
          <Link to={tourBuilderPath(property.id)} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
            {t('manage.virtualTour')}
          </Link>
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
