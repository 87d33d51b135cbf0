import type { FastifyInstance } from 'fastify';
import { staffAdminRoutes } from './staff-admin.routes';
import { staffRoutes } from './staff.routes';
import { fourEyesRoutes } from './four-eyes.routes';

/** Back-office staff: sign-in, enrolment, sessions, and staff management (docs/back-office.md). */
export async function staffPlugin(app: FastifyInstance): Promise<void> {
  await app.register(staffRoutes);
  await app.register(staffAdminRoutes);
  await app.register(fourEyesRoutes);
}
