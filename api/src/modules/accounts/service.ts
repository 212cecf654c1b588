import { randomBytes } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import {
  accountMessages,
  isValidPhone,
  loginTypes,
  otpRules,
  passwordMinLength,
  passwordTooShortMessage,
  identityProofMaxAgeSeconds,
  type confirmIdentityBody,
  type getOtpQuery,
  type OtpSent,
  type OtpVerified,
  type resetPasswordBody,
  type updateProfileBody,
  type User,
  type userRegisterBody,
  type userSignupBody,
  type verifyOtpQuery,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { VerifiedIdentity } from '../../adapters/identity/types';
import { normaliseEmail, otpAddressOf } from '../../auth/otp';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { markSessionVerified, revokeSession, revokeUserSessions } from '../../auth/tokens';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { storeProfileImage } from '../../files/stored-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { ApiError, conflict, forbidden, signInError } from '../../http/api-error';
import { isUniqueViolation } from '../../db/sql';
import type { AuthUser } from '../../http/auth';
import { readSwitch } from '../web-settings/settings-store';
import { proveContactChange } from './contact-change';
import {
  findUser,
  findUserByEmail,
  findUserByFirebaseUid,
  findUserByPhone,
  insertUser,
  passwordHashOf,
  toUser,
  type UserRow,
} from './users';

type SignupInput = z.output<typeof userSignupBody>;
type RegisterInput = z.output<typeof userRegisterBody>;
type ProfileInput = z.output<typeof updateProfileBody> & { profile?: UploadedFile };
type ResetInput = z.output<typeof resetPasswordBody>;

/** Who is calling, for the session row and the code quotas. */
export interface CallerContext {
  userAgent: string;
  ip: string;
}

export interface SignedIn {
  token: string;
  user: User;
  isNew: boolean;
}

const deactivated = () => new ApiError('accountDeactivated', accountMessages.accountDeactivated);

/** Failures that were a guess at a password: the sign-in limits keep them counted. */
const wrongGuesses = new WeakSet<object>();
const wrongGuess = (error: ApiError) => {
  wrongGuesses.add(error);
  return error;
};
/** Whether user_signup failed on a wrong guess at a password (see the route's limits). */
export const isWrongGuess = (error: unknown) => typeof error === 'object' && error !== null && wrongGuesses.has(error);

/**
 * A hash no password matches, checked for an address without an account (or an account
 * without a password) so that the reply takes as long as for a wrong password.
 */
let unknownAccount: Promise<string> | undefined;
const unknownAccountHash = () => (unknownAccount ??= hashSecret(randomBytes(32).toString('base64url')));

/** A new password: long enough and, when `repeat` is given, the same twice. */
function checkNewPassword(password: string, repeat: string | undefined) {
  if (!password) throw signInError('missing-password');
  if (password.length < passwordMinLength) throw signInError('weak-password', passwordTooShortMessage);
  if (repeat !== undefined && password !== repeat) throw signInError('passwords-do-not-match');
}

const checkPhone = (mobile: string) => {
  if (mobile && !isValidPhone(mobile)) throw signInError('invalid-phone-number');
  return mobile;
};

/** What storeProfileImage stores: a key under profiles/, or its URL in outside storage. */
const profilePicture = /(^|\/)profiles\/[0-9a-f]{32}\.(jpg|png)$/;

const now = sql<Date>`now()`;

/** The device token pushes go to ('' forgets it). */
const setFcmId = (db: Queryable, userId: number, fcmId: string) =>
  kyselyOf(db).updateTable('users').set({ fcm_id: fcmId }).where('id', '=', userId).execute();

/** Profile columns update_profile may change, with the form field each comes from. */
const profileTextFields = [
  'name',
  'address',
  'about_me',
  'facebook_id',
  'twiiter_id',
  'instagram_id',
  'youtube_id',
  'city',
  'state',
  'country',
  'type',
  'fcm_id',
] as const;

/**
 * Sign-in, registration, profile, codes, passwords, logout and account deletion. Every call
 * acts on the signed-in user only; ids in request bodies are never read.
 */
export class AccountService {
  /** Profile pictures: DATA_DIR/uploads, or the S3 bucket every API process shares. */
  private readonly pictures: FileStorage;

  constructor(private readonly deps: AppDeps) {
    this.pictures = deps.storage;
  }

  /**
   * A picture URL from outside (the client at registration, an identity provider): kept
   * unless it names one of our own uploads, which only update_profile may put in a profile;
   * otherwise replacing that picture would remove someone else's file.
   */
  private outsidePicture(url: string | undefined): string {
    return url && !this.pictures.isUpload(url) ? url : '';
  }

  /** Only profile pictures, best effort: the row no longer names it, so a failure is logged, not the caller's. */
  private async removePicture(stored: string) {
    if (!profilePicture.test(stored)) return;
    await this.pictures
      .remove(stored)
      .catch((error: unknown) => this.deps.log.warn({ err: error, stored }, 'a profile picture could not be removed'));
  }

  private isDemoMode() {
    return readSwitch(this.deps.db, 'demo_mode', false);
  }

  /** Demo mode keeps the seeded demo accounts' credentials as the site advertises them. */
  private async refuseDemoAccountChange(user: Pick<UserRow, 'is_demo_account'>) {
    if (user.is_demo_account && (await this.isDemoMode())) throw forbidden(accountMessages.demoMode);
  }

  async view(userId: number): Promise<User> {
    const user = await findUser(this.deps.db, userId);
    if (!user) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
    return toUser(user, this.deps.files);
  }

  // ----- user_signup

  async signup(input: SignupInput, caller: CallerContext): Promise<SignedIn> {
    const { accounts, db } = this.deps;
    if (input.id_token) {
      const firebase = accounts.firebaseIdentity;
      if (!firebase) throw signInError('operation-not-allowed', 'Firebase sign-in is not configured on this site.');
      const identity = await firebase.verify(input.id_token, db);
      return db.transaction((tx) => this.signInIdentity(tx, identity, input, caller));
    }
    if (input.logintype === loginTypes.google) {
      throw signInError(
        'operation-not-allowed',
        accounts.firebaseIdentity
          ? 'Google sign-in needs the Firebase ID token (id_token).'
          : 'Google sign-in is not configured on this site.',
      );
    }
    if (input.verification_token) {
      return db.transaction(async (tx) => {
        const identity = await accounts.builtinIdentity.verify(input.verification_token, tx);
        if (identity.logintype !== input.logintype) {
          throw signInError(
            'invalid-verification-id',
            input.logintype === loginTypes.phone
              ? 'This verification is for an email address, not a phone number.'
              : 'This verification is for a phone number, not an email address.',
          );
        }
        return this.signInIdentity(tx, identity, input, caller);
      });
    }
    if (input.logintype === loginTypes.phone) throw signInError('missing-verification-id');
    return this.signInWithPassword(input, caller);
  }

  /**
   * An unknown address, a wrong password and an account without one get the same answer after
   * the same work (a password hash checked), so sign-in tells nobody which addresses have
   * accounts. With a name (a registration sent without its verified address) it is the same
   * answer again, the one that asks for the code.
   */
  private async signInWithPassword(input: SignupInput, caller: CallerContext): Promise<SignedIn> {
    const { accounts, db } = this.deps;
    const email = normaliseEmail(input.email);
    if (!input.password) throw signInError('missing-password');
    const user = await findUserByEmail(db, email);
    // Asked for an unknown address too (no row answers): the same queries either way.
    const hash = await passwordHashOf(db, user?.id ?? 0);
    const matches = await verifySecret(input.password, hash ?? (await unknownAccountHash()));
    if (!user || !hash || !matches) {
      throw wrongGuess(
        input.name.trim()
          ? signInError(
              'missing-verification-id',
              'Please verify your email address with the code we send you before creating an account.',
            )
          : signInError('invalid-login-credentials'),
      );
    }
    if (!user.is_active) throw deactivated();
    return db.transaction(async (tx) => {
      if (input.fcm_id) await setFcmId(tx, user.id, input.fcm_id);
      const token = await accounts.tokens.startSession(tx, user.id, caller.userAgent);
      return { token, user: toUser((await findUser(tx, user.id))!, this.deps.files), isNew: false };
    });
  }

  /** Signs in the account a verified identity belongs to, creating it on first sign-in. */
  private async signInIdentity(
    tx: Queryable,
    identity: VerifiedIdentity,
    input: SignupInput,
    caller: CallerContext,
  ): Promise<SignedIn> {
    let user = identity.firebaseUid ? await findUserByFirebaseUid(tx, identity.firebaseUid) : undefined;
    user ??= identity.email ? await findUserByEmail(tx, identity.email) : undefined;
    user ??= identity.mobile ? await findUserByPhone(tx, identity.mobile) : undefined;
    const isNew = !user;
    if (user) {
      if (!user.is_active) throw deactivated();
      if (identity.firebaseUid && !user.firebase_id) {
        await kyselyOf(tx)
          .updateTable('users')
          .set({ firebase_id: identity.firebaseUid })
          .where('id', '=', user.id)
          .execute();
      }
    } else {
      user = await this.createAccount(tx, identity, input);
    }
    if (input.fcm_id) await setFcmId(tx, user.id, input.fcm_id);
    const token = await this.deps.accounts.tokens.startSession(tx, user.id, caller.userAgent);
    return { token, user: toUser((await findUser(tx, user.id))!, this.deps.files), isNew };
  }

  private async createAccount(tx: Queryable, identity: VerifiedIdentity, input: SignupInput): Promise<UserRow> {
    const name = input.name.trim() || identity.name?.trim() || '';
    let passwordHash: string | null = null;
    if (input.password) {
      if (!name) throw signInError('missing-name');
      checkNewPassword(input.password, input.re_password || undefined);
      passwordHash = await hashSecret(input.password);
    }
    if (!identity.email && !identity.mobile && !identity.firebaseUid) throw signInError('registration-failed');
    try {
      return await insertUser(tx, {
        name,
        email: identity.email ?? null,
        // A phone number that was not verified is only kept as a profile detail when well formed.
        mobile: identity.mobile ?? (isValidPhone(input.mobile.trim()) ? input.mobile.trim() : ''),
        mobile_verified: identity.mobile !== undefined,
        address: input.address.trim(),
        logintype: identity.logintype,
        type: input.type.trim(),
        profile: this.outsidePicture(identity.picture ?? (/^https:\/\//.test(input.profile) ? input.profile : '')),
        fcm_id: input.fcm_id,
        auth_id: identity.mobile ?? identity.firebaseUid ?? null,
        firebase_id: identity.firebaseUid ?? null,
        password_hash: passwordHash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw signInError('email-already-in-use');
      throw error;
    }
  }

  // ----- user-register

  async register(reader: AuthUser, input: RegisterInput, caller: CallerContext): Promise<SignedIn> {
    const { db } = this.deps;
    const name = input.name.trim();
    if (!name) throw signInError('missing-name');
    const email = normaliseEmail(input.email);
    const mobile = checkPhone(input.mobile.trim());
    checkNewPassword(input.password, input.re_password);
    const user = await findUser(db, reader.id);
    if (!user) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
    await this.refuseDemoAccountChange(user);
    const hash = await hashSecret(input.password);
    const { signedIn, ended } = await db.transaction(async (tx) => {
      const contact = await proveContactChange(tx, this.deps.accounts.otp, user, {
        email,
        // An empty mobile keeps the one on the account.
        mobile: mobile || undefined,
        emailToken: input.email_verification_token,
        mobileToken: input.mobile_verification_token,
      });
      try {
        await kyselyOf(tx)
          .updateTable('users')
          .set({ ...contact, name, password_hash: hash, password_changed_at: now, updated_at: now })
          .where('id', '=', user.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw signInError('email-already-in-use');
        throw error;
      }
      // A new password ends every session, this one included; the reply carries a fresh token.
      const ended = await revokeUserSessions(tx, user.id);
      const token = await this.deps.accounts.tokens.startSession(tx, user.id, caller.userAgent);
      return {
        signedIn: { token, user: toUser((await findUser(tx, user.id))!, this.deps.files), isNew: false },
        ended,
      };
    });
    this.deps.realtime.endSessions(ended);
    return signedIn;
  }

  // ----- update_profile

  async updateProfile(reader: AuthUser, input: ProfileInput): Promise<User> {
    const { db } = this.deps;
    const user = await findUser(db, reader.id);
    if (!user) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
    const changes: Updateable<Database['users']> = {};
    const set = <K extends keyof Updateable<Database['users']>>(column: K, value: Updateable<Database['users']>[K]) => {
      changes[column] = value;
    };

    for (const field of profileTextFields) {
      const value = input[field];
      if (value !== undefined) set(field, value.trim());
    }
    if (input.email !== undefined && input.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
      await this.refuseDemoAccountChange(user);
    }
    if (input.latitude !== undefined) set('latitude', input.latitude);
    if (input.longitude !== undefined) set('longitude', input.longitude);
    if (input.notification !== undefined) set('notification', input.notification === 1);

    // Checked and written last: nothing is stored when another field is refused.
    const newPicture = input.profile ? await storeProfileImage(this.pictures, input.profile) : undefined;
    if (newPicture) set('profile', newPicture);
    else if (input.remove_profile === 1) set('profile', '');

    try {
      await db.transaction(async (tx) => {
        const contact = await proveContactChange(tx, this.deps.accounts.otp, user, {
          email: input.email,
          mobile: input.mobile,
          emailToken: input.email_verification_token,
          mobileToken: input.mobile_verification_token,
        });
        Object.assign(changes, contact);
        if (!Object.keys(changes).length) return;
        await kyselyOf(tx)
          .updateTable('users')
          .set({ ...changes, updated_at: now })
          .where('id', '=', user.id)
          .execute();
      });
    } catch (error) {
      if (newPicture) await this.removePicture(newPicture);
      if (isUniqueViolation(error)) throw signInError('email-already-in-use');
      throw error;
    }
    if (newPicture || input.remove_profile === 1) await this.removePicture(user.profile);
    return this.view(user.id);
  }

  // ----- codes and passwords

  sendCode(query: z.output<typeof getOtpQuery>, caller: CallerContext): Promise<OtpSent> {
    return this.deps.accounts.otp.send('signin', otpAddressOf(query), caller.ip);
  }

  /** `user_exists` is told only with the right code: to whoever holds the address. */
  async verifyCode(query: z.output<typeof verifyOtpQuery>, caller: CallerContext): Promise<OtpVerified> {
    const { otp } = this.deps.accounts;
    const address = otpAddressOf(query);
    const otpId = await otp.check('signin', address, query.otp ?? '', caller.ip);
    const existing =
      address.channel === 'email'
        ? await findUserByEmail(this.deps.db, address.target)
        : await findUserByPhone(this.deps.db, address.target);
    return {
      verification_token: await otp.issueVerification(otpId, address),
      expires_in: otpRules.verificationTokenExpiresInSeconds,
      user_exists: existing !== undefined,
    };
  }

  /**
   * The same reply whether an account has the address or not. The address gets a code, or,
   * with no account, a note saying so (what the person asking would want to know, and the
   * same work as a code, so the timing tells nothing either).
   */
  async forgotPassword(rawEmail: string | undefined, caller: CallerContext): Promise<OtpSent> {
    const email = normaliseEmail(rawEmail ?? '');
    const user = await findUserByEmail(this.deps.db, email);
    if (user) await this.refuseDemoAccountChange(user);
    return this.deps.accounts.otp.send('reset', { channel: 'email', target: email }, caller.ip, {
      noAccount: !user,
    });
  }

  async resetPassword(input: ResetInput, caller: CallerContext): Promise<void> {
    const { db, accounts } = this.deps;
    const email = normaliseEmail(input.email);
    checkNewPassword(input.password, input.re_password);
    // The code first, outside a transaction (a wrong one must stay counted): without the right
    // code nobody learns whether the address has an account.
    await accounts.otp.check('reset', { channel: 'email', target: email }, input.otp, caller.ip);
    const user = await findUserByEmail(db, email);
    if (!user) throw signInError('invalid-verification-id');
    await this.refuseDemoAccountChange(user);
    const hash = await hashSecret(input.password);
    const ended = await db.transaction(async (tx) => {
      await kyselyOf(tx)
        .updateTable('users')
        .set({ password_hash: hash, password_changed_at: now, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      return revokeUserSessions(tx, user.id);
    });
    this.deps.realtime.endSessions(ended);
  }

  // ----- sessions and the account itself

  /**
   * confirm-identity: the session's holder proves again who they are, with the account's
   * password or a verification token for its own e-mail or phone. A wrong password is a wrong
   * guess (the route counts them); a token for another address is refused and stays unspent.
   * Returns until when sensitive calls are let through.
   */
  async confirmIdentity(reader: AuthUser, input: z.output<typeof confirmIdentityBody>): Promise<Date> {
    const { db, accounts } = this.deps;
    if (input.password) {
      const hash = await passwordHashOf(db, reader.id);
      const matches = await verifySecret(input.password, hash ?? (await unknownAccountHash()));
      if (!hash || !matches) throw wrongGuess(signInError('invalid-login-credentials'));
    } else {
      await db.transaction(async (tx) => {
        const claims = await accounts.otp.spendVerification(input.verification_token!, tx);
        const holder =
          claims.channel === 'email'
            ? await findUserByEmail(tx, claims.target)
            : await findUserByPhone(tx, claims.target);
        if (holder?.id !== reader.id) throw signInError('invalid-verification-id');
      });
    }
    const verifiedAt = await markSessionVerified(db, reader.sessionId);
    return new Date(verifiedAt.getTime() + identityProofMaxAgeSeconds * 1000);
  }

  async logout(reader: AuthUser): Promise<void> {
    const ended = await this.deps.db.transaction(async (tx) => {
      await setFcmId(tx, reader.id, '');
      return revokeSession(tx, reader.sessionId);
    });
    this.deps.realtime.endSessions(ended);
  }

  async updateFcmToken(reader: AuthUser, fcmId: string): Promise<{ fcm_id: string }> {
    await setFcmId(this.deps.db, reader.id, fcmId.trim());
    return { fcm_id: fcmId.trim() };
  }

  /** Deletes the caller's own account and everything it owns; its tokens die with its sessions. */
  async deleteAccount(reader: AuthUser): Promise<void> {
    const { db } = this.deps;
    if (await this.isDemoMode()) throw forbidden(accountMessages.demoMode);
    const files = await db.transaction(async (tx) => {
      const user = await kyselyOf(tx)
        .selectFrom('users')
        .select((eb) => [
          'role',
          'profile',
          eb
            .selectFrom('users as a')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('a.role', '=', sql.lit<string>('admin'))
            .where('a.is_active', '=', true)
            .$asScalar()
            .$notNull()
            .as('admins'),
        ])
        .where('id', '=', reader.id)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw new ApiError('unauthorized', accountMessages.sessionInvalid);
      if (user.role === 'admin' && user.admins <= 1) {
        throw conflict('You are the only administrator. Make another user an admin before deleting your account.');
      }
      const uploads = await kyselyOf(tx)
        .selectFrom('verification_form_values as v')
        .innerJoin('verification_form_fields as f', (join) =>
          join.onRef('f.id', '=', 'v.field_id').on('f.field_type', '=', sql.lit<string>('file')),
        )
        .select('v.value')
        .where('v.user_id', '=', reader.id)
        .execute();
      // Their messages go with them (both sides of every conversation): their files too.
      const chats = await kyselyOf(tx)
        .selectFrom('chat_messages')
        .select(['file', 'audio'])
        .where((eb) => eb.or([eb('sender_id', '=', reader.id), eb('receiver_id', '=', reader.id)]))
        .where((eb) => eb.or([eb('file', '<>', ''), eb('audio', '<>', '')]))
        .execute();
      await kyselyOf(tx).deleteFrom('users').where('id', '=', reader.id).execute();
      return {
        profile: user.profile,
        documents: [
          ...uploads.map((upload) => upload.value),
          ...chats.flatMap((chat) => [chat.file, chat.audio].filter(Boolean)),
        ],
      };
    });
    // The sessions went with the user row: its sockets go by the user's room.
    this.deps.realtime.endUser(reader.id);
    await this.removePicture(files.profile);
    const documents = this.deps.privateFiles;
    // The account is gone already: a file that cannot be removed now is told, not failed on.
    for (const key of files.documents) {
      await documents
        .remove(key)
        .catch((error: unknown) => this.deps.log.warn({ err: error, key }, 'a deleted account’s file stayed'));
    }
  }
}
