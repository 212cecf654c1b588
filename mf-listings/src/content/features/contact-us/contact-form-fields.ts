import type { ContactUsBody } from '@domus/shared/contract';

export type ContactField = keyof ContactUsBody;

export const contactFields: readonly ContactField[] = ['first_name', 'last_name', 'email', 'subject', 'message'];

export const emptyContactForm: ContactUsBody = {
  first_name: '',
  last_name: '',
  email: '',
  subject: '',
  message: '',
};

/**
 * The API names a refused field as "field: message" (its validation replies), the message
 * being one of the contract's contactMessages; anything else concerns the whole form.
 */
export function fieldFailure(message: string): { field: ContactField; message: string } | undefined {
  const match = /^([a-z_]+): (.+)$/s.exec(message);
  const field = match?.[1] as ContactField | undefined;
  return field && contactFields.includes(field) ? { field, message: match![2]! } : undefined;
}
