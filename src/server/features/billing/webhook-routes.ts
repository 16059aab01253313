import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import { webhookResponseSchema } from '../../../shared/billing.schema';
import type { BillingStore } from './activation';
import type { PaymentGateway } from './gateway';
import { razorpayWebhook } from './webhook';

export const RAZORPAY_WEBHOOK_PATH = '/api/webhooks/razorpay';

/**
 * Razorpay signs the exact bytes it sends, so this context (and only it) reads JSON bodies as a
 * raw Buffer instead of parsing and cleaning them like every other route.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { store, gateway, now }: { store: BillingStore; gateway: PaymentGateway | null; now: () => Date },
) {
  const handle = razorpayWebhook(store, gateway, now);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    RAZORPAY_WEBHOOK_PATH,
    {
      config: { public: true },
      schema: {
        headers: z.object({ 'x-razorpay-signature': z.string().max(200).optional() }),
        body: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'Send the event as application/json.'),
        response: { 200: webhookResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => handle(request.body, request.headers['x-razorpay-signature']),
  );
}
