import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api.schema';
import {
  billingResponseSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  paymentKeyResponseSchema,
  paymentResultSchema,
  testPayBodySchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '../../../shared/billing.schema';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { orderRateLimit } from './order-rate-limit';
import { billingService } from './service';
import { webhookRoutes } from './webhook-routes';

export interface BillingOptions {
  db: Db;
  gateway: PaymentGateway | null;
  now: () => Date;
  /** Told the user whose plan changed, once it is stored. */
  onPlanChanged?: (userId: string) => void;
}

export async function billingRoutes(app: FastifyInstance, { db, gateway, now, onPlanChanged }: BillingOptions) {
  const store = { db, onPlanChanged: onPlanChanged ?? (() => {}) };
  const service = billingService(store, gateway, now);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const unavailable = { 503: errorResponseSchema };

  // Public: the landing page shows paid plans as unavailable when the server cannot take payments.
  typed.get(
    '/api/razorpay-key',
    { config: { public: true }, schema: { response: { 200: paymentKeyResponseSchema, ...unavailable } } },
    async () => service.paymentKey(),
  );

  typed.post(
    '/api/create-order',
    {
      config: { rateLimit: orderRateLimit() },
      schema: {
        body: createOrderBodySchema,
        response: {
          200: createOrderResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          ...unavailable,
        },
      },
    },
    async (request) => service.createOrder(currentUser(request).id, request.body.planName),
  );

  typed.post(
    '/api/verify-payment',
    {
      schema: {
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => service.verify(currentUser(request).id, request.body),
  );

  typed.post(
    '/api/test-checkout/pay',
    { schema: { body: testPayBodySchema, response: { 200: paymentResultSchema, 404: errorResponseSchema } } },
    async (request) => service.payTestOrder(currentUser(request).id, request.body.orderId),
  );

  typed.get('/api/billing', { schema: { response: { 200: billingResponseSchema } } }, async (request) =>
    service.billing(currentUser(request).id),
  );

  await app.register(webhookRoutes, { store, gateway, now });
}
