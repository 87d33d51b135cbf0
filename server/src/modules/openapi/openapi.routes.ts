import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/wps/openapi.json';

/**
 * The OpenAPI document of every `/wps` call, generated from the routes' zod schemas
 * (`@fastify/swagger` collects each route as it is registered, so register this before the domains).
 * Served as JSON only: no UI, nothing from a CDN. Hosting routes (shell, remotes) are left out.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Platform API (/wps)',
          version: '1.0.0',
          description:
            'Every answer is the envelope { success, value, message, code }; a failed validation is 400 ' +
            'VALIDATION_FAILED with value { issues: [{ path, message }] } (docs/architecture.md "HTTP API").',
        },
      },
      transform: (input) =>
        input.url.startsWith('/wps/')
          ? jsonSchemaTransform(input)
          : { schema: { hide: true }, url: input.url },
    });
    // Every route as Fastify registered it: the test compares the document against this list.
    const registered: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registered);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    app.get(OPENAPI_PATH, async () => app.swagger());
  },
  { name: 'openapi' },
);

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
