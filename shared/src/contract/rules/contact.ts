/* The contact form's limits and texts without zod, for the bundles that show them without the contract's schemas. */

export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The contact form's texts: the API answers them and the form shows them (translated when a key exists). */
export const contactMessages = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter a message.',
  nameTooLong: `Please keep each name under ${contactLimits.name} characters.`,
  subjectTooLong: `Please keep the subject under ${contactLimits.subject} characters.`,
  messageTooLong: `Please keep the message under ${contactLimits.message} characters.`,
  sent: 'Thank you for contacting us. We will get back to you soon.',
  tooManyMessages: 'You have sent too many messages. Please try again later.',
} as const;
