import { fetchEnvelope } from '@domus/shared/api';
import type { PaymentMethod } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** get_payment_settings: the enabled providers with their public keys (signed-in users only). */
export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const reply = await fetchEnvelope('getPaymentSettings', { signal });
  return reply.data;
}

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'payment-settings'],
    queryFn: ({ signal }) => getPaymentSettings(signal),
  });

export function usePaymentSettings(enabled: boolean) {
  return useQuery({ ...paymentSettingsQueryOptions(), enabled });
}
