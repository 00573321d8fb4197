import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxCheckoutPage } from './sandbox-page.js';
import { SANDBOX_PAGE_PATH, SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider.js';
import { findPaymentSession, paymentNotifyPath, paymentReturnPath } from './service.js';

const ACTIONS = {
  pay: ['paid', 'success'],
  cancel: ['cancelled', 'cancel'],
  fail: ['failed', 'error'],
} as const;

function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'signedNotification' in provider;
}

/**
 * The sandbox provider's side: its checkout page, and the buttons that notify this app through
 * the same signed route as PayTech or Wave before sending the visitor back.
 */
export function sandboxRoutes({
  db,
  payments,
}: AppDeps & { payments: PaymentProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    if (!isSandbox(payments)) return;
    const params = z.object({ sessionId: z.string().min(1).max(100) });

    app.get(`${SANDBOX_PAGE_PATH}:sessionId`, { schema: { hide: true, params } }, async (req, reply) => {
      const session = await findPaymentSession(db, req.params.sessionId);
      if (session?.provider !== 'sandbox') throw notFound('payment_session_not_found');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          sandboxCheckoutPage({
            sessionId: session.id,
            amount: session.amount,
            phone: session.customerPhone ?? undefined,
            open: session.status === 'pending',
            returnUrl: paymentReturnPath(session.id),
          }),
        );
    });

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post(
      `${SANDBOX_PAGE_PATH}:sessionId`,
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { hide: true, params, body: z.object({ action: z.enum(['pay', 'cancel', 'fail']) }).loose() },
      },
      async (req, reply) => {
        const session = await findPaymentSession(db, req.params.sessionId);
        if (session?.provider !== 'sandbox') throw notFound('payment_session_not_found');
        const [outcome, hint] = ACTIONS[req.body.action];
        if (session.status === 'pending') {
          const { body, signature } = payments.signedNotification(
            session.id,
            outcome,
            session.amount,
            session.currency,
          );
          const res = await app.inject({
            method: 'POST',
            url: paymentNotifyPath('sandbox'),
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            payload: body,
          });
          if (res.statusCode !== 200)
            req.log.warn({ status: res.statusCode }, 'sandbox notification refused');
        }
        return reply.redirect(`${paymentReturnPath(session.id)}?outcome=${hint}`, 303);
      },
    );
  };
}
