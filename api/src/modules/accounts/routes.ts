import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@domus/shared/contract';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { CountedLimit, limits, rateLimited, takeAll } from '../../http/rate-limits';
import { ok } from '../../http/reply';
import { isWrongGuess, type CallerContext, type SignedIn } from './service';

const callerOf = (request: FastifyRequest): CallerContext => ({
  userAgent: String(request.headers['user-agent'] ?? ''),
  ip: request.ip,
});

/** The address a code or a password is for, as the limits count it ('' when none). */
const addressOf = (request: FastifyRequest) => {
  const fields = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
  const address = fields.email ?? fields.number;
  if (typeof address !== 'string') return '';
  return address.includes('@') ? address.trim().toLowerCase() : address.replace(/\D/g, '');
};

/** A sign-in by e-mail and password (the one that wrong passwords are counted for). */
const isPasswordSignIn = (body: {
  logintype: number;
  password: string;
  verification_token: string;
  id_token: string;
}) => body.logintype === 3 && body.password !== '' && !body.verification_token && !body.id_token;

const signedInReply = (result: SignedIn, message: string) => ({
  ...ok(result.user, undefined, message),
  token: result.token,
  is_new_user: result.isNew,
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { accounts } = app.services;
  // Per address and client: an attacker elsewhere never locks the owner out of password sign-in.
  const wrongPasswords = [
    new CountedLimit(deps.allowances, limits.wrongPasswordPerAddress, 'wrong-password', addressOf),
    new CountedLimit(deps.allowances, limits.wrongPasswordPerClient, 'wrong-passwords'),
  ];
  const codesPerAddress = new CountedLimit(deps.allowances, limits.codesPerAddress, 'codes', addressOf);

  app.route({
    ...callRoute('userSignup', {
      tags: ['accounts'],
      summary:
        'Sign in or register: logintype 3 e-mail + password or + verification_token, 1 phone + verification_token, Firebase id_token (0 Google)',
    }),
    ...rateLimited(limits.signIn),
    handler: async (request) => {
      // Taken before the password is checked, as a wrong guess: a burst sent at once cannot
      // all be checked. Given back when the guess was not wrong.
      const guess = await takeAll(isPasswordSignIn(request.body) ? wrongPasswords : [], request);
      const result = await accounts.signup(request.body, callerOf(request)).catch(async (error: unknown) => {
        if (!isWrongGuess(error)) await guess.giveBack();
        throw error;
      });
      await guess.giveBack();
      return signedInReply(result, result.isNew ? 'User registered successfully' : 'User logged in successfully');
    },
  });

  app.route({
    ...callRoute('userRegister', {
      tags: ['accounts'],
      summary: 'Set name, e-mail, mobile and a password for the signed-in account (both passwords must match)',
    }),
    handler: async (request) =>
      signedInReply(
        await accounts.register(signedInUser(request), request.body, callerOf(request)),
        'Registration completed',
      ),
  });

  app.route({
    ...callRoute('updateProfile', {
      tags: ['accounts'],
      summary: 'Change the fields sent of the signed-in user; profile = JPEG or PNG file, at least 120x120, 5 MB',
      files: { profile: 'one' },
    }),
    ...rateLimited(limits.profileUploads),
    handler: async (request) =>
      ok(await accounts.updateProfile(signedInUser(request), request.body), undefined, 'Profile updated successfully'),
  });

  app.route({
    ...callRoute('getOtp', {
      tags: ['accounts'],
      summary: 'Send a 6-digit code to a phone number (number) or an e-mail address (email)',
    }),
    ...rateLimited(limits.codes),
    handler: async (request) => {
      await codesPerAddress.take(request);
      return ok(await accounts.sendCode(request.query, callerOf(request)), undefined, 'OTP sent successfully');
    },
  });

  app.route({
    ...callRoute('verifyOtp', {
      tags: ['accounts'],
      summary: 'Check a code; hands out the single-use verification_token user_signup takes',
    }),
    ...rateLimited(limits.codeEntries),
    handler: async (request) =>
      ok(await accounts.verifyCode(request.query, callerOf(request)), undefined, 'OTP verified successfully'),
  });

  app.route({
    ...callRoute('forgotPassword', { tags: ['accounts'], summary: 'E-mail a code for reset-password' }),
    ...rateLimited(limits.codes),
    handler: async (request) => {
      await codesPerAddress.take(request);
      return ok(
        await accounts.forgotPassword(request.query.email, callerOf(request)),
        undefined,
        'We have sent a code to reset your password to your email address.',
      );
    },
  });

  app.route({
    ...callRoute('resetPassword', {
      tags: ['accounts'],
      summary: 'Set a new password with the code from forgot-password; ends every session',
    }),
    ...rateLimited(limits.codeEntries),
    handler: async (request) => {
      await accounts.resetPassword(request.body, callerOf(request));
      return ok(null, undefined, 'Your password has been changed. Please sign in with the new password.');
    },
  });

  app.route({
    ...callRoute('beforeLogout', { tags: ['accounts'], summary: 'End this session and forget the push token' }),
    handler: async (request) => {
      await accounts.logout(signedInUser(request));
      return ok(null, undefined, 'Logged out successfully');
    },
  });

  const wrongIdentityPasswords = new CountedLimit(deps.allowances, limits.wrongIdentityPasswords, 'identity');
  app.route({
    ...callRoute('confirmIdentity', {
      tags: ['accounts'],
      summary:
        'Prove again who the signed-in member is (password, or verification_token for their own e-mail or phone); sensitive operator calls ask for it every 10 minutes',
    }),
    handler: async (request) => {
      const guess = await takeAll(request.body.password ? [wrongIdentityPasswords] : [], request);
      const until = await accounts
        .confirmIdentity(signedInUser(request), request.body)
        .catch(async (error: unknown) => {
          if (!isWrongGuess(error)) await guess.giveBack();
          throw error;
        });
      await guess.giveBack();
      return ok({ confirmed_until: until.toISOString() }, undefined, accountMessages.identityConfirmed);
    },
  });

  app.route({
    ...callRoute('deleteUser', {
      tags: ['accounts'],
      summary: 'Delete the signed-in user’s own account (userid is ignored)',
    }),
    handler: async (request) => {
      await accounts.deleteAccount(signedInUser(request));
      return ok(null, undefined, 'Your account has been deleted.');
    },
  });

  app.route({
    ...callRoute('updateFcmToken', { tags: ['accounts'], summary: 'Store the push token of this browser' }),
    handler: async (request) =>
      ok(await accounts.updateFcmToken(signedInUser(request), request.body.fcm_id), undefined, 'FCM token updated'),
  });
};
