import { callApi } from '@domus/shared/api';
import type { CreateTourBody } from '@domus/shared/contract';
import { panoramaFileField } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { tourQueryOptions, useToursBase } from '../../../../common/features/virtual-tour/api/get-tour';

export interface UploadedPanorama {
  url: string;
  width: number;
  height: number;
}

/** virtual-tours/upload-panorama: one 360° photo for the property (checked and re-encoded by the server). */
export function useUploadPanorama(propertyId: number) {
  const base = useToursBase() ?? '';
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('property_id', String(propertyId));
      body.append(panoramaFileField, file);
      return (await callApi('uploadPanorama', { body, base })).reply.data;
    },
  });
}

/** virtual-tours/create-tour: saves (or replaces) the property's tour; the viewer's cache takes the answer. */
export function useSaveTour(propertyId: number) {
  const base = useToursBase() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tour: CreateTourBody) => (await callApi('createTour', { body: { ...tour }, base })).reply.data,
    onSuccess: (saved) => queryClient.setQueryData(tourQueryOptions(propertyId, base).queryKey, saved),
  });
}
