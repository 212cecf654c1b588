import { callApi } from '@domus/shared/api';
import type { ContactUsBody } from '@domus/shared/contract';
import { useMutation } from '@domus/shared/query';

/** contct_us: the reply's message is the thank-you text shown to the sender. */
export function useContactUs() {
  return useMutation({
    mutationFn: async (form: ContactUsBody) => (await callApi('contactUs', { body: { ...form } })).reply.message,
  });
}
