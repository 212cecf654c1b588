import { Button } from '@domus/shared/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { Property } from '../../../../types/listings';
import { useVirtualTour } from '../api/get-tour';
import { planOfPanorama, planOfTour } from '../tour-nodes';
import { TourDialog } from './tour-dialog';

/**
 * "Virtual tour" when the listing has one, else "360° view" for its lone 360° photo
 * (three_d_image); nothing when it has neither.
 */
export function TourButton({ property }: { property: Property }) {
  const { t } = useTranslation('listings');
  const tour = useVirtualTour(property.id);
  const [open, setOpen] = useState(false);
  const plan = useMemo(() => {
    if (tour.data) return planOfTour(tour.data.name, tour.data.fullRoomData);
    if (property.three_d_image) return planOfPanorama(property.title, t('tour.panoramaRoom'), property.three_d_image);
    return null;
  }, [tour.data, property.three_d_image, property.title, t]);
  if (!plan || tour.isPending) return null;
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        {t(tour.data ? 'tour.open' : 'tour.openPanorama')}
      </Button>
      {open ? <TourDialog plan={plan} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
