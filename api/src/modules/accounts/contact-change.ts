import { isValidEmail, loginTypes } from '@domus/shared/contract';
import type { OtpService } from '../../auth/otp';
import { normalisePhone } from '../../auth/otp';
import type { Queryable } from '../../db/db';
import { conflict, signInError } from '../../http/api-error';
import { findUserByEmail, findUserByPhone, type UserRow } from './users';

/** The e-mail and phone number a call asks for, with the proofs it carries. */
export interface WantedContact {
  email?: string;
  mobile?: string;
  /** verify-otp's token for the new e-mail address. */
  emailToken?: string;
  /** verify-otp's token for the new phone number. */
  mobileToken?: string;
}

/** Columns to set; absent: unchanged. */
export interface ContactChange {
  email?: string | null;
  mobile?: string;
  mobile_verified?: boolean;
}

const sameDigits = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * An e-mail address or phone number changes only with proof that the person holds the new
 * one: verify-otp's single-use token for exactly that address, spent in the caller's
 * transaction (`tx`), so the change and the spending commit together (a refusal after it,
 * the address taken, rolls the spending back). Without it anyone could
 * put a stranger's address on their own account, and the stranger's sign-ins by code (or a
 * later registration) would land in that account.
 */
export async function proveContactChange(
  tx: Queryable,
  otp: OtpService,
  user: UserRow,
  wanted: WantedContact,
): Promise<ContactChange> {
  const change: ContactChange = {};
  if (wanted.email !== undefined) {
    const email = wanted.email.trim().toLowerCase();
    if (email !== (user.email ?? '').toLowerCase()) {
      if (!email && user.logintype === loginTypes.email) {
        throw signInError('missing-email', 'You sign in with your email address, so it cannot be removed.');
      }
      if (email) {
        if (!isValidEmail(email)) throw signInError('invalid-email');
        // The proof first: only who holds the address learns whether an account has it.
        await spendProof(tx, otp, wanted.emailToken, { channel: 'email', target: email });
        const other = await findUserByEmail(tx, email);
        if (other && other.id !== user.id) throw signInError('email-already-in-use');
      }
      change.email = email || null;
    }
  }
  if (wanted.mobile !== undefined) {
    const raw = wanted.mobile.trim();
    if (!raw) {
      if (user.mobile && user.logintype === loginTypes.phone) {
        throw signInError('missing-phone-number', 'You sign in with your phone number, so it cannot be removed.');
      }
      if (user.mobile) Object.assign(change, { mobile: '', mobile_verified: false });
    } else {
      const phone = normalisePhone(raw);
      const unchanged = user.mobile !== '' && sameDigits(raw, user.mobile);
      // An unchanged number stays as it is, unless a proof comes to verify it now.
      if (!unchanged || (!user.mobile_verified && wanted.mobileToken)) {
        await spendProof(tx, otp, wanted.mobileToken, { channel: 'phone', target: phone });
        const other = await findUserByPhone(tx, phone);
        if (other && other.id !== user.id) {
          throw conflict('This phone number is already used by another account.');
        }
        Object.assign(change, { mobile: raw, mobile_verified: true });
      }
    }
  }
  return change;
}

async function spendProof(
  tx: Queryable,
  otp: OtpService,
  token: string | undefined,
  address: { channel: 'email' | 'phone'; target: string },
) {
  const what = address.channel === 'email' ? 'email address' : 'phone number';
  if (!token) {
    throw signInError(
      'missing-verification-id',
      `Confirm the new ${what} with the code we send to it before it replaces the old one.`,
    );
  }
  const claims = await otp.spendVerification(token, tx);
  if (claims.channel !== address.channel || claims.target !== address.target) {
    throw signInError('invalid-verification-id', `This confirmation is for another ${what}.`);
  }
}
