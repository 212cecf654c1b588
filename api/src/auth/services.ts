import { otpRules } from '@domus/shared/contract';
import type { Log } from '../lib/log';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { BuiltinIdentityProvider } from '../adapters/identity/builtin';
import {
  FirebaseIdentityProvider,
  firebaseAdminVerifier,
  type FirebaseTokenVerifier,
} from '../adapters/identity/firebase';
import type { IdentityProvider } from '../adapters/identity/types';
import { Outbox } from '../adapters/messaging/outbox';
import { Messenger } from '../adapters/messaging/sender';
import { OtpService } from './otp';
import { ServerSecrets } from './secrets';
import { TokenService } from './tokens';

/** Everything sign-in needs, built once per app. */
export interface AccountServices {
  /** The server's keys (sessions, e-mail links, file links). */
  secrets: ServerSecrets;
  tokens: TokenService;
  otp: OtpService;
  messenger: Messenger;
  /** Default provider: one-time codes. */
  builtinIdentity: IdentityProvider;
  /** Present when Firebase is configured. */
  firebaseIdentity: IdentityProvider | undefined;
}

export interface AccountServiceOverrides {
  /** Tests inject a fake (no network); production uses firebase-admin. */
  firebaseVerifier?: FirebaseTokenVerifier;
  /** The SMS gateway's HTTP client. */
  fetch?: typeof fetch;
}

export function createAccountServices(
  config: Config,
  db: Db,
  log: Log,
  overrides: AccountServiceOverrides = {},
): AccountServices {
  const secrets = new ServerSecrets(db, config.tokenSecret);
  const tokens = new TokenService(secrets, {
    sessionTtlSeconds: config.sessionTtlSeconds,
    verificationTtlSeconds: otpRules.verificationTokenExpiresInSeconds,
  });
  const outbox = config.mailCatcher ? new Outbox(config.mailCatcher.outboxDir) : undefined;
  const messenger = new Messenger(config, log, outbox, overrides.fetch);
  const otp = new OtpService(db, messenger, tokens, secrets);
  const verifier = overrides.firebaseVerifier ?? (config.firebase ? firebaseAdminVerifier(config.firebase) : undefined);
  return {
    secrets,
    tokens,
    otp,
    messenger,
    builtinIdentity: new BuiltinIdentityProvider(otp),
    firebaseIdentity: verifier ? new FirebaseIdentityProvider(verifier) : undefined,
  };
}
