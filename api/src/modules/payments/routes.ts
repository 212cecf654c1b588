import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onlinePaymentProviders, receiptFileField, receiptRules, sandboxDecisionBody } from '@domus/shared/contract';
import { tooLargeMessage } from '../../files/listing-files';
import { signedInUser } from '../../http/auth';
import { callRoute } from '../../http/call-route';
import { limits } from '../../http/rate-limits';
import { ok, okList } from '../../http/reply';
import { uploadLimits } from '../../http/upload-limits';
import { sandboxCheckoutPage } from './sandbox-page';

/** Webhooks are signed over their exact bytes: read bodies raw, up to 1 MB. */
const webhookBodyLimit = 1024 * 1024;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { payments } = app.services;

  app.route({
    ...callRoute('getPaymentSettings', {
      tags: ['payments'],
      summary: 'The enabled payment providers with their public keys (never a secret)',
    }),
    handler: async () => ok(await payments.methods()),
  });

  app.route({
    ...callRoute('paymentCheckout', {
      tags: ['payments'],
      summary: 'Start paying for a package with a redirect provider (sandbox, razorpay, paystack...)',
    }),
    handler: async (request) =>
      ok(
        await payments.start(signedInUser(request), request.body.package_id, request.body.provider, {
          origin: deps.config.publicUrl,
        }),
      ),
  });

  app.route({
    ...callRoute('createPaymentIntent', {
      tags: ['payments'],
      summary: 'Stripe: a PaymentIntent for the package at its price (a client-sent amount is ignored)',
    }),
    handler: async (request) =>
      ok(
        await payments.start(signedInUser(request), request.body.package_id, 'stripe', {
          origin: deps.config.publicUrl,
          platformType: request.body.platform_type,
        }),
      ),
  });

  app.route({
    ...callRoute('paypal', {
      tags: ['payments'],
      summary: 'PayPal: an order for the package at its price (the amount parameter is ignored)',
    }),
    handler: async (request) =>
      ok(
        await payments.start(signedInUser(request), request.query.package_id, 'paypal', {
          origin: deps.config.publicUrl,
        }),
      ),
  });

  app.route({
    ...callRoute('flutterwave', {
      tags: ['payments'],
      summary: 'Flutterwave: a payment link for the package at its price',
    }),
    handler: async (request) =>
      ok(
        await payments.start(signedInUser(request), request.body.package_id, 'flutterwave', {
          origin: deps.config.publicUrl,
        }),
      ),
  });

  app.route({
    ...callRoute('getPaymentTransaction', {
      tags: ['payments'],
      summary: 'One of the user’s transactions; a pending one is first checked with its provider',
    }),
    handler: async (request) => ok(await payments.lookup(signedInUser(request), request.query.payment_transaction_id)),
  });

  app.route({
    ...callRoute('paymentTransactionFail', {
      tags: ['payments'],
      summary: 'The buyer reports a pending payment failed (409 once it has succeeded)',
    }),
    handler: async (request) =>
      ok(
        await payments.reportFailed(signedInUser(request), request.body.payment_transaction_id),
        undefined,
        'Payment marked as failed',
      ),
  });

  app.route({
    ...callRoute('getPaymentDetails', { tags: ['payments'], summary: 'The user’s payment transactions, newest first' }),
    handler: async (request) => {
      const { data, total } = await payments.history(signedInUser(request).id, request.query);
      return okList(data, total);
    },
  });

  // Bank transfers: one receipt per request; the parser stops one byte past the limit.
  const receiptUpload = uploadLimits({
    limits: { fileSize: receiptRules.maxBytes + 1, files: 1, fields: 5 },
    tooLarge: () => tooLargeMessage('Receipt', receiptRules.maxBytes),
    rateLimit: limits.receiptUploads,
  });
  const { bankTransfers } = app.services;

  app.route({
    ...callRoute('initiateBankTransfer', {
      tags: ['payments'],
      summary:
        'Buy a package by bank transfer: package_id + the receipt (JPEG, PNG, WebP or PDF, 5 MB); waits in review',
      files: { [receiptFileField]: 'one' },
    }),
    ...receiptUpload,
    handler: async (request) =>
      ok(
        await bankTransfers.initiate(signedInUser(request), request.body.package_id, request.body[receiptFileField]),
        undefined,
        'Receipt uploaded. Your package is activated once the payment is confirmed.',
      ),
  });

  app.route({
    ...callRoute('uploadBankReceiptFile', {
      tags: ['payments'],
      summary: 'A new receipt for one’s own bank transfer in review or rejected (back to review)',
      files: { [receiptFileField]: 'one' },
    }),
    ...receiptUpload,
    handler: async (request) =>
      ok(
        await bankTransfers.replaceReceipt(
          signedInUser(request),
          request.body.payment_transaction_id,
          request.body[receiptFileField],
        ),
        undefined,
        'Receipt uploaded. The payment is checked again.',
      ),
  });

  const receiptTypes = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
  app.route({
    ...callRoute('getBankReceiptFile', {
      tags: ['payments'],
      summary: 'A bank transfer’s receipt: its buyer and operators only, never cached',
    }),
    handler: async (request, reply) => {
      const { key, bytes } = await bankTransfers.receipt(signedInUser(request), request.query.payment_transaction_id);
      const extension = key.split('.').pop() as keyof typeof receiptTypes;
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${extension === 'pdf' ? 'attachment' : 'inline'}; filename="receipt.${extension}"`,
        )
        .type(receiptTypes[extension])
        .send(bytes);
    },
  });

  // Provider webhooks, raw bodies.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: webhookBodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().route({
      method: 'POST',
      url: '/webhooks/:provider',
      schema: {
        tags: ['payments'],
        summary: 'A payment provider’s event: signature verified, handled once per event id',
        params: z.object({ provider: z.enum(onlinePaymentProviders) }),
      },
      handler: async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await payments.webhook(request.params.provider, { rawBody, headers: request.headers });
        return ok({ result }, undefined, 'Webhook received');
      },
    });
  });

  // The sandbox provider's checkout page (no bearer token: the random token in the path is the key).
  const tokenParams = z.object({ token: z.string().regex(/^[\w-]{16,64}$/, { error: 'Unknown checkout' }) });
  app.route({
    method: 'GET',
    url: '/payments/sandbox/:token',
    schema: { tags: ['payments'], summary: 'Sandbox checkout page', params: tokenParams },
    handler: async (request, reply) => {
      const transaction = await payments.sandboxCheckout(request.params.token);
      const resultPath = payments.resultPage(transaction);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(sandboxCheckoutPage(transaction, request.url, `${deps.config.publicUrl}${resultPath}`));
    },
  });
  app.route({
    method: 'POST',
    url: '/payments/sandbox/:token',
    schema: {
      tags: ['payments'],
      summary: 'The buyer pays, fails or cancels on the sandbox page; 303 to the site’s result page',
      params: tokenParams,
      body: sandboxDecisionBody,
    },
    handler: async (request, reply) => {
      const page = await payments.sandboxDecide(request.params.token, request.body.decision);
      return reply.redirect(`${deps.config.publicUrl}${page}`, 303);
    },
  });
};
