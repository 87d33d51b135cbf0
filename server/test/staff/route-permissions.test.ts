import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffAuthPlugin } from '../../src/plugins/staff-auth';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission } from '@site/shared/schemas/operator';
import { createSeededApp, loginAs } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';

/**
 * Every /wps/admin route, read from the app's own route table: it declares a permission from the catalogue, and
 * refuses an anonymous caller (401), a member (403) and a staff member whose role lacks the permission (403) —
 * before any validation or handler runs (docs/back-office.md "Roles and permissions"). A new admin route is in this
 * table the moment it is registered, so one shipped without a permission fails here (and at start-up).
 */
let app: FastifyInstance;
const routes: { method: string; url: string; permission?: string }[] = [];
let memberToken: string;

beforeAll(async () => {
  app = await createSeededApp();
  memberToken = await loginAs(app, 'demo', 'Demo1234');
});
afterAll(async () => {
  await app.close();
});

/** The route table (fastify keeps it for printRoutes; the onRoute hook below would see it at registration). */
function adminRoutes() {
  if (routes.length === 0) {
    for (const r of app.registeredRoutes) {
      if (!r.url.startsWith('/wps/admin/') || r.method === 'HEAD') continue;
      routes.push({ method: r.method, url: r.url, permission: r.permission });
    }
  }
  return routes;
}

/** A concrete address for a route pattern (`:id` → 1; enumerated params get a valid value so routing matches). */
const concrete = (url: string) =>
  url
    .replace(':type', 'salary')
    .replace(':kind', 'banner')
    .replace(':language', 'en')
    .replace(':flag', 'maintenance')
    .replace(/:[A-Za-z]+/g, '1');

/** A role that lacks `permission` (support lacks most; owner has everything, so never). */
const roleWithout = (permission: Permission) =>
  ROLES.find((role) => !ROLE_PERMISSIONS[role].includes(permission) && role !== 'owner');

describe('the /wps/admin route table', () => {
  it('has routes, each with a permission from the catalogue', () => {
    const table = adminRoutes();
    expect(table.length).toBeGreaterThan(30);
    const without = table.filter(
      (r) => !r.permission || !(PERMISSIONS as readonly string[]).includes(r.permission),
    );
    expect(without).toEqual([]);
  });

  it('refuses anonymous callers (401), members (403) and staff without the permission (403) on every route', async () => {
    const failures: string[] = [];
    const lacking = new Map<string, { cookie: string }>();
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const anonymous = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      if (anonymous.statusCode !== 401 || anonymous.json().code !== 'STAFF_UNAUTHENTICATED')
        failures.push(`${route.method} ${route.url} anonymous → ${anonymous.statusCode}`);
      const member = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${memberToken}` },
        payload: method === 'GET' ? undefined : {},
      });
      if (member.statusCode !== 403 || member.json().code !== 'STAFF_FORBIDDEN')
        failures.push(`${route.method} ${route.url} member → ${member.statusCode}`);
      const role = roleWithout(route.permission as Permission);
      if (!role) continue;
      if (!lacking.has(role)) lacking.set(role, (await staffSession(app, role)).headers);
      const staff = await app.inject({
        method,
        url,
        headers: lacking.get(role),
        payload: method === 'GET' ? undefined : {},
      });
      if (staff.statusCode !== 403 || staff.json().code !== 'STAFF_FORBIDDEN')
        failures.push(`${route.method} ${route.url} ${role} → ${staff.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('a wrong x-admin-token is 401 ADMIN_UNAUTHORIZED; the right one (automation) passes the gate', async () => {
    const wrong = await app.inject({
      url: '/wps/admin/staff',
      headers: { 'x-admin-token': 'nope-nope-nope-nope' },
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'ADMIN_UNAUTHORIZED']);
    const right = await app.inject({
      url: '/wps/admin/staff',
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
    });
    expect(right.statusCode).toBe(200);
  });

  it('registering an admin route without a permission fails at start-up', async () => {
    // The gate alone, with stand-ins for the plugins it depends on.
    const bare = Fastify();
    await bare.register(fp(async () => {}, { name: 'db' }));
    await bare.register(fp(async () => {}, { name: 'auth' }));
    await bare.register(staffAuthPlugin);
    bare.get('/wps/admin/guarded', { config: { permission: 'audit.read' } }, async () => 'x');
    await expect(
      bare
        .register(async (child) => {
          child.get('/wps/admin/unguarded', async () => 'x');
        })
        .then(() => bare.ready()),
    ).rejects.toThrow(/config.permission/);
    await bare.close();
  });
});
