import { EmptyState, Spinner, useDocumentTitle } from '@domus/shared/ui';
import { useMemo } from 'react';
import { useTranslation } from '@domus/shared/i18n';
import { useNavigate, useParams } from '@domus/shared/routing';

import { useVirtualTour } from '../../../../common/features/virtual-tour/api/get-tour';
import { planOfTour } from '../../../../common/features/virtual-tour/tour-nodes';
import { TourDialog } from '../../../../common/features/virtual-tour/components/tour-dialog';

/** `/virtual-tour/:property_id`: a listing's tour on a page of its own (a link to share). */
export function VirtualTourPage() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const propertyId = Number(useParams().property_id) || 0;
  const tour = useVirtualTour(propertyId);
  const plan = useMemo(() => (tour.data ? planOfTour(tour.data.name, tour.data.fullRoomData) : null), [tour.data]);
  useDocumentTitle(tour.data?.name ?? t('tour.open'));
  if (tour.isPending) return <Spinner label={t('state.loading')} />;
  if (!plan) return <EmptyState title={t('tour.none')} description={t('tour.noneText')} />;
  return <TourDialog plan={plan} onClose={() => navigate(-1)} />;
}
