import { otpRules } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { useRef, useState } from 'react';

import { useGetOtp } from '../../api/get-otp';
import { useVerifyOtp } from '../../api/verify-otp';
import { useCountdown } from '../../hooks/use-countdown';
import { accountErrorText } from '../../lib/error-text';
import { proofOf, type ContactField, type ContactProofs, type NewContact } from './profile-form';

/** The contact the dialog asks about, and where its code went (null until get-otp answers). */
export interface ContactCheck {
  contact: NewContact;
  sentTo: string | null;
}

/** One save waiting for its contacts to be confirmed. */
interface PendingSave {
  contacts: NewContact[];
  save: (tokens: Partial<Record<ContactField, string>>) => void;
}

const sameContact = (a: NewContact, b: NewContact) => a.field === b.field && a.address === b.address;

/**
 * Confirms new contacts one after the other (get-otp, then verify-otp with the code the person
 * types) and then runs the save once with a token for each. Tokens are kept until a save
 * spends them, so cancelling the second contact does not ask for the first one again.
 */
export function useContactConfirmation() {
  const { t } = useTranslation('account');
  const [check, setCheck] = useState<ContactCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const proofs = useRef<ContactProofs>({});
  // A cancelled save must not come back when a call it started answers late.
  const pending = useRef<PendingSave | null>(null);
  // get-otp refuses another code for the same address during the countdown; the one sent still works.
  const lastSent = useRef<{ contact: NewContact; sentTo: string } | null>(null);
  const countdown = useCountdown();
  const getOtp = useGetOtp();
  const verifyOtp = useVerifyOtp();
  const fail = (job: PendingSave) => (error: unknown) => {
    if (pending.current === job) setFailure(accountErrorText(error, t));
  };

  const sendCode = (job: PendingSave, contact: NewContact) => {
    setFailure(null);
    getOtp.mutate(
      { channel: contact.channel, address: contact.address },
      {
        onSuccess: (sent) => {
          const sentTo = sent.sent_to || contact.address;
          lastSent.current = { contact, sentTo };
          countdown.start(sent.resend_after ?? otpRules.resendAfterSeconds);
          if (pending.current === job) setCheck({ contact, sentTo });
        },
        onError: fail(job),
      },
    );
  };

  const ask = (job: PendingSave, contact: NewContact) => {
    setFailure(null);
    const sent = lastSent.current;
    if (sent && sameContact(sent.contact, contact) && countdown.running) {
      setCheck({ contact, sentTo: sent.sentTo });
      return;
    }
    setCheck({ contact, sentTo: null });
    sendCode(job, contact);
  };

  const next = (job: PendingSave) => {
    const unproved = job.contacts.find((contact) => !proofOf(proofs.current, contact));
    if (unproved) {
      ask(job, unproved);
      return;
    }
    pending.current = null;
    setCheck(null);
    job.save(Object.fromEntries(job.contacts.map((contact) => [contact.field, proofOf(proofs.current, contact)])));
  };

  /** Saves at once when every contact is proved already (or none changed); else opens the dialog. */
  const confirmThenSave = (contacts: NewContact[], save: PendingSave['save']) => {
    const job = { contacts, save };
    pending.current = job;
    next(job);
  };

  const resend = () => {
    if (pending.current && check) sendCode(pending.current, check.contact);
  };

  const verify = (otp: string) => {
    const job = pending.current;
    if (!job || !check) return;
    const { contact } = check;
    setFailure(null);
    verifyOtp.mutate(
      { channel: contact.channel, address: contact.address, otp },
      {
        onSuccess: ({ verification_token }) => {
          // Kept even after a cancel: the code is used up, the token still proves the address.
          proofs.current = {
            ...proofs.current,
            [contact.field]: { address: contact.address, token: verification_token },
          };
          if (pending.current === job) next(job);
        },
        onError: fail(job),
      },
    );
  };

  const cancel = () => {
    pending.current = null;
    setCheck(null);
    setFailure(null);
  };

  /** After a save spent the tokens, or refused them (expired, used): the next change asks again. */
  const forgetProofs = () => {
    proofs.current = {};
  };

  return {
    check,
    failure,
    resendIn: countdown.remaining,
    sending: getOtp.isPending,
    verifying: verifyOtp.isPending,
    confirmThenSave,
    resend,
    verify,
    cancel,
    forgetProofs,
  };
}
