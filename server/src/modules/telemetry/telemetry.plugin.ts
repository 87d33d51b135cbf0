import type { FastifyInstance } from 'fastify';
import { telemetryRoutes } from './telemetry.routes';

/** Telemetry: remote load failures reported by browsers, read by ops. */
export async function telemetryPlugin(app: FastifyInstance): Promise<void> {
  await app.register(telemetryRoutes);
}
