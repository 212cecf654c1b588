import { randomBytes } from 'node:crypto';
import type { PaymentAdapter } from './types';

/** Where the sandbox's checkout page lives, under the API. */
export const sandboxCheckoutPath = (token: string) => `/api/payments/sandbox/${token}`;

/**
 * The built-in provider: a real checkout page served by the API (payments/routes.ts) where
 * the buyer pays, fails or cancels. The page's address is a random token (the transaction's
 * reference), since the buyer's browser carries no bearer token there. What the buyer
 * chooses is recorded by our own server, so there is nothing to ask and no webhook.
 */
export function createSandboxAdapter(): PaymentAdapter {
  return {
    provider: 'sandbox',
    name: 'Sandbox (test payment)',
    publicKey: '',
    flow: 'redirect',
    async start() {
      const token = randomBytes(24).toString('base64url');
      return { reference: token, redirectUrl: sandboxCheckoutPath(token), clientSecret: null };
    },
    async fetchOutcome() {
      return { status: 'pending' };
    },
    async readWebhook() {
      return null;
    },
  };
}
