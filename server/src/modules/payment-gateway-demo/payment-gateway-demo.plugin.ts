import type { FastifyInstance } from 'fastify';
import { paymentGatewayDemoRoutes } from './payment-gateway-demo.routes';

/** The demo payment gateway (docs/payments.md): its pay pages and signed webhooks to the merchant side. */
export async function paymentGatewayDemoPlugin(app: FastifyInstance): Promise<void> {
  await app.register(paymentGatewayDemoRoutes);
}
