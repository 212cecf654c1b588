import type { FastifyRequest } from 'fastify';
import {
  chatLimits,
  chatMessages,
  contactMessages,
  passwordAttemptRules,
  signInErrorMessages,
} from '@domus/shared/contract';
import type { AllowanceStore } from './allowances';
import { ApiError } from './api-error';

const minute = 60_000;
const hour = 60 * minute;

/** Who a limit counts: the client's address (TRUST_PROXY decides what that is), or a signed-in user. */
export const byClient = (request: FastifyRequest) => `client:${request.ip}`;
export const byUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : byClient(request));
/** For limits on a thing whoever asks (an e-mail address named in the contact form). */
const byAnyone = () => 'anyone';

type Refusal = () => ApiError;
const signInRefusal: Refusal = () => new ApiError('too-many-requests', signInErrorMessages['too-many-requests']);
const busyRefusal: Refusal = () =>
  new ApiError('tooManyRequests', 'You are doing this too often. Please wait a moment and try again.');

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  key: (request: FastifyRequest) => string;
  refusal: Refusal;
}

/**
 * Every request limit of the API, in one place. Route limits count every request of a call
 * (before its body is read); the others are counted by the code that knows what counts (a
 * wrong password, a message to an e-mail address, a code to an address).
 */
export const limits = {
  /** user_signup: sign-ins and sign-ups from one client. */
  signIn: { max: 100, timeWindow: 15 * minute, key: byClient, refusal: signInRefusal },
  /** Wrong passwords for one address from one client: the owner elsewhere is never locked out. */
  wrongPasswordPerAddress: {
    max: passwordAttemptRules.maxAttempts,
    timeWindow: passwordAttemptRules.windowSeconds * 1000,
    key: byClient,
    refusal: signInRefusal,
  },
  /** Wrong passwords from one client, whatever the address (unknown ones too). */
  wrongPasswordPerClient: { max: 20, timeWindow: 15 * minute, key: byClient, refusal: signInRefusal },
  /** confirm-identity: wrong passwords for one signed-in member, whichever client they come from. */
  wrongIdentityPasswords: {
    max: passwordAttemptRules.maxAttempts,
    timeWindow: passwordAttemptRules.windowSeconds * 1000,
    key: byUser,
    refusal: signInRefusal,
  },
  /** get-otp and forgot-password: codes asked by one client. */
  codes: {
    max: 30,
    timeWindow: hour,
    key: byClient,
    refusal: () => new ApiError('quota-exceeded', signInErrorMessages['quota-exceeded']),
  },
  /** Codes to one address asked by one client (the resend countdown per address is the code's own rule). */
  codesPerAddress: {
    max: 10,
    timeWindow: hour,
    key: byClient,
    refusal: () => new ApiError('quota-exceeded', signInErrorMessages['quota-exceeded']),
  },
  /** verify-otp and reset-password: code entries from one client (each code also allows 5). */
  codeEntries: { max: 60, timeWindow: 15 * minute, key: byClient, refusal: signInRefusal },
  /** contct_us from one client, and to the team about one e-mail address. */
  contact: {
    max: 10,
    timeWindow: hour,
    key: byClient,
    refusal: () => new ApiError('tooManyRequests', contactMessages.tooManyMessages),
  },
  contactPerEmail: {
    max: 5,
    timeWindow: hour,
    key: byAnyone,
    refusal: () => new ApiError('tooManyRequests', contactMessages.tooManyMessages),
  },
  /** send_message: messages per minute, and a day (a flood cannot fill the database). */
  chatBurst: {
    max: chatLimits.sendBurst,
    timeWindow: chatLimits.sendWindowSeconds * 1000,
    key: byUser,
    refusal: () => new ApiError('tooManyRequests', chatMessages.tooManyMessages),
  },
  chatDaily: {
    max: chatLimits.sendDaily,
    timeWindow: 24 * hour,
    key: byUser,
    refusal: () => new ApiError('tooManyRequests', chatMessages.tooManyMessages),
  },
  /** send_message: conversations a member starts in an hour (what counts: chat/safety.ts). */
  chatNewConversations: {
    max: chatLimits.newConversationsPerHour,
    timeWindow: hour,
    key: byUser,
    refusal: () => new ApiError('tooManyRequests', chatMessages.tooManyNewConversations),
  },
  /** Calls that store uploaded files, per user. */
  profileUploads: { max: 30, timeWindow: hour, key: byUser, refusal: busyRefusal },
  listingUploads: { max: 120, timeWindow: hour, key: byUser, refusal: busyRefusal },
  verificationUploads: { max: 10, timeWindow: hour, key: byUser, refusal: busyRefusal },
  receiptUploads: { max: 20, timeWindow: hour, key: byUser, refusal: busyRefusal },
} satisfies Record<string, Limit>;

/** Route options that limit a route by `limit` (spread into app.route). */
export const rateLimited = (limit: Limit) => ({
  config: {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: limit.key,
      errorResponseBuilder: () => limit.refusal(),
    },
  },
});

/** An allowance taken for one request: given back when what it paid for did not happen. */
export interface TakenAllowance {
  giveBack(): Promise<void>;
}

/**
 * A limit counted by the code that knows what counts, keyed by `key` (an address, an e-mail...)
 * together with the limit's own key (the client or the user). Each allowance is taken as it
 * is checked, in one atomic step of the store, before the slow work it allows (a password
 * check, a stored file, a sent e-mail).
 */
export class CountedLimit {
  constructor(
    private readonly store: AllowanceStore,
    private readonly limit: Limit,
    private readonly name: string,
    private readonly key: (request: FastifyRequest) => string = () => '',
  ) {}

  /** Takes one allowance, or answers 429 with Retry-After when none is left. */
  async take(request: FastifyRequest): Promise<TakenAllowance> {
    const key = `${this.name}:${this.limit.key(request)}:${this.key(request)}`;
    const { taken, resetInMs } = await this.store.take(key, this.limit.max, this.limit.timeWindow);
    if (!taken) throw this.refusal(Math.ceil(resetInMs / 1000));
    return { giveBack: () => this.store.giveBack(key) };
  }

  private refusal(ttlInSeconds: number) {
    const error = this.limit.refusal();
    Object.assign(error.headers, {
      'retry-after': String(Math.max(1, ttlInSeconds)),
      'ratelimit-limit': String(this.limit.max),
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(Math.max(1, ttlInSeconds)),
    });
    return error;
  }
}

/** One allowance of each limit, taken in order; when one refuses, those already taken go back. */
export async function takeAll(counted: readonly CountedLimit[], request: FastifyRequest): Promise<TakenAllowance> {
  const taken: TakenAllowance[] = [];
  try {
    for (const limit of counted) taken.push(await limit.take(request));
  } catch (error) {
    for (const allowance of taken) await allowance.giveBack();
    throw error;
  }
  return {
    giveBack: async () => {
      for (const allowance of taken) await allowance.giveBack();
    },
  };
}
