import { zodResolver } from '@hookform/resolvers/zod';
import { contactLimits, contactUsBody, type ContactUsBody } from '@domus/shared/contract';
import { Button } from '@domus/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import { FormAlert, FormField } from '../../../../components/form/form-field';
import formStyles from '../../../../components/form/form.module.css';
import { useFailureText, useMessageText } from '../../../../hooks/use-message-text';
import { useContactUs } from '../api/contact-us';
import { emptyContactForm, fieldFailure } from '../contact-form-fields';

/** The contact form: the contract's own rules and messages, checked here first and again by the API. */
export function ContactForm() {
  const { t } = useTranslation('listings');
  const messageText = useMessageText();
  const failureText = useFailureText();
  const contact = useContactUs();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<ContactUsBody>({
    resolver: zodResolver(contactUsBody),
    defaultValues: emptyContactForm,
  });
  const { errors } = formState;

  const send = handleSubmit((form) => {
    setSent(null);
    setFailure(null);
    contact.mutate(form, {
      onSuccess: (message) => {
        setSent(messageText(message));
        reset(emptyContactForm);
      },
      onError: (error) => {
        const refused = fieldFailure(error.message);
        if (refused) setError(refused.field, { message: refused.message });
        else setFailure(failureText(error));
      },
    });
  });

  return (
    <form className={formStyles.card} noValidate onSubmit={send} aria-label={t('contact.formLabel')}>
      {sent ? (
        <p className={formStyles.notice} role="status" data-testid="contact-sent">
          {sent}
        </p>
      ) : null}
      <FormAlert message={failure} />
      <div className={formStyles.grid}>
        <FormField
          label={t('contact.firstName')}
          registration={register('first_name')}
          error={errors.first_name}
          autoComplete="given-name"
          maxLength={contactLimits.name}
        />
        <FormField
          label={t('contact.lastName')}
          registration={register('last_name')}
          error={errors.last_name}
          autoComplete="family-name"
          maxLength={contactLimits.name}
        />
        <FormField
          label={t('contact.email')}
          registration={register('email')}
          error={errors.email}
          type="email"
          autoComplete="email"
        />
        <FormField
          label={t('contact.subject')}
          registration={register('subject')}
          error={errors.subject}
          maxLength={contactLimits.subject}
        />
        <FormField multiline label={t('contact.message')} registration={register('message')} error={errors.message} />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={contact.isPending}>
          {contact.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
